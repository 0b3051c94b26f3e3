import type { Hono } from 'hono';
import { adminContentPaths } from '@/api/admin-content-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import {
  createAdminContentHandler,
  deleteAdminContentHandler,
  getAdminContentHandler,
  listAdminContentHandler,
  updateAdminContentHandler,
  uploadContentImageHandler,
} from './admin-content.handlers';

/** admin/content* (README "Content in the console"): the brand's content documents, operators only. */
export function registerAdminContentRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminContentPaths, {
    adminUploadContentImage: uploadContentImageHandler,
    adminListContent: listAdminContentHandler,
    adminGetContent: getAdminContentHandler,
    adminCreateContent: createAdminContentHandler,
    adminUpdateContent: updateAdminContentHandler,
    adminDeleteContent: deleteAdminContentHandler,
  });
}
