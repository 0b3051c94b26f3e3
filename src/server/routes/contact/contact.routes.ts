import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { CONTACT_ROUTE, submitContactHandler } from './contact.handlers';
import { getUploadHandler, uploadFileHandler } from './uploads.handlers';

/** The contact and support calls of part 2 §7 "Other". */
export function registerContactRoutes(api: Hono<AppEnv>) {
  api.post(CONTACT_ROUTE, ...submitContactHandler);
  mountOperations(api, apiPaths, {
    uploadFile: uploadFileHandler,
    getUpload: getUploadHandler,
  });
}
