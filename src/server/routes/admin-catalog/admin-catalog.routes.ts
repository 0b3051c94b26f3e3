import type { Hono } from 'hono';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import {
  bulkEditHandler,
  itemHandler,
  productImageHandler,
  storeItemsHandler,
  updateItemHandler,
  uploadItemImageHandler,
} from './admin-catalog.handlers';

/** The console's catalog and stock table (README "The operator console"), and the public product images it uploads. */
export function registerAdminCatalogRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminCatalogPaths, {
    adminStoreItems: storeItemsHandler,
    adminItem: itemHandler,
    adminUpdateItem: updateItemHandler,
    adminUploadItemImage: uploadItemImageHandler,
    adminBulkEditItems: bulkEditHandler,
    getProductImage: productImageHandler,
  });
}
