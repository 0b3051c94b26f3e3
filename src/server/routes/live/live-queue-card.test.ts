import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveOrderEventSchema, type LiveOrderEvent } from '@/api/live';
import { livePaths } from '@/api/live-paths';
import { orderQueueSchema } from '@/api/staff';
import { issueTokenPair } from '@/server/services/auth/refresh-tokens';
import { insertUser } from '../testing/account-fixture';
import { CART_HOST, type Auth } from '../testing/cart-fixture';
import { createStaffTestApp, type StaffTestApp } from '../staff/staff-test-kit';
import { readLiveStream, type Frame } from './live-stream-reader';

/**
 * The staff stream's queue card (README "Live updates"; issue 20: a new order shows on a staff
 * screen within 1 s): an order event to the store's staff carries the order as a row of the Order
 * Queue answer, so the terminal shows it before its refetch answers. A shopper's stream never
 * carries one, and never hears of another shopper's order at all.
 */
let t: StaffTestApp;
let storeId: number;
let otherStoreId: number;
let itemId: number;

beforeAll(async () => {
  t = await createStaffTestApp();
  storeId = (await t.store()).id;
  otherStoreId = (await t.store()).id;
  itemId = (await t.item(storeId, { recSellableQty: 50 })).id;
});
afterAll(() => t.t.close());

async function openReady(auth: Auth, store = storeId, headers: Record<string, string> = {}) {
  const response = await t.t.app.request(`/api${livePaths.liveEvents.path}?store_id=${store}`, { headers: { host: CART_HOST, ...auth, ...headers } });
  expect(response.status).toBe(200);
  const stream = readLiveStream(response);
  const ready = await stream.next((frame) => frame.event === 'ready');
  return { ...stream, readyId: Number(ready!.id) };
}

async function signedIn() {
  const user = await insertUser(t.db, t.brand.id, {});
  const tokens = await issueTokenPair(t.db, t.t.config.AUTH_SECRET, { id: user.id, orderingAppId: t.brand.id, email: user.email }, crypto.randomUUID());
  return { user, auth: { authorization: `Bearer ${tokens.response.access_token}` } };
}

/** The order as the store's Order Queue answers it now (all placed statuses). */
async function queueRowOf(auth: Auth, orderId: number) {
  const response = await t.staffCall('orderQueue', auth, { store_id: storeId });
  expect(response.status).toBe(200);
  return orderQueueSchema.parse(response.body).data.find((order) => order.id === orderId);
}

/** The next order event of a stream, checked by the contract's schema (the card by the queue's own). */
async function nextOrderEvent(stream: Awaited<ReturnType<typeof openReady>>): Promise<LiveOrderEvent> {
  const frame = await stream.next((candidate) => candidate.event === 'order');
  return liveOrderEventSchema.parse(frame?.data);
}

const orderFrames = (frames: Frame[]) => frames.filter((frame) => frame.event === 'order');

describe('an order event to the store’s staff', () => {
  it('carries the order’s queue card, equal to its row of the Order Queue answer, when placed and when moved', async () => {
    const shopper = await signedIn();
    const staff = await t.staffer([storeId]);
    const counter = await openReady(staff.auth);

    const order = await t.placeOrder(shopper.auth, storeId, [{ id: itemId, quantity: 2 }]);
    const placed = await nextOrderEvent(counter);
    expect(placed).toMatchObject({ order_id: order.id, status: order.status, from_status: 'pending' });
    expect(placed.card).toEqual(await queueRowOf(staff.auth, order.id));
    expect(placed.card).toMatchObject({ id: order.id, store_id: storeId, item_count: 2, grand_total_cents: order.grand_total_cents, customer: { user_id: shopper.user.id } });
    // Reading the card holds back the stock change the same placing made: a stream hears events in order.
    expect(await counter.nextEvent()).toMatchObject({ kind: 'catalog', parts: ['stock'] });
    expect(counter.frames.filter((frame) => frame.event === 'order' || frame.event === 'catalog').map((frame) => frame.event)).toEqual(['order', 'catalog']);

    await t.move(staff.auth, order, 'fulfilled');
    const moved = await nextOrderEvent(counter);
    expect(moved.card).toEqual(await queueRowOf(staff.auth, order.id));
    expect(moved.card).toMatchObject({ status: 'fulfilled', last_change: { from_status: order.status, to_status: 'fulfilled' } });
    await counter.close();
  });

  it('is left without a card on a reconnect’s replay: the terminal refetches, as without a card', async () => {
    const shopper = await signedIn();
    const staff = await t.staffer([storeId]);
    const first = await openReady(staff.auth);
    await first.close();
    await expect.poll(() => t.t.live.streamsOf(staff.user.id)).toBe(0);
    const order = await t.placeOrder(shopper.auth, storeId, [{ id: itemId }]);

    const resumed = await openReady(staff.auth, storeId, { 'last-event-id': String(first.readyId) });
    // (The replay also sends again the last 2 s of events, the previous test's among them.)
    const replayed = orderFrames(resumed.frames).map((frame) => frame.data as LiveOrderEvent);
    expect(replayed).toEqual(expect.arrayContaining([expect.objectContaining({ order_id: order.id })]));
    for (const event of replayed) expect(event).not.toHaveProperty('card');
    await resumed.close();
  });
});

describe('a shopper’s stream of the same store', () => {
  it('hears its own order without a card, and nothing at all of another shopper’s order', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const staff = await t.staffer([storeId]);
    const otherStaff = await t.staffer([otherStoreId]);
    const counter = await openReady(staff.auth);
    const elsewhere = await openReady(otherStaff.auth, otherStoreId);
    const mine = await openReady(owner.auth);
    const strangers = await openReady(stranger.auth);

    const order = await t.placeOrder(owner.auth, storeId, [{ id: itemId }]);
    expect((await nextOrderEvent(counter)).card).toMatchObject({ id: order.id });
    const own = await nextOrderEvent(mine);
    expect(own).toMatchObject({ order_id: order.id });
    expect(own).not.toHaveProperty('card');
    // Both have heard the stock change that came after the order: anything for them was sent by then.
    expect(await strangers.nextEvent()).toMatchObject({ kind: 'catalog', store_id: storeId });
    expect(await mine.nextEvent()).toMatchObject({ kind: 'catalog', store_id: storeId });

    for (const stream of [strangers, elsewhere]) {
      await stream.close();
      expect(orderFrames(stream.frames)).toEqual([]);
      expect(JSON.stringify(stream.frames)).not.toContain('"card"');
    }
    await Promise.all([mine.close(), counter.close()]);
  });
});
