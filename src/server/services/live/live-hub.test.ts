import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@/api/live';
import type { QueueOrder } from '@/api/staff';
import type { Database } from '@/server/db/client';
import type { StoredLiveEvent } from './live-event-row';
import { CARD_WAIT_MS, LiveHub, type CardReader } from './live-hub';

/**
 * The hub's part in the staff stream's queue card (README "Live updates"): read once per order
 * event however many staff streams hear it, only when some are open at the store, given to them
 * alone, and never at the cost of the order in which a stream hears events.
 */
const STORE = 3;
const OTHER_STORE = 4;
const ORIGIN = 'this-process';

const card = (orderId: number, status: QueueOrder['status'] = 'submitted') => ({ id: orderId, store_id: STORE, status }) as QueueOrder;

function orderEvent(id: number, orderId: number, userId: number | null = 50): StoredLiveEvent {
  return { id, kind: 'order', storeId: STORE, userId, payload: { order_id: orderId, status: 'submitted', from_status: 'pending', kiosk: false } };
}
const stockEvent = (id: number): StoredLiveEvent => ({ id, kind: 'catalog', storeId: STORE, userId: null, payload: { parts: ['stock'], origin: ORIGIN } });

/** A hub whose card reader the test controls, and streams that keep what they hear. */
function hubWith(readCard: CardReader) {
  const hub = new LiveHub({} as Database, ORIGIN, readCard);
  const open = (userId: number, storeId: number, staffOfStore: boolean) => {
    const heard: { id: number; event: LiveEvent }[] = [];
    hub.add({ userId, sessionId: `s${userId}`, storeId, staffOfStore, deliver: (id, event) => heard.push({ id, event }), end: () => undefined });
    return heard;
  };
  return { hub, open };
}

/** Lets the card reads the test resolved finish, and the events behind them go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the queue card of an order event', () => {
  it('is read once for all the staff streams of the store, and goes to them only: not to the shopper, nor to staff of another store', async () => {
    const readCard = vi.fn<CardReader>((_storeId, orderId) => Promise.resolve(card(orderId)));
    const { hub, open } = hubWith(readCard);
    const counters = [open(10, STORE, true), open(11, STORE, true), open(12, STORE, true)];
    const otherCounter = open(13, OTHER_STORE, true);
    const owner = open(50, STORE, false);
    // The shopper's own tab at another store, where they happen to work: still no card of this store's order.
    const ownerAtWork = open(50, OTHER_STORE, true);
    const stranger = open(60, STORE, false);

    hub.announce(orderEvent(7, 70));
    await settle();
    expect(readCard).toHaveBeenCalledTimes(1);
    expect(readCard).toHaveBeenCalledWith(STORE, 70);
    for (const heard of counters) expect(heard).toEqual([{ id: 7, event: expect.objectContaining({ kind: 'order', order_id: 70, card: card(70) }) }]);
    for (const heard of [owner, ownerAtWork]) {
      expect(heard).toEqual([{ id: 7, event: expect.objectContaining({ kind: 'order', order_id: 70 }) }]);
      expect(heard[0]!.event).not.toHaveProperty('card');
    }
    expect(otherCounter).toEqual([]);
    expect(stranger).toEqual([]);
  });

  it('is not read while no staff stream of the store is open: the event goes out at once', () => {
    const readCard = vi.fn<CardReader>(() => Promise.resolve(undefined));
    const { hub, open } = hubWith(readCard);
    open(13, OTHER_STORE, true);
    const owner = open(50, STORE, false);
    hub.announce(orderEvent(7, 70));
    expect(owner).toHaveLength(1);
    expect(readCard).not.toHaveBeenCalled();
  });

  it('holds back the events heard after it until it is read, so every stream hears them in order', async () => {
    let finishRead!: (value: QueueOrder) => void;
    const { hub, open } = hubWith(() => new Promise((resolve) => (finishRead = resolve)));
    const counter = open(10, STORE, true);
    const menu = open(60, STORE, false);
    hub.announce(orderEvent(7, 70));
    hub.announce(stockEvent(8));
    expect(counter).toEqual([]);
    expect(menu).toEqual([]);
    finishRead(card(70));
    await settle();
    expect(counter.map((heard) => heard.id)).toEqual([7, 8]);
    expect(menu.map((heard) => heard.id)).toEqual([8]);
  });

  it(`goes out without a card when the card is not read within ${CARD_WAIT_MS} ms, or its read fails`, async () => {
    vi.useFakeTimers();
    const never = () => new Promise<QueueOrder | undefined>(() => undefined);
    const { hub, open } = hubWith(vi.fn<CardReader>().mockImplementationOnce(never).mockRejectedValueOnce(new Error('connection lost')));
    const counter = open(10, STORE, true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hub.announce(orderEvent(7, 70));
    await vi.advanceTimersByTimeAsync(CARD_WAIT_MS - 1);
    expect(counter).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    hub.announce(orderEvent(8, 71));
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.map((heard) => heard.id)).toEqual([7, 8]);
    for (const heard of counter) expect(heard.event).not.toHaveProperty('card');
  });
});
