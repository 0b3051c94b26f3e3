import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent, LiveOrderEvent } from '@/api/live';
import type { OrderQueue, QueueOrder } from '@/api/staff';
import { ORDER_FILTERS, PLACED_ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { cartKeys, contentKeys, inventoryKeys, orderKeys, specialKeys, staffKeys, startupKeys, storeKeys, userKeys } from '@/web/data/query-keys';
import * as queueCards from './queue-card';
import { liveRefetcher, STOCK_REFETCH_SPREAD_MS, type QueueCards } from './refetch-on-event';

/**
 * What each live event refetches (README "Live updates"): only the queries it names, so an open
 * menu or queue asks again for what changed and nothing else.
 */
const ME = 5;
const STORE = 3;
const OTHER_STORE = 4;

const CACHED = {
  myOrder: cartKeys.order(ME, 70),
  myOtherOrder: cartKeys.order(ME, 71),
  myOpenCart: cartKeys.open(ME),
  myHistory: orderKeys.list(ME, 'open'),
  myOrderPickers: cartKeys.slimWith(ME, ['submitted']),
  queue: staffKeys.queue(ME, STORE, 'new'),
  queueDone: staffKeys.queue(ME, STORE, 'done'),
  staffOrder: staffKeys.order(ME, STORE, 70),
  staffOtherOrder: staffKeys.order(ME, STORE, 71),
  otherStoreQueue: staffKeys.queue(ME, OTHER_STORE, 'new'),
  productList: inventoryKeys.list(STORE, 'recreational', 'category', { category: 'flower' }),
  homeCarousel: inventoryKeys.summary(STORE, 'medical', undefined, 12),
  specialsList: inventoryKeys.list(STORE, 'recreational', 'specials', {}),
  product12: inventoryKeys.detail(STORE, 'recreational', 12),
  product13: inventoryKeys.detail(STORE, 'recreational', 13),
  otherStoreList: inventoryKeys.list(OTHER_STORE, 'recreational', 'category', {}),
  otherStoreProduct: inventoryKeys.detail(OTHER_STORE, 'recreational', 12),
  storeSpecials: specialKeys.storeDiscounts(STORE, 'recreational'),
  otherStoreSpecials: specialKeys.storeDiscounts(OTHER_STORE, 'recreational'),
  storeDetails: startupKeys.breakdown('hudson-valley-ny', 'recreational'),
  storeList: storeKeys.deliveringTo('12534'),
  me: userKeys.me(ME),
  content: contentKeys.featuredArticleLinks,
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof CACHED;

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity } } });
  for (const key of Object.values(CACHED)) client.setQueryData(key, { data: 'kept' });
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

/** The cached queries an event made stale, by name. */
function staleAfter(event: LiveEvent): Cached[] {
  liveRefetcher(client, { userId: ME, storeId: STORE }).apply(event);
  return (Object.keys(CACHED) as Cached[]).filter((name) => client.getQueryState(CACHED[name])?.isInvalidated);
}

const order = (orderId: number): LiveEvent => ({ kind: 'order', order_id: orderId, store_id: STORE, status: 'fulfilled', from_status: 'submitted', kiosk: false });

describe('an order event', () => {
  it("refetches that order's page, the shopper's order lists, and its store's queue and staff view of it", () => {
    expect(staleAfter(order(70)).sort()).toEqual(['myHistory', 'myOrder', 'myOrderPickers', 'queue', 'queueDone', 'staffOrder']);
  });
});

describe('a catalog event', () => {
  it("refetches the store's product lists and the named product pages after a price change, not other products or stores", () => {
    expect(staleAfter({ kind: 'catalog', store_id: STORE, parts: ['price', 'items'], item_ids: [12] }).sort()).toEqual(['homeCarousel', 'product12', 'productList', 'specialsList']);
  });

  it('refetches every product page of the store when no items are named', () => {
    expect(staleAfter({ kind: 'catalog', store_id: STORE, parts: ['stock', 'price'] }).sort()).toEqual(['homeCarousel', 'product12', 'product13', 'productList', 'specialsList']);
  });

  it("refetches the store's specials and specials lists for a specials change, and store details for a store change", () => {
    expect(staleAfter({ kind: 'catalog', store_id: STORE, parts: ['specials'] }).sort()).toEqual(['specialsList', 'storeSpecials']);
    client.resetQueries();
    for (const key of Object.values(CACHED)) client.setQueryData(key, { data: 'kept' });
    expect(staleAfter({ kind: 'catalog', store_id: STORE, parts: ['store'] }).sort()).toEqual(['storeDetails', 'storeList']);
  });
});

