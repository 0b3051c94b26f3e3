import type { Hono } from 'hono';
import { adminStorePaths } from '@/api/admin-store-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import {
  getPublicImageHandler,
  getStoreSettingsHandler,
  patchStoreSettingsHandler,
  putHourExceptionsHandler,
  uploadStoreImageHandler,
} from './admin-stores.handlers';

/** admin/stores/* (README "The operator console"): store settings for operators and the store's managers; images/{key} public. */
export function registerAdminStoreRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminStorePaths, {
    getStoreSettings: getStoreSettingsHandler,
    patchStoreSettings: patchStoreSettingsHandler,
    putStoreHourExceptions: putHourExceptionsHandler,
    uploadStoreImage: uploadStoreImageHandler,
    getPublicImage: getPublicImageHandler,
  });
}
