import * as z from 'zod/mini';
import type { ApiOperation } from '@/api/operation';
import { apiErrorSchema, API_HEADERS, type ApiError } from '@/api/common';
import { DEVICE_COPY_HEADER } from '@/api/device-copy';
import { reportReachable, reportUnreachable } from '@/web/data/connectivity';
import { currentAccessToken } from '@/web/data/session-service';
import { sessionState, signOut } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';
import { ApiRequestError, CANCELLED_MESSAGE, GENERIC_ERROR, OFFLINE_MESSAGE } from './api-errors';

/**
 * The typed API client: every read and write of the app is `call(operation, input, options)` with an
 * entry of the path table (src/api/*-paths.ts). The entry gives the path, the method, what `params`,
 * `query` and `body` may hold (the `z.input` of its schemas) and the schema that parses the answer,
 * so a call cannot drift from the server. Failures are ApiRequestError (./api-errors.ts).
 */

/** Path parameters travel as text: a free text parameter also takes a number (an id). */
type ParamsInput<Schema extends z.ZodMiniType> = {
  [Key in keyof z.input<Schema>]: string extends z.input<Schema>[Key] ? z.input<Schema>[Key] | number : z.input<Schema>[Key];
};

/**
 * Query values travel as text, and the contract describes them as the server reads them: a query
 * boolean ('true'/'false') also takes a boolean, free text also takes a number or a list (sent
 * comma-separated, as list filters read it).
 */
type QueryValue<Value> =
  | Value
  | ('true' extends Value ? boolean : never)
  | (string extends Value ? number | readonly (string | number)[] : never);
type QueryInput<Schema extends z.ZodMiniType> = { [Key in keyof z.input<Schema>]: QueryValue<z.input<Schema>[Key]> };
/** What the query of `Operation` may hold (e.g. a list's filters, built before the call). */
export type CallQuery<Operation extends ApiOperation> = Operation extends { query: infer Schema extends z.ZodMiniType } ? QueryInput<Schema> : never;

/** Whether every field of `Value` is optional, so that it may be left out. */
type AllOptional<Value> = Partial<Value> extends Value ? true : false;
type Part<Name extends string, Value> = AllOptional<Value> extends true ? { [Key in Name]?: Value } : { [Key in Name]: Value };

export type CallInput<Operation extends ApiOperation> = (Operation extends { params: infer Schema extends z.ZodMiniType }
  ? { params: ParamsInput<Schema> }
  : { params?: never }) &
  (Operation extends { query: infer Schema extends z.ZodMiniType } ? Part<'query', QueryInput<Schema>> : { query?: never }) &
  (Operation extends { body: infer Schema extends z.ZodMiniType }
    ? undefined extends z.input<Schema>
      ? { body?: z.input<Schema> }
      : { body: z.input<Schema> }
    : { body?: never }) &
  (Operation extends { multipart: true } ? { form: FormData } : { form?: never });

/** What a call may ask besides its input: the same as the fetch machinery, less what the contract decides. */
export type CallOptions = Pick<RequestOptions<unknown>, 'headers' | 'signal' | 'hideErrorToast' | 'toastOnCancel' | 'successToast' | 'onUploadProgress'>;

type CallArgs<Operation extends ApiOperation> = AllOptional<CallInput<Operation>> extends true
  ? [input?: CallInput<Operation>, options?: CallOptions]
  : [input: CallInput<Operation>, options?: CallOptions];

export type CallAnswer<Operation extends ApiOperation> = z.output<Operation['response']>;

/**
 * Sends one operation of the contract and answers its parsed response (an answer the schema refuses
 * is a generic 'server' failure). A POST whose body is optional sends `{}`, as the server expects
 * JSON there. Errors toast unless `hideErrorToast`.
 */
export function call<const Operation extends ApiOperation>(operation: Operation, ...[input, options]: CallArgs<Operation>): Promise<CallAnswer<Operation>> {
  const { params, query, body, form } = (input ?? {}) as { params?: PathParams; query?: RequestOptions<unknown>['query']; body?: unknown; form?: FormData };
  return apiRequest(fillPath(operation.path, params), {
    ...options,
    method: operation.method.toUpperCase() as RequestOptions<unknown>['method'],
    query,
    body: form ?? (operation.body ? (body ?? {}) : undefined),
    schema: operation.response as z.ZodMiniType<CallAnswer<Operation>>,
  });
}

export type PathParams = Record<string, string | number>;