describe('a reset', () => {
  it('refetches everything the stream speaks of for this tab, and nothing of another store or of the account', () => {
    expect(staleAfter({ kind: 'reset' }).sort()).toEqual(
      [
        'homeCarousel',
        'myHistory',
        'myOrder',
        'myOrderPickers',
        'myOtherOrder',
        'product12',
        'product13',
        'productList',
        'queue',
        'queueDone',
        'specialsList',
        'staffOrder',
        'staffOtherOrder',
        'storeDetails',
        'storeList',
        'storeSpecials',
      ].sort(),
    );
  });
});

describe('stock-only changes (every order at a busy store)', () => {
  it('mark the menu stale at once but refetch what is on screen once, after a random wait of up to 3 s', async () => {
    const queryFn = vi.fn(() => Promise.resolve({ data: 'fresh' }));
    const onScreen = new QueryObserver(client, { queryKey: CACHED.productList, queryFn });
    const unsubscribe = onScreen.subscribe(() => undefined);
    const refetcher = liveRefetcher(client, { userId: ME, storeId: STORE }, () => 0.5);
    for (let n = 0; n < 5; n++) refetcher.apply({ kind: 'catalog', store_id: STORE, parts: ['stock'] });
    expect(client.getQueryState(CACHED.product13)?.isInvalidated).toBe(true);
    await vi.advanceTimersByTimeAsync(STOCK_REFETCH_SPREAD_MS / 2 - 1);
    expect(queryFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a price change refetches what is on screen at once', async () => {
    const queryFn = vi.fn(() => Promise.resolve({ data: 'fresh' }));
    const unsubscribe = new QueryObserver(client, { queryKey: CACHED.productList, queryFn }).subscribe(() => undefined);
    liveRefetcher(client, { userId: ME, storeId: STORE }, () => 0.5).apply({ kind: 'catalog', store_id: STORE, parts: ['price'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

/*
 * A staff stream's order event carries the order's queue card (issue 20: a new order shows on a
 * staff screen within 1 s): the terminal puts it into its cached queues at once, where the queue's
 * filter and order put it, and still refetches to confirm.
 */
describe('an order event with its queue card (staff streams)', () => {
  const NOW = Date.parse('2026-11-27T18:00:00.000Z');
  const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

  function card(id: number, status: OrderStatus, submittedMinutesAgo: number): QueueOrder {
    return {
      id,
      store_id: STORE,
      status,
      usage_type: 'recreational',
      order_type: 'pickup',
      curbside_pickup: false,
      vehicle_description: null,
      checkin: false,
      submitted_on: minutesAgo(submittedMinutesAgo),
      item_count: 1,
      grand_total_cents: 2500,
      customer: { user_id: 9, first: 'Ada', last: 'Lovelace', phone: null, email: 'ada@example.test', contact_method: 'email', anonymous: false },
      allowed_transitions: [],
      last_change: null,
    };
  }
  const answer = (...orders: QueueOrder[]): OrderQueue => ({ data: orders, rows: orders.length, total_rows: orders.length, as_of: minutesAgo(1) });
  const withCard = (queueCard: QueueOrder, storeId = STORE): LiveOrderEvent => ({
    kind: 'order',
    order_id: queueCard.id,
    store_id: storeId,
    status: queueCard.status,
    from_status: 'pending',
    kiosk: false,
    card: queueCard,
  });

  /** The store's queue under three filters as the staff screen caches them (statuses in meta), each on screen. */
  const FILTERS = {
    all: [...PLACED_ORDER_STATUSES],
    inProgress: [...ORDER_FILTERS.in_progress.statuses],
    completed: [...ORDER_FILTERS.completed.statuses],
  } satisfies Record<string, OrderStatus[]>;
  type Filter = keyof typeof FILTERS;
  const queueKey = (filter: Filter, storeId = STORE) => staffKeys.queue(ME, storeId, filter);
  let refetches: Filter[];
  let unsubscribe: Array<() => void>;

  beforeEach(() => {
    vi.setSystemTime(NOW);
    refetches = [];
    // The refetch is asked and never answers: what the queue shows meanwhile is the card's doing.
    unsubscribe = (Object.keys(FILTERS) as Filter[]).map((filter) => {
      client.setQueryData(queueKey(filter), answer(...cached[filter]));
      const queryFn = () => {
        refetches.push(filter);
        return new Promise<OrderQueue>(() => undefined);
      };
      return new QueryObserver(client, { queryKey: queueKey(filter), queryFn, meta: queueCards.queueQueryMeta(FILTERS[filter]) }).subscribe(() => undefined);
    });
  });
  afterEach(() => unsubscribe.forEach((stop) => stop()));

  // In Progress reads oldest first (the longest wait on top), the others newest first (part 2 §6, §4).
  const waiting = card(60, 'submitted', 30);
  const ready = card(61, 'fulfilled', 20);
  const done = card(62, 'finished', 90);
  const cached: Record<Filter, QueueOrder[]> = { all: [ready, waiting, done], inProgress: [waiting, ready], completed: [done] };

  const idsIn = (filter: Filter, storeId = STORE) => client.getQueryData<OrderQueue>(queueKey(filter, storeId))?.data.map((order) => order.id);
  const applyNow = async (event: LiveEvent, load: () => Promise<QueueCards> = () => Promise.resolve(queueCards)) => {
    liveRefetcher(client, { userId: ME, storeId: STORE }, () => 0.5, load).apply(event);
    await vi.advanceTimersByTimeAsync(0);
  };

  it('puts a new order into the queues whose filter shows it, in their order, before their refetch answers, and still refetches them', async () => {
    const placed = card(70, 'submitted', 0);
    await applyNow(withCard(placed));
    expect(idsIn('all')).toEqual([70, 61, 60, 62]);
    expect(idsIn('inProgress')).toEqual([60, 61, 70]);
    expect(idsIn('completed')).toEqual([62]);
    expect(client.getQueryData<OrderQueue>(queueKey('all'))).toMatchObject({ rows: 4, total_rows: 4, data: expect.arrayContaining([placed]) });
    expect(refetches.sort()).toEqual(['all', 'completed', 'inProgress']);
    // The order's other views refetch as for any order event.
    expect(client.getQueryState(CACHED.staffOrder)?.isInvalidated).toBe(true);
  });

  it('moves a changed order: updated where it stays, out of a filter it left, into one it joined', async () => {
    await applyNow(withCard({ ...ready, status: 'finished', item_count: 3 }));
    expect(idsIn('all')).toEqual([61, 60, 62]);
    expect(client.getQueryData<OrderQueue>(queueKey('all'))?.data[0]).toMatchObject({ status: 'finished', item_count: 3 });
    expect(idsIn('inProgress')).toEqual([60]);
    expect(client.getQueryData<OrderQueue>(queueKey('inProgress'))).toMatchObject({ rows: 1, total_rows: 1 });
    expect(idsIn('completed')).toEqual([61, 62]);
  });

  it('orders cards placed at the same moment by id, as the server does', async () => {
    await applyNow(withCard(card(59, 'submitted', 30)));
    expect(idsIn('inProgress')).toEqual([59, 60, 61]);
    expect(idsIn('all')).toEqual([61, 60, 59, 62]);
  });

  it('leaves out an order placed before the 72-hour window (part 2 §9), and a queue of another store', async () => {
    client.setQueryData(queueKey('all', OTHER_STORE), answer(done));
    await applyNow(withCard(card(71, 'submitted', 72 * 60 + 1)));
    expect(idsIn('all')).toEqual([61, 60, 62]);
    await applyNow(withCard(card(72, 'submitted', 0)));
    expect(idsIn('all', OTHER_STORE)).toEqual([62]);
  });

  it('changes nothing for a card that does not read as a queue row, or of another store, but refetches as without a card', async () => {
    await applyNow(withCard({ ...card(73, 'submitted', 0), item_count: 'two' } as unknown as QueueOrder));
    await applyNow(withCard(card(74, 'submitted', 0), OTHER_STORE));
    expect(idsIn('all')).toEqual([61, 60, 62]);
    expect(refetches).toContain('all');
  });

  it('refetches as without a card when the card code cannot load (offline, a new release), and tries the load again for the next card', async () => {
    const load = vi.fn<() => Promise<QueueCards>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(queueCards);
    const refetcher = liveRefetcher(client, { userId: ME, storeId: STORE }, () => 0.5, load);
    refetcher.apply(withCard(card(75, 'submitted', 0)));
    await vi.advanceTimersByTimeAsync(0);
    expect(idsIn('all')).toEqual([61, 60, 62]);
    expect(refetches.sort()).toEqual(['all', 'completed', 'inProgress']);
    refetcher.apply(withCard(card(76, 'submitted', 0)));
    await vi.advanceTimersByTimeAsync(0);
    expect(idsIn('all')).toEqual([76, 61, 60, 62]);
  });

  it('loads the card code on demand when a card comes', async () => {
    liveRefetcher(client, { userId: ME, storeId: STORE }).apply(withCard(card(77, 'submitted', 0)));
    await vi.waitFor(() => expect(idsIn('all')).toEqual([77, 61, 60, 62]));
  });

  it('puts nothing once the stream stopped (another user signed in)', async () => {
    const refetcher = liveRefetcher(client, { userId: ME, storeId: STORE }, () => 0.5, () => Promise.resolve(queueCards));
    refetcher.apply(withCard(card(78, 'submitted', 0)));
    refetcher.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(idsIn('all')).toEqual([61, 60, 62]);
    expect(refetches).toEqual([]);
  });
});
