import { IDEMPOTENCY_MESSAGES } from '@/api/common';
import { ApiRequestError } from '../api-errors';

/**
 * Whether a failed write should be tried again later with the same key: the server was not reached,
 * or not ready (5xx, 408, 429, or the key's first request still in progress). Any other answer is the
 * server's last word on that write.
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.kind === 'network') return true;
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || status === 429 || (status === 409 && error.message === IDEMPOTENCY_MESSAGES.inProgress);
}