/** The address of an operation the browser fetches by itself (a map style, an image), with its `{param}`s filled. */
export function apiUrl<const Operation extends ApiOperation>(
  operation: Operation,
  ...params: Operation extends { params: infer Schema extends z.ZodMiniType } ? [params: ParamsInput<Schema>] : []
): string {
  const [values] = params as [PathParams?];
  return `/api${fillPath(operation.path, values)}`;
}

/** '/p/stores/{id}' with { id: 12 } -> '/p/stores/12'; each value URI-encoded, so it stays one segment. */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${template} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const PUBLIC_API_KEY = 'apotheca-public-web-key';
export const PORTAL_APP_ID = 'apotheca-web';

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
  /** Told how much of the body has been sent (0–1), for uploads a person waits on. */
  onUploadProgress?: (fraction: number) => void;
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
 * The fetch machinery under `call`, private to src/web/data: `path` is trusted as it is.
 * The spec's headers (part 1 §7, part 2 §7); a 404 is rejected as API-down;
 * a 401 clears tokens and signs out; JSON errors are passed on; non-JSON errors fail generically;
 * a cancelled request says 'Cancelled!'. Errors toast unless hidden.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const form = options.body instanceof FormData ? options.body : undefined;
  try {
    const response = await send(path, {
      method: options.method ?? 'GET',
      query: options.query,
      // A form sets its own multipart content type, boundary included.
      headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    });
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

export interface SendInit {
  method: string;
  query: RequestOptions<unknown>['query'];
  headers: Record<string, string>;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
  onUploadProgress?: (fraction: number) => void;
}

/**
 * One request with the spec's headers (part 1 §7, part 2 §7) and the user's token, whatever its
 * answer; `path` is trusted as it is. A private call with no token to send fails as the network failure it is.
 */
export async function send(path: string, init: SendInit): Promise<Response> {
  const headers: Record<string, string> = { [API_HEADERS.apiKey]: PUBLIC_API_KEY, [API_HEADERS.portalAppId]: PORTAL_APP_ID, ...init.headers };
  if (shoppingState.orderingAppId) headers[API_HEADERS.orderingAppId] = String(shoppingState.orderingAppId);
  if (shoppingState.storeId) headers[API_HEADERS.storeId] = String(shoppingState.storeId);
  // auth/* calls carry their own credentials (and a refresh must not wait for itself).
  const accessToken = isAuthPath(path) ? undefined : await currentAccessToken();
  if (accessToken) headers[API_HEADERS.authorization] = `Bearer ${accessToken}`;
  // A signed-in user whose token could not be renewed (no network): a private call would only earn
  // a 401 and sign them out, so it fails as the network failure it is.
  else if (sessionState.userId !== undefined && isPrivatePath(path)) throw new ApiRequestError(OFFLINE_MESSAGE, 'network', undefined);
  const url = `/api/${path.replace(/^\//, '')}${buildQuery(init.query)}`;
  const request = { method: init.method, headers, body: init.body, signal: init.signal };
  const { onUploadProgress } = init;
  const sent = onUploadProgress ? import('./upload-transport').then((upload) => upload.fetchWithUploadProgress(url, request, onUploadProgress)) : transport.fetch(url, request);
  const response = await sent.catch((error: unknown) => {
    if (!isAbort(error)) reportUnreachable();
    throw error;
  });
  if (!response.headers.has(DEVICE_COPY_HEADER)) reportReachable();
  return response;
}

/**
 * Where requests go: the browser's fetch, or the server's own API while it renders a page
 * (src/web/prerender/server-pages.tsx, which sets it for each page it renders).
 */
export const transport: { fetch: (url: string, init: RequestInit) => Promise<Response> } = { fetch: (url, init) => fetch(url, init) };

const isAuthPath = (path: string) => /^\/?auth\//.test(path);
const isPrivatePath = (path: string) => /^\/?(users|carts|staff|admin)\//.test(path);

export async function toRequestError(response: Response): Promise<ApiRequestError> {
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

export function normalizeError(caught: unknown): ApiRequestError {
  if (caught instanceof ApiRequestError) return caught;
  if (isAbort(caught)) {
    return new ApiRequestError(CANCELLED_MESSAGE, 'cancelled', undefined);
  }
  if (caught instanceof z.core.$ZodError) return new ApiRequestError(GENERIC_ERROR, 'server', undefined);
  return new ApiRequestError(OFFLINE_MESSAGE, 'network', undefined);
}
