import * as z from 'zod/mini';
import { apiErrorSchema, API_HEADERS, type ApiError } from '@/api/common';
import { DEVICE_COPY_HEADER } from '@/api/device-copy';
import { reportReachable, reportUnreachable } from '@/web/data/connectivity';
import { currentAccessToken } from '@/web/data/session-service';
import { sessionState, signOut } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';

export const PUBLIC_API_KEY = 'apotheca-public-web-key';
export const PORTAL_APP_ID = 'apotheca-web';
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

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;
  /** Sent as JSON, or as it is when a FormData (multipart operations). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The schema that parses the response: the client trusts no server blindly either. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** Hide the error toast (the screen shows the error itself). */
  hideErrorToast?: boolean;
  /**
   * Say 'Cancelled!' when the request is aborted. Only for requests a person cancels; a query
   * superseded by newer input is aborted silently.
   */
  toastOnCancel?: boolean;
  successToast?: string;
}

export function buildQuery(query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The fetch machinery under `call` (./call.ts), which features use: `path` is trusted as it is.
 * The spec's headers (part 1 §7, part 2 §7); a 404 is rejected as API-down;
 * a 401 clears tokens and signs out; JSON errors are passed on; non-JSON errors fail generically;
 * a cancelled request says 'Cancelled!'. Errors toast unless hidden.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const form = options.body instanceof FormData ? options.body : undefined;
  const headers: Record<string, string> = {
    // A form sets its own multipart content type, boundary included.
    ...(form ? {} : { 'content-type': 'application/json' }),
    [API_HEADERS.apiKey]: PUBLIC_API_KEY,
    [API_HEADERS.portalAppId]: PORTAL_APP_ID,
    ...options.headers,
  };
  if (shoppingState.orderingAppId) headers[API_HEADERS.orderingAppId] = String(shoppingState.orderingAppId);
  if (shoppingState.storeId) headers[API_HEADERS.storeId] = String(shoppingState.storeId);

  try {
    // auth/* calls carry their own credentials (and a refresh must not wait for itself).
    const accessToken = isAuthPath(path) ? undefined : await currentAccessToken();
    if (accessToken) headers[API_HEADERS.authorization] = `Bearer ${accessToken}`;
    // A signed-in user whose token could not be renewed (no network): a private call would only earn
    // a 401 and sign them out, so it fails as the network failure it is.
    else if (sessionState.userId !== undefined && isPrivatePath(path)) throw new ApiRequestError(OFFLINE_MESSAGE, 'network', undefined);
    const response = await fetch(`/api/${path.replace(/^\//, '')}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    }).catch((error: unknown) => {
      if (!isAbort(error)) reportUnreachable();
      throw error;
    });
    if (!response.headers.has(DEVICE_COPY_HEADER)) reportReachable();
    if (!response.ok) throw await toRequestError(response);
    const data = options.schema.parse(await response.json());
    if (options.successToast) showToast('success', options.successToast);
    return data;
  } catch (caught) {
    const error = normalizeError(caught);
    if (!options.hideErrorToast && error.kind !== 'cancelled' && error.kind !== 'unauthorized') showToast('error', error.message);
    if (error.kind === 'cancelled' && options.toastOnCancel) showToast('info', CANCELLED_MESSAGE);
    throw error;
  }
}

/** A call that failed for want of a network: offline screens say they need a connection, and retry on reconnect. */
export function isNetworkFailure(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.kind === 'network';
}

const isAuthPath = (path: string) => /^\/?auth\//.test(path);
const isPrivatePath = (path: string) => /^\/?(users|carts|staff)\//.test(path);

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const body = await readJsonError(response);
  if (response.status === 401) {
    signOut();
    return new ApiRequestError(body?.error ?? 'Please sign in again.', 'unauthorized', 401, body);
  }
  if (response.status === 404) return new ApiRequestError(body?.error ?? 'Not found.', 'api-down', 404, body);
  if (!body) return new ApiRequestError(GENERIC_ERROR, 'server', response.status);
  return new ApiRequestError(body.error, 'server', response.status, body);
}

async function readJsonError(response: Response): Promise<ApiError | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function normalizeError(caught: unknown): ApiRequestError {
  if (caught instanceof ApiRequestError) return caught;
  if (isAbort(caught)) {
    return new ApiRequestError(CANCELLED_MESSAGE, 'cancelled', undefined);
  }
  if (caught instanceof z.core.$ZodError) return new ApiRequestError(GENERIC_ERROR, 'server', undefined);
  return new ApiRequestError(OFFLINE_MESSAGE, 'network', undefined);
}
