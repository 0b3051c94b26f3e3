import * as z from 'zod/mini';
import {
  adminStoreParamSchema,
  hourExceptionsPutSchema,
  publicImageParamSchema,
  storeImageFormSchema,
  storeSettingsPatchSchema,
  storeSettingsSchema,
} from './admin-stores';
import type { ApiOperation } from './operation';

/**
 * The console's store settings (README "The operator console"): operators for every store of the
 * brand, store managers for theirs (403 'You cannot manage this store.' elsewhere). Every write is
 * in the audit log and shows on the storefront's store calls on the next request.
 */
export const adminStorePaths = {
  getStoreSettings: {
    method: 'get',
    path: '/admin/stores/{id}/settings',
    summary: "A store's settings as the console edits them: profile, hours and exceptions, switches, delivery, tax, limits, wait time",
    tag: 'admin',
    params: adminStoreParamSchema,
    response: storeSettingsSchema,
    errors: [400, 401, 403, 404],
  },
  patchStoreSettings: {
    method: 'patch',
    path: '/admin/stores/{id}/settings',
    summary: "Changes any of a store's setting groups (lists are replaced whole) and answers the settings after",
    tag: 'admin',
    params: adminStoreParamSchema,
    body: storeSettingsPatchSchema,
    response: storeSettingsSchema,
    errors: [400, 401, 403, 404],
  },
  putStoreHourExceptions: {
    method: 'put',
    path: '/admin/stores/{id}/hour-exceptions',
    summary: "Replaces a store's dated hour exceptions (holidays, early close) and answers the settings after",
    tag: 'admin',
    params: adminStoreParamSchema,
    body: hourExceptionsPutSchema,
    response: storeSettingsSchema,
    errors: [400, 401, 403, 404],
  },
  uploadStoreImage: {
    method: 'post',
    path: '/admin/stores/{id}/images',
    summary:
      'multipart/form-data with one `file` (a JPEG, PNG, GIF, WebP or AVIF image of at most 10485760 bytes; 413, 415) and `use` (gallery, the default, adds it to image_urls; thumbnail replaces thumbnail_image_url); answers the settings after',
    tag: 'admin',
    params: adminStoreParamSchema,
    multipart: true,
    formFields: storeImageFormSchema,
    response: storeSettingsSchema,
    errors: [400, 401, 403, 404, 413, 415],
  },
  getPublicImage: {
    method: 'get',
    path: '/images/{key}',
    summary: 'A store or catalog image uploaded through the console: public, immutable',
    tag: 'catalog',
    params: publicImageParamSchema,
    response: z.string(),
    errors: [400, 404],
    cacheControl: 'public, max-age=31536000, immutable',
  },
} as const satisfies Record<string, ApiOperation>;
