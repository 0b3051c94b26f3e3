import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { limitPerAddress } from '@/server/http/address-limit';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { formFile, limitUploadBody, storedFileResponse } from '@/server/http/file-upload';
import { validate } from '@/server/http/validate';
import { findReadableUpload, saveUpload } from '@/server/services/contact/uploads';
import { fileTooLarge } from '@/server/services/storage/checked-file';
import { storageFor } from '@/server/services/storage/storage-for-config';
import { CONTACT_LIMITS } from './contact.handlers';

const factory = createFactory<AppEnv>();

const FILE_NOT_FOUND = 'File not found.';

/**
 * POST uploads (part 2 §7 "Other": a key and a file, answered with a link): one image or video per
 * call (§5 single-file drops), signed-in users only. A body past the limit is refused while it
 * streams in, before it is held in memory.
 */
export const uploadFileHandler = factory.createHandlers(
  limitPerAddress(CONTACT_LIMITS.uploads),
  requireUser,
  limitUploadBody(UPLOAD_MAX_BYTES, fileTooLarge),
  async (c) => {
    const { file } = await formFile(c);
    const upload = await saveUpload(c.get('db'), storageFor(c.get('config')), c.get('user').id, file);
    return c.json(upload, 201);
  },
);

/**
 * GET uploads/{key}: the file for its owner and the brand's staff; anyone else gets the same 404 as
 * for a missing file. Served inline with its proven type and nosniff, and sandboxed, so an upload
 * can never run as a page of this site.
 */
export const getUploadHandler = factory.createHandlers(requireUser, validate('param', apiPaths.getUpload.params), async (c) => {
  const { key } = c.req.valid('param');
  const upload = await findReadableUpload(c.get('db'), key, c.get('user'));
  const file = upload ? await storageFor(c.get('config')).get(key) : undefined;
  if (!upload || !file) throw notFound(FILE_NOT_FOUND);
  return storedFileResponse(c, { bytes: file.bytes, contentType: upload.contentType }, { cacheControl: 'private, max-age=3600', fileName: upload.fileName });
});
