import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@/api/live';
import { cartKeys, contentKeys, inventoryKeys, orderKeys, specialKeys, staffKeys, startupKeys, storeKeys, userKeys } from '@/web/data/query-keys';
import { liveRefetcher, STOCK_REFETCH_SPREAD_MS } from './refetch-on-event';

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
