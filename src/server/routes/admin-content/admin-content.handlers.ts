import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { adminContentPaths } from '@/api/admin-content-paths';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { formFile, limitUploadBody } from '@/server/http/file-upload';
import { fieldsByPath, validate } from '@/server/http/validate';
import { addContentImage } from '@/server/services/admin-content/content-images';
import {
  createAdminContent,
  deleteAdminContent,
  listAdminContent,
  readAdminContent,
  updateAdminContent,
  type ContentWrite,
} from '@/server/services/admin-content/content-documents';
import { fileTooLarge } from '@/server/services/storage/checked-file';
import { storageFor } from '@/server/services/storage/storage-for-config';

const factory = createFactory<AppEnv>();

/** Content is the brand's, written by operators only (README "Roles"): 403 'Only operators can do this.' for a manager. */
const guarded = requireConsole('content.edit');

const writeOf = (c: Context<AppEnv>): ContentWrite => ({ orderingAppId: c.get('user').orderingAppId, userId: c.get('user').id });
const idParam = validate('param', adminContentPaths.adminGetContent.params);

/** GET admin/content?type=. */
export const listAdminContentHandler = factory.createHandlers(...guarded, validate('query', adminContentPaths.adminListContent.query), async (c) =>
  c.json(await listAdminContent(c.get('db'), c.get('user').orderingAppId, c.req.valid('query').type, new Date())),
);

/** GET admin/content/{id}. */
export const getAdminContentHandler = factory.createHandlers(...guarded, idParam, async (c) =>
  c.json(await readAdminContent(c.get('db'), c.get('user').orderingAppId, c.req.valid('param').id, new Date())),
);

/** POST admin/content: 201 with the new document. */
export const createAdminContentHandler = factory.createHandlers(
  ...guarded,
  validate('json', adminContentPaths.adminCreateContent.body, fieldsByPath),
  async (c) => c.json(await createAdminContent(c.get('db'), writeOf(c), c.req.valid('json'), new Date()), 201),
);

/** PATCH admin/content/{id}. */
export const updateAdminContentHandler = factory.createHandlers(
  ...guarded,
  idParam,
  validate('json', adminContentPaths.adminUpdateContent.body, fieldsByPath),
  async (c) => c.json(await updateAdminContent(c.get('db'), writeOf(c), c.req.valid('param').id, c.req.valid('json'), new Date())),
);

/** DELETE admin/content/{id}. */
export const deleteAdminContentHandler = factory.createHandlers(...guarded, idParam, async (c) =>
  c.json(await deleteAdminContent(c.get('db'), writeOf(c), c.req.valid('param').id, new Date())),
);

/** POST admin/content/images: one image, refused while it streams in when too large; 201 with its link. */
export const uploadContentImageHandler = factory.createHandlers(...guarded, limitUploadBody(UPLOAD_MAX_BYTES, fileTooLarge), async (c) => {
  const { file } = await formFile(c);
  return c.json(await addContentImage(c.get('db'), storageFor(c.get('config')), writeOf(c), file), 201);
});
