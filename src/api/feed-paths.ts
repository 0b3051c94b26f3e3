import { feedQuerySchema, feedResultSchema, inventoryRowsBodySchema } from './admin-import';
import type { ApiOperation } from './operation';

/**
 * The point-of-sale feed (README "The point-of-sale feed"): authenticated by a feed key
 * (`Authorization: Bearer <key>` or x-feed-key), idempotent by Idempotency-Key, rate limited per key,
 * bodies up to MAX_INVENTORY_BODY_BYTES. Rows name their store by slug; a store outside the key's is
 * a row error. Stock never undoes a sale made since snapshot_at (src/domain/feed-stock.ts).
 */
export const feedPaths = {
  feedInventory: {
    method: 'put',
    path: '/admin/feeds/inventory',
    summary:
      'Feed key in Authorization: Bearer <key> or x-feed-key. Upsert items by sku for the stores of the key, from CSV (text/csv) or JSON ({ snapshot_at?, rows }) in the import format; answers a result per row (good rows are written even when others fail)',
    tag: 'feed',
    query: feedQuerySchema,
    body: inventoryRowsBodySchema,
    csvBody: true,
    response: feedResultSchema,
    errors: [400, 401, 409, 413, 415, 422, 429],
    idempotencyKey: 'optional',
  },
  feedQuantities: {
    method: 'patch',
    path: '/admin/feeds/inventory',
    summary: 'Feed key in Authorization: Bearer <key> or x-feed-key. Quantity-only updates (rows of sku, store, usage_type, quantity) for items the stores of the feed key have; a result per row',
    tag: 'feed',
    query: feedQuerySchema,
    body: inventoryRowsBodySchema,
    csvBody: true,
    response: feedResultSchema,
    errors: [400, 401, 409, 413, 415, 422, 429],
    idempotencyKey: 'optional',
  },
} as const satisfies Record<string, ApiOperation>;
