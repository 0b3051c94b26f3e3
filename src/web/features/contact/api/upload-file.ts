import { contactPaths } from '@/api/contact-paths';
import type { Upload } from '@/api/contact';
import { ApiRequestError } from '@/web/data/api-errors';
import { call } from '@/web/data/call';

export const UPLOAD_FAILED = 'Upload failed. Please try again.';

/**
 * POST uploads with one file as multipart form data (part 2 §7 "Other": a key and a file, answered
 * with a link), telling `onProgress` how much of it has been sent. The screen toasts failures itself; one without the server's words says the upload failed.
 */
export async function uploadFile(file: File, options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<Upload> {
  const form = new FormData();
  form.append('key', `returns/${file.name}`);
  form.append('file', file);
  try {
    return await call(contactPaths.uploadFile, { form }, { signal: options.signal, onUploadProgress: options.onProgress, hideErrorToast: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.kind === 'server' && !error.body) throw new ApiRequestError(UPLOAD_FAILED, 'server', error.status);
    throw error;
  }
}
