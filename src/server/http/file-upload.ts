import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { StoredFile } from '@/server/services/storage/file-storage';
import { badRequest, type ApiProblem } from './errors';

/** Room for the multipart framing around one file: boundaries, part headers, a few short fields. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const CHOOSE_A_FILE = 'Choose a file.';
const ONE_FILE_AT_A_TIME = 'Send one file at a time.';

/**
 * An upload's body of at most one file of `maxFileBytes` and its framing, refused with the route's
 * own 413 while it streams in, before it is parsed or held in memory (instead of the API's 64 KB).
 */
export function limitUploadBody(maxFileBytes: number, tooLarge: () => ApiProblem) {
  return bodyLimit({
    maxSize: maxFileBytes + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
}

/**
 * The one file of a multipart body's `file` field, with the body's other fields: 400 on `file` when
 * none came (or the body is no form) or when more than one did (part 2 §5 single-file drops).
 */
export async function formFile(c: Context): Promise<{ file: File; fields: Record<string, unknown> }> {
  const fields: Record<string, unknown> = await c.req.parseBody({ all: true }).catch(() => ({}));
  const file = fields.file;
  if (Array.isArray(file)) throw badRequest(ONE_FILE_AT_A_TIME, { file: [ONE_FILE_AT_A_TIME] });
  if (!(file instanceof File)) throw badRequest(CHOOSE_A_FILE, { file: [CHOOSE_A_FILE] });
  return { file, fields };
}

/**
 * A kept file as the answer: its proven type with nosniff, and sandboxed, so a file can never run as
 * a page of this site. `fileName` makes it an inline download of that name.
 */
export function storedFileResponse(c: Context, file: StoredFile, options: { cacheControl: string; fileName?: string }) {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.byteLength),
    ...(options.fileName ? { 'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(options.fileName)}` } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': options.cacheControl,
  });
}
