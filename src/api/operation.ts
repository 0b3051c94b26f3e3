import type * as z from 'zod/mini';

/**
 * One operation of the API: its path (OpenAPI style, under /api), input schemas and answer.
 * Lists answer { data, rows, total_rows }; single entities answer the entity itself.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under /api with {param} placeholders, e.g. '/p/inventory/{id}'. */
  path: `/${string}`;
  summary: string;
  tag: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Error statuses the operation answers besides 500, each with an apiErrorSchema body. */
  errors?: readonly number[];
  /** Cache-Control of a successful answer, when it may be cached. */
  cacheControl?: string;
  /**
   * What the call does with the HttpOnly refresh cookie (REFRESH_COOKIE in ./auth): `sets` it on
   * success, `rotates` it (reads it, then sets the next one) or `clears` it. A call that reads it also
   * needs the x-api-key header, which a cross-site page cannot send without a CORS preflight.
   */
  refreshCookie?: 'sets' | 'rotates' | 'clears';
  /** The body may also be text/csv (the import row format): the JSON `body` schema documents its rows. */
  csvBody?: true;
  /** The request is multipart/form-data (its parts are named in the summary), not JSON: clients send a form. */
  multipart?: true;
  /** A multipart request's parts besides its one `file` (the docs describe the form from them). */
  formFields?: z.ZodMiniObject;
  /** Media types a successful answer may have when not only JSON, the default first (`response` then describes the JSON one, if any). */
  answers?: readonly string[];
  /**
   * The Idempotency-Key header (API_HEADERS.idempotencyKey): `required` by the submits, whose order
   * is named by the key, so a retry answers the order the first call placed; `optional` on the writes
   * whose retry with the same key answers the first result (the docs declare the header either way).
   */
  idempotencyKey?: 'required' | 'optional';
  /** The answer is a text/event-stream whose `data:` lines are each one `response` (README "Live updates"). */
  eventStream?: true;
}
