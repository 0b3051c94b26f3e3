import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { inventoryPaths, requestHeaders } from './inventory-requests';
import type { MixedSetup } from './mixed-setup';

/**
 * The mixed shopper workload (README "Performance"): what each request kind is, its share of the
 * traffic, and how one request of it is built. Shoppers are signed in once before the load.
 */
export const MIXED_KINDS = ['catalog list', 'product page', 'search', 'get cart', 'update notes', 'add item', 'order history'] as const;
export type MixedKind = (typeof MIXED_KINDS)[number];

/** Percent of the requests (the shopper mix). */
export const MIX: Record<MixedKind, number> = {
  'catalog list': 45,
  'product page': 15,
  search: 5,
  'get cart': 15,
  'update notes': 10,
  'add item': 9,
  'order history': 1,
};

export interface Shopper {
  email: string;
  token: string;
  cartId: number;
}

export interface MixedRequest {
  kind: MixedKind;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The categories of the cached catalog lists (one fixed URL each: the server's catalog cache answers after the first). */
const LIST_CATEGORIES = ['flower', 'vapes', 'edibles', 'prerolls', 'concentrates', 'topicals'];

export interface MixedContext {
  setup: MixedSetup;
  shoppers: Shopper[];
  searchWord: string;
}

/** A signed-in shopper's JSON call, as the web client sends it. */
export function shopperHeaders(shopper: Pick<Shopper, 'token'>, key?: string): Record<string, string> {
  return {
    ...requestHeaders,
    'content-type': 'application/json',
    authorization: `Bearer ${shopper.token}`,
    ...(key ? { 'idempotency-key': key } : {}),
  };
}

export const cartCall = (kind: MixedKind, path: string, shopper: Pick<Shopper, 'token'>, body: object, key?: string): MixedRequest => ({
  kind,
  method: 'POST',
  path: `/api/carts/op/${path}`,
  headers: shopperHeaders(shopper, key),
  body: JSON.stringify(body),
});

/**
 * Request n of the run: kinds interleave by their shares (a fixed pattern of 100, spread so that
 * writes never bunch up), shoppers and products in turn. Lines and notes go out with an
 * Idempotency-Key, as the web client's outbox sends them.
 */
export function mixedRequests(context: MixedContext) {
  const pattern = spreadPattern();
  const { setup, shoppers, searchWord } = context;
  const storeId = setup.storeId;
  const lists = LIST_CATEGORIES.map((category) =>
    `/api/p/inventory?store_id=${storeId}&usage_type=recreational&require_sellable_quantity=true&include_specials=true&categories=${category}&order_by=name&limit=50`,
  );
  const searches = inventoryPaths(storeId, searchWord).uncachedPage;
  // Per kind, shoppers take turns (a single counter would tie each slot of the pattern to one shopper).
  const counters = new Map<MixedKind, number>();
  return (n: number): MixedRequest => {
    const kind = pattern[n % pattern.length]!;
    const count = counters.get(kind) ?? 0;
    counters.set(kind, count + 1);
    const shopper = shoppers[count % shoppers.length]!;
    const turn = Math.floor(count / shoppers.length);
    switch (kind) {
      case 'catalog list':
        return { kind, method: 'GET', path: lists[n % lists.length]!, headers: requestHeaders };
      case 'product page':
        return { kind, method: 'GET', path: `/api/p/inventory/${setup.pages[n % setup.pages.length]}?usage_type=recreational&include_specials=true`, headers: requestHeaders };
      case 'search':
        return { kind, method: 'GET', path: searches(n + Math.floor(performance.now())), headers: requestHeaders };
      case 'get cart':
        return cartCall(kind, 'get-cart', shopper, {});
      case 'update notes':
        return cartCall(kind, 'update-notes', shopper, { store_id: storeId, cart_id: shopper.cartId, notes: `Bench note ${n}` }, randomUUID());
      case 'add item':
        // Each shopper cycles through 8 products of unlimited categories: lines stay few, quantities grow by one.
        return cartCall(kind, 'add-item', shopper, { store_id: storeId, usage_type: 'recreational', inventory_id: setup.addable[turn % 8]!, quantity: 1 }, randomUUID());
      case 'order history':
        return cartCall(kind, 'get-my-orders', shopper, { limit: 20 });
    }
  };
}

/** 100 slots, each kind placed at even intervals (largest remainder), so every second of load has the mix. */
function spreadPattern(): MixedKind[] {
  const slots: { kind: MixedKind; at: number }[] = [];
  for (const kind of MIXED_KINDS) {
    const count = MIX[kind];
    for (let index = 0; index < count; index += 1) slots.push({ kind, at: (index + 0.5) / count });
  }
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.kind);
}
