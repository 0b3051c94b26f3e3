import { ApiRequestError } from '@/web/data/api-errors';

/**
 * The API client rejects every 404 as kind 'api-down' (part 1 §7). For a content document a 404
 * means the document does not exist: the page shows not-found, not an outage.
 */
export function isContentNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
