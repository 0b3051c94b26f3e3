import * as z from 'zod/mini';
import {
  inventoryListSchema,
  inventoryQuerySchema,
  inventorySummaryQuerySchema,
  productIdParamSchema,
  productQuerySchema,
  productSchema,
  relatedQuerySchema,
} from './inventory';
import { storeInventoryBreakdownQuerySchema, storeInventoryBreakdownSchema } from './ordering-app';
import {
  analyticsEventBodySchema,
  analyticsEventResponseSchema,
  contentDocumentParamSchema,
  contentDocumentSchema,
  contentListQuerySchema,
  contentListSchema,
  marketingSignupBodySchema,
  marketingSignupParamSchema,
  marketingSignupResponseSchema,
  waitTimeListSchema,
  waitTimesQuerySchema,
} from './content';
import { authPaths, userPaths } from './account-paths';
import { cartPaths, deliveryPaths } from './cart-paths';
import { contactPaths } from './contact-paths';
import { devDebugPaths } from './dev-debug';
import { kioskOrderPaths } from './kiosk-orders';
import { staffOrderPaths } from './staff-orders';
import { kioskPaths, staffPaths } from './staff-paths';
import { mapStyleSchema, stateShapesSchema } from './map';
import { specialKeyParamSchema, specialListSchema, specialSchema, storeDiscountQuerySchema } from './special';
import { storeIdParamSchema, storeListSchema, storeQuerySchema, storeSchema, storesQuerySchema } from './store';

/**
 * One operation of the API: its path (OpenAPI style, under /api), input schemas and answer.
 * Lists answer { data, rows, total_rows }; single entities answer the entity itself.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under /api with {param} placeholders, e.g. '/p/inventory/{id}'. */
  path: `/${string}`;
  summary: string;
  tag: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Error statuses the operation answers besides 500, each with an apiErrorSchema body. */
  errors?: readonly number[];
  /** Cache-Control of a successful answer, when it may be cached. */
  cacheControl?: string;
  /**
   * What the call does with the HttpOnly refresh cookie (REFRESH_COOKIE in ./auth): `sets` it on
   * success, `rotates` it (reads it, then sets the next one) or `clears` it. A call that reads it also
   * needs the x-api-key header, which a cross-site page cannot send without a CORS preflight.
   */
  refreshCookie?: 'sets' | 'rotates' | 'clears';
  /**
   * The call needs the Idempotency-Key header (API_HEADERS.idempotencyKey): the submits, whose order
   * is named by the key, so a retry answers the order the first call placed. Other writes take it
   * optionally.
   */
  idempotencyKey?: 'required';
}

/**
 * The path table: every route the server mounts and the OpenAPI document at /api/docs are built from
 * these entries, so the contract, the server and the docs cannot drift apart.
 */
