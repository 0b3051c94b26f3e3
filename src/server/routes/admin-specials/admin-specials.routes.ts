import type { Hono } from 'hono';
import { adminSpecialPaths } from '@/api/admin-special-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { createHandler, endHandler, itemsHandler, listHandler, pauseHandler, previewHandler, readHandler, resumeHandler, updateHandler } from './admin-specials.handlers';

/** The console's specials and promo codes (README "Specials in the console"). */
export function registerAdminSpecialRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminSpecialPaths, {
    adminStoreSpecials: listHandler,
    adminCreateSpecial: createHandler,
    adminSpecialItems: itemsHandler,
    adminPreviewSpecial: previewHandler,
    adminSpecial: readHandler,
    adminUpdateSpecial: updateHandler,
    adminPauseSpecial: pauseHandler,
    adminResumeSpecial: resumeHandler,
    adminEndSpecial: endHandler,
  });
}
