import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { validator } from 'hono/validator';
import { INVALID_PRODUCT_ID_MESSAGE, productIdParamSchema, type InventoryList, type InventoryQuery, type inventoryQuerySchema } from '@/api/inventory';
import { apiPaths } from '@/api/paths';
import { HOME_SUMMARY_MAX_AGE_S } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import type { AppEnv } from '@/server/http/context';
import { encodeJson, sendEncodedJson, type EncodedJson } from '@/server/http/encoded-json';
import { badRequest } from '@/server/http/errors';
import { cachedCatalog, catalogKey } from '@/server/services/catalog/catalog-cache';
import type { CatalogScope } from '@/server/services/catalog/catalog-scope';
import { getProduct, listProducts, listRelated, openCatalogScope } from '@/server/services/catalog/inventory-service';
import { requireStoreId, validateQuery } from '../route-helpers';
import { debugStoreIds, markPrivate, userWhenDebugAsked } from './debug-access';

const factory = createFactory<AppEnv>();

/**
 * A list answer for the store (query store_id or x-store-id header) and usage type the call asks about,
 * from the short-lived catalog cache (services/catalog/catalog-cache.ts) or computed afresh; kept
 * already serialised and gzipped, so a cache hit costs no encoding.
 *
 * debug=true (part 1 §3 admin-only fields, §7) is honoured only for staff of the store, and their answer
 * is computed afresh and never cached: a cached debug answer could reach the public. For anyone else the
 * flag is dropped, so they get (and share) the public answer.
 */
async function cachedList<Query extends { store_id?: number; usage_type: UsageType; debug?: boolean }>(
  c: Context<AppEnv>,
  kind: string,
  query: Query,
  list: (scope: CatalogScope, query: Query) => Promise<InventoryList>,
): Promise<EncodedJson> {
  const db = c.get('db');
  const storeId = requireStoreId(c, query.store_id);
  const orderingAppId = c.get('orderingAppId');
  const compute = async (asked: Query) =>
    encodeJson(await list(await openCatalogScope(db, { storeId, orderingAppId, usage: query.usage_type, now: new Date() }), asked));
  if ((await debugStoreIds(c, query.debug)).includes(storeId)) {
    markPrivate(c);
    return compute(query);
  }
  const publicQuery = { ...query, debug: undefined };
  return cachedCatalog(db, storeId, catalogKey(kind, orderingAppId, storeId, publicQuery), () => compute(publicQuery));
}

/** Product ids must be non-zero positive integers; anything else answers the spec's message (part 1 §8). */
const validateProductId = validator('param', (value) => {
  const parsed = productIdParamSchema.safeParse(value);
  if (!parsed.success) throw badRequest(INVALID_PRODUCT_ID_MESSAGE, { id: ['Must be a positive whole number'] });
  return { id: Number(parsed.data.id) };
});

/**
 * A route that lists products for the list query of p/inventory: debug checked against the caller, the
 * answer cached per `kind` of list.
 */
function productListHandlers(
  operation: { query: typeof inventoryQuerySchema },
  kind: string,
  list: (db: Database, scope: CatalogScope, query: InventoryQuery) => Promise<InventoryList>,
) {
  return factory.createHandlers(validateQuery(operation.query), userWhenDebugAsked, async (c) =>
    sendEncodedJson(c, await cachedList(c, kind, c.req.valid('query'), (scope, asked) => list(c.get('db'), scope, asked))),
  );
}

/** GET p/inventory: the product list (part 1 §3 filters, §7). */
export const listInventory = productListHandlers(apiPaths.listInventory, 'inventory', (db, scope, query) => listProducts(db, scope, query));

/**
 * GET p/inventory/op/fifo-inventory: the same list; for stores with use_fifo, items the sort ranks
 * equal come oldest batch (received_at) first, so older stock sells first without hiding the sort.
 */
export const listFifoInventory = productListHandlers(apiPaths.listFifoInventory, 'fifo', (db, scope, query) =>
  listProducts(db, scope, query, { fifo: true }),
);

/** GET p/inventory/op/inventory-on-special: the list narrowed to products on a browseable special. */
export const listInventoryOnSpecial = productListHandlers(apiPaths.listInventoryOnSpecial, 'on-special', (db, scope, query) =>
  listProducts(db, scope, { ...query, on_special: true }),
);

/** GET p/inventory/op/order-app-inventory-summary: the home carousel, sellable only, cacheable 5 minutes. */
export const inventorySummary = factory.createHandlers(validateQuery(apiPaths.inventorySummary.query), async (c) => {
  const query = c.req.valid('query');
  const list = await cachedList(c, 'summary', query, (scope, asked) =>
    listProducts(c.get('db'), scope, { ...asked, offset: 0, require_sellable_quantity: true }),
  );
  c.header('Cache-Control', `public, max-age=${HOME_SUMMARY_MAX_AGE_S}`);
  c.header('Vary', 'x-store-id, x-ordering-app-id', { append: true });
  return sendEncodedJson(c, list);
});

/** GET p/inventory/op/related-inventory/{id}: same category (or strain) at the same store and usage. */
export const listRelatedInventory = factory.createHandlers(
  validateProductId,
  validateQuery(apiPaths.listRelatedInventory.query),
  async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    return c.json(
      await listRelated(c.get('db'), {
        id,
        orderingAppId: c.get('orderingAppId'),
        usage: query.usage_type,
        sameStrain: query.same_strain === true,
        limit: query.limit,
        now: new Date(),
      }),
    );
  },
);

/** GET p/inventory/{id}: product detail; its debug fields only for staff of the product's store (part 1 §3). */
export const getInventoryItem = factory.createHandlers(
  validateProductId,
  validateQuery(apiPaths.getInventoryItem.query),
  userWhenDebugAsked,
  async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const product = await getProduct(c.get('db'), {
      id,
      orderingAppId: c.get('orderingAppId'),
      usage: query.usage_type,
      includeSpecials: query.include_specials === true,
      debugStoreIds: await debugStoreIds(c, query.debug),
      now: new Date(),
    });
    if (product.debug) markPrivate(c);
    return c.json(product);
  },
);