export const apiPaths = {
  health: {
    method: 'get',
    path: '/health',
    summary: 'Liveness check',
    tag: 'system',
    response: z.object({ ok: z.boolean() }),
  },
  docs: {
    method: 'get',
    path: '/docs',
    summary: 'This OpenAPI 3.1 document',
    tag: 'system',
    response: z.record(z.string(), z.unknown()),
  },
  storeInventoryBreakdown: {
    method: 'get',
    path: '/p/ordering_apps/op/store-inventory-breakdown',
    summary: 'Startup: the brand for the host, the chosen store with its inventory breakdown, and all its stores',
    tag: 'ordering apps',
    query: storeInventoryBreakdownQuerySchema,
    response: storeInventoryBreakdownSchema,
    errors: [400],
  },
  listStores: {
    method: 'get',
    path: '/p/stores',
    summary: "The brand's stores, by ids, by id, or those delivering to zips",
    tag: 'stores',
    query: storesQuerySchema,
    response: storeListSchema,
    errors: [400],
  },
  getStore: {
    method: 'get',
    path: '/p/stores/{id}',
    summary: 'One store; view=inventory-category-breakdown adds its inventory breakdown',
    tag: 'stores',
    params: storeIdParamSchema,
    query: storeQuerySchema,
    response: storeSchema,
    errors: [400, 404],
  },
  listInventory: {
    method: 'get',
    path: '/p/inventory',
    summary: 'Product list with every filter, sort, paging, and optionally facets and specials',
    tag: 'inventory',
    query: inventoryQuerySchema,
    response: inventoryListSchema,
    errors: [400, 404],
  },
  listFifoInventory: {
    method: 'get',
    path: '/p/inventory/op/fifo-inventory',
    summary: 'As p/inventory, with older batches first among equals when the store uses FIFO menus',
    tag: 'inventory',
    query: inventoryQuerySchema,
    response: inventoryListSchema,
    errors: [400, 404],
  },
  listInventoryOnSpecial: {
    method: 'get',
    path: '/p/inventory/op/inventory-on-special',
    summary: 'Products with a running browseable special (same query as p/inventory)',
    tag: 'inventory',
    query: inventoryQuerySchema,
    response: inventoryListSchema,
    errors: [400, 404],
  },
  inventorySummary: {
    method: 'get',
    path: '/p/inventory/op/order-app-inventory-summary',
    summary: 'Home carousel: a few sellable products, cacheable for 5 minutes',
    tag: 'inventory',
    query: inventorySummaryQuerySchema,
    response: inventoryListSchema,
    errors: [400, 404],
    cacheControl: 'public, max-age=300',
  },
  listRelatedInventory: {
    method: 'get',
    path: '/p/inventory/op/related-inventory/{id}',
    summary: 'Sellable products like this one: same category, or same strain',
    tag: 'inventory',
    params: productIdParamSchema,
    query: relatedQuerySchema,
    response: inventoryListSchema,
    errors: [400, 404],
  },
  getInventoryItem: {
    method: 'get',
    path: '/p/inventory/{id}',
    summary: 'Product detail',
    tag: 'inventory',
    params: productIdParamSchema,
    query: productQuerySchema,
    response: productSchema,
    errors: [400, 404],
  },
  storeDiscounts: {
    method: 'get',
    path: '/p/specials/op/store-discount',
    summary: "The store's running specials of every kind, bundles with their targets",
    tag: 'specials',
    query: storeDiscountQuerySchema,
    response: specialListSchema,
    errors: [400, 404],
  },
  getSpecial: {
    method: 'get',
    path: '/p/specials/{key}',
    summary: 'One running special by id, or by slug at the store',
    tag: 'specials',
    params: specialKeyParamSchema,
    query: storeDiscountQuerySchema,
    response: specialSchema,
    errors: [400, 404],
  },
  listContent: {
    method: 'get',
    path: '/content/documents',
    summary: "The brand's published content documents by type, uids or tag, newest first (page size 100)",
    tag: 'content',
    query: contentListQuerySchema,
    response: contentListSchema,
    errors: [400],
    cacheControl: 'public, max-age=60',
  },
  getContent: {
    method: 'get',
    path: '/content/documents/{type}/{uid}',
    summary: 'One published content document',
    tag: 'content',
    params: contentDocumentParamSchema,
    response: contentDocumentSchema,
    errors: [400, 404],
    cacheControl: 'public, max-age=60',
  },
  listWaitTimes: {
    method: 'get',
    path: '/content/wait-times',
    summary: 'Current wait time in minutes per store',
    tag: 'content',
    query: waitTimesQuerySchema,
    response: waitTimeListSchema,
    errors: [400],
  },
  marketingSignup: {
    method: 'post',
    path: '/p/{brand}/marketing-signup',
    summary: "Subscribe an email to the brand's marketing list (idempotent per email)",
    tag: 'content',
    params: marketingSignupParamSchema,
    body: marketingSignupBodySchema,
    response: marketingSignupResponseSchema,
    errors: [400, 404],
  },
  recordAnalyticsEvent: {
    method: 'post',
    path: '/analytics/events',
    summary: 'Record one analytics event the shopper consented to',
    tag: 'content',
    body: analyticsEventBodySchema,
    response: analyticsEventResponseSchema,
    errors: [400],
  },
  mapStyle: {
    method: 'get',
    path: '/map/style.json',
    summary: "MapLibre style in the brand's colours (our own US state shapes, or MAP_STYLE_URL's tiles)",
    tag: 'map',
    response: mapStyleSchema,
    cacheControl: 'public, max-age=3600',
  },
  mapStateShapes: {
    method: 'get',
    path: '/map/us-states.geojson',
    summary: 'US state outlines as GeoJSON (from the us-atlas package), for the offline map style',
    tag: 'map',
    response: stateShapesSchema,
    cacheControl: 'public, max-age=86400',
  },
  ...authPaths,
  ...userPaths,
  ...cartPaths,
  ...deliveryPaths,
  ...contactPaths,
  ...staffPaths,
  ...kioskPaths,
  ...kioskOrderPaths,
  ...staffOrderPaths,
  ...devDebugPaths,
} as const satisfies Record<string, ApiOperation>;

export type ApiPathName = keyof typeof apiPaths;
