import type { ApiError } from '@/api/common';

/* How a call fails (data/call.ts), for the screens that say so. */

export const GENERIC_ERROR = 'Something went wrong. Please try again later.';
export const CANCELLED_MESSAGE = 'Cancelled!';
export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';

/** A failed call. `kind` tells the UI what happened; `body` carries the server's JSON error when there was one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'api-down' | 'unauthorized' | 'server' | 'network' | 'cancelled',
    readonly status: number | undefined,
    readonly body?: ApiError,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  get fields(): Record<string, string[]> | undefined {
    return this.body?.fields;
  }
}

/** A call that failed for want of a network: offline screens say they need a connection, and retry on reconnect. */
export function isNetworkFailure(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.kind === 'network';
}
