import { apiErrorSchema, API_HEADERS } from '@/api/common';
import { contactPaths } from '@/api/contact-paths';
import { uploadSchema, type Upload } from '@/api/contact';
import { ApiRequestError, PORTAL_APP_ID, PUBLIC_API_KEY } from '@/web/data/api-client';
import { currentAccessToken, signOut } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';

export const UPLOAD_FAILED = 'Upload failed. Please try again.';

/**
 * POST uploads with one file as multipart form data (part 2 §7 "Other": a key and a file, answered
 * with a link). The one API client sends JSON only, so this call sets the same headers itself.
 */
export async function uploadFile(file: File, signal?: AbortSignal): Promise<Upload> {
  const headers: Record<string, string> = { [API_HEADERS.apiKey]: PUBLIC_API_KEY, [API_HEADERS.portalAppId]: PORTAL_APP_ID };
  if (shoppingState.orderingAppId) headers[API_HEADERS.orderingAppId] = String(shoppingState.orderingAppId);
  const token = await currentAccessToken();
  if (token) headers[API_HEADERS.authorization] = `Bearer ${token}`;
  const form = new FormData();
  form.append('key', `returns/${file.name}`);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api${contactPaths.uploadFile.path}`, { method: 'POST', headers, body: form, signal });
  } catch {
    throw new ApiRequestError('You appear to be offline. Check your connection and try again.', 'network', undefined);
  }
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    if (response.status === 401) signOut();
    const error = body.success ? body.data : undefined;
    throw new ApiRequestError(error?.error ?? UPLOAD_FAILED, response.status === 401 ? 'unauthorized' : 'server', response.status, error);
  }
  return uploadSchema.parse(await response.json());
}
