import * as z from 'zod/mini';
import {
  adminBulkEditSchema,
  adminBulkResultSchema,
  adminCatalogListSchema,
  adminCatalogQuerySchema,
  adminItemIdParamSchema,
  adminItemPatchSchema,
  adminItemSchema,
  adminStoreIdParamSchema,
  productImageKeyParamSchema,
} from './admin-catalog';
import type { ApiOperation } from './operation';

/**
 * The console's catalog and stock calls (README "The operator console"): permission catalog.edit at
 * the item's store. 403 for a store the role does not reach; an item or store of another brand 404.
 */
export const adminCatalogPaths = {
  adminStoreItems: {
    method: 'get',
    path: '/admin/stores/{id}/items',
    summary: "One store's items for one usage type, paged on the server: search, filters (category, brand, strain type, visibility, stock), sort",
    tag: 'admin',
    params: adminStoreIdParamSchema,
    query: adminCatalogQuerySchema,
    response: adminCatalogListSchema,
    errors: [400, 401, 403, 404],
  },
  adminItem: {
    method: 'get',
    path: '/admin/items/{id}',
    summary: 'One item with everything the console edits: prices, sellable quantities and visibility per usage type, texts, potency, tags, images',
    tag: 'admin',
    params: adminItemIdParamSchema,
    response: adminItemSchema,
    errors: [400, 401, 403, 404],
  },
  adminUpdateItem: {
    method: 'patch',
    path: '/admin/items/{id}',
    summary: 'Change the fields sent (audited with the values before and after); the storefront shows it at once',
    tag: 'admin',
    params: adminItemIdParamSchema,
    body: adminItemPatchSchema,
    response: adminItemSchema,
    errors: [400, 401, 403, 404],
  },
  adminUploadItemImage: {
    method: 'post',
    path: '/admin/items/{id}/images',
    summary: 'multipart/form-data with one `file`: a JPEG, PNG, WebP or GIF of at most 5242880 bytes (413, 415), added as the last image',
    tag: 'admin',
    params: adminItemIdParamSchema,
    multipart: true,
    response: adminItemSchema,
    errors: [400, 401, 403, 404, 413, 415],
  },
  adminBulkEditItems: {
    method: 'post',
    path: '/admin/stores/{id}/items/bulk',
    summary: 'One change to up to 1000 selected items of the store, in one transaction: price by percent, hide, show, add to or remove from a collection',
    tag: 'admin',
    params: adminStoreIdParamSchema,
    body: adminBulkEditSchema,
    response: adminBulkResultSchema,
    errors: [400, 401, 403, 404],
  },
  getProductImage: {
    method: 'get',
    path: '/product-images/{key}',
    summary: 'A product image uploaded in the console: public like the catalog, served with its proven type (others 404)',
    tag: 'catalog',
    params: productImageKeyParamSchema,
    response: z.string(),
    errors: [400, 404],
  },
} as const satisfies Record<string, ApiOperation>;
