import { bodyLimit } from 'hono/body-limit';
import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { limitPerAddress } from '@/server/http/address-limit';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { badRequest, notFound } from '@/server/http/errors';
import { validate } from '@/server/http/validate';
import { fileTooLarge, findReadableUpload, saveUpload } from '@/server/services/contact/uploads';
import { storageFor } from '@/server/services/storage/storage-for-config';
import { CONTACT_LIMITS } from './contact.handlers';

const factory = createFactory<AppEnv>();

/** Room for the multipart framing around one file of UPLOAD_MAX_BYTES (boundaries, headers, a key). */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
export const FILE_NOT_FOUND = 'File not found.';

/**
 * POST uploads (part 2 §7 "Other": a key and a file, answered with a link): one image or video per
 * call (§5 single-file drops), signed-in users only. A body past the limit is refused while it
 * streams in, before it is held in memory.
 */
export const uploadFileHandler = factory.createHandlers(
  limitPerAddress(CONTACT_LIMITS.uploads),
  requireUser,
  bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw fileTooLarge();
    },
  }),
  async (c) => {
    const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (Array.isArray(file)) throw badRequest('Send one file at a time.', { file: ['Send one file at a time.'] });
    if (!(file instanceof File)) throw badRequest('Choose a file.', { file: ['Choose a file.'] });
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
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': upload.contentType,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=3600',
  });
});
