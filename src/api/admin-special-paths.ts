import {
  adminSpecialIdParamSchema,
  adminSpecialListQuerySchema,
  adminSpecialListSchema,
  adminSpecialSchema,
  specialInputSchema,
  specialItemSearchQuerySchema,
  specialItemSearchSchema,
  specialPreviewBodySchema,
  specialPreviewSchema,
} from './admin-specials';
import { adminStoreParamSchema } from './admin-stores';
import type { ApiOperation } from './operation';

const writeErrors = [400, 401, 403, 404] as const;

/** A write to one special: answers it as it is after, audited, and on the storefront's next request. */
const specialAction = (path: `/${string}`, summary: string) =>
  ({ method: 'post', path, summary, tag: 'admin', params: adminSpecialIdParamSchema, response: adminSpecialSchema, errors: [...writeErrors, 409] }) as const;

/**
 * The console's specials and promo codes (README "Specials in the console"): permission
 * specials.edit at the special's store (operators every store of the brand, managers theirs; 403
 * 'You cannot manage this store.' elsewhere; another brand's store or special 404).
 */
export const adminSpecialPaths = {
  adminStoreSpecials: {
    method: 'get',
    path: '/admin/stores/{id}/specials',
    summary: "A store's specials of every kind with their state (live, scheduled, paused, ended), newest first; filter by state",
    tag: 'admin',
    params: adminStoreParamSchema,
    query: adminSpecialListQuerySchema,
    response: adminSpecialListSchema,
    errors: [400, 401, 403, 404],
  },
  adminCreateSpecial: {
    method: 'post',
    path: '/admin/stores/{id}/specials',
    summary: "Creates a special at the store (times in the store's time zone); the domain's rules refused as 400 field errors",
    tag: 'admin',
    params: adminStoreParamSchema,
    body: specialInputSchema,
    response: adminSpecialSchema,
    errors: writeErrors,
  },
  adminSpecialItems: {
    method: 'get',
    path: '/admin/stores/{id}/special-items',
    summary: "The store's items for the special's item picker (first 50 by name), with every brand and category it carries",
    tag: 'admin',
    params: adminStoreParamSchema,
    query: specialItemSearchQuerySchema,
    response: specialItemSearchSchema,
    errors: [400, 401, 403, 404],
  },
  adminPreviewSpecial: {
    method: 'post',
    path: '/admin/stores/{id}/specials/preview',
    summary: 'What a special would do, saved or not: the items it touches with their price before and after, and an example cart priced by the cart\'s own pricing',
    tag: 'admin',
    params: adminStoreParamSchema,
    body: specialPreviewBodySchema,
    response: specialPreviewSchema,
    errors: [400, 401, 403, 404],
  },
  adminSpecial: {
    method: 'get',
    path: '/admin/specials/{id}',
    summary: 'One special as the console edits it',
    tag: 'admin',
    params: adminSpecialIdParamSchema,
    response: adminSpecialSchema,
    errors: [400, 401, 403, 404],
  },
  adminUpdateSpecial: {
    method: 'put',
    path: '/admin/specials/{id}',
    summary: 'Replaces a special that has not ended (409 once ended); audited with the fields before and after',
    tag: 'admin',
    params: adminSpecialIdParamSchema,
    body: specialInputSchema,
    response: adminSpecialSchema,
    errors: [...writeErrors, 409],
  },
  adminPauseSpecial: specialAction('/admin/specials/{id}/pause', 'Pauses a special: it stops applying to menus and carts until resumed'),
  adminResumeSpecial: specialAction('/admin/specials/{id}/resume', 'Resumes a paused special'),
  adminEndSpecial: specialAction('/admin/specials/{id}/end', 'Ends a special now (its end becomes now); an ended special stays in the list'),
} as const satisfies Record<string, ApiOperation>;
