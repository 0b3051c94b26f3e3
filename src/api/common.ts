import * as z from 'zod/mini';

/** Every list answers { data, rows, total_rows } (part 1 §3 "List response"). */
export function listResponse<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), rows: z.int(), total_rows: z.int() });
}

/** Error body of every non-2xx answer: a message and, for bad input, errors per field. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  /** 429 answers: seconds until the limit lets the caller try again (also the Retry-After header). */
  retry_after_seconds: z.optional(z.int()),
  /** submit-cart refusals: each line that can no longer be sold, and why (nothing was taken). */
  lines: z.optional(z.array(z.object({ inventory_id: z.int(), name: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Query helper: "a,b,c" (or repeated keys joined by the server) -> ['a','b','c']; empty -> undefined. */
export const csvList = z.pipe(
  z.optional(z.string()),
  z.transform((value) => {
    const items = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
    return items.length ? items : undefined;
  }),
);

/** Query booleans arrive as strings: 'true'/'1' are true, 'false'/'0' false. */
export const queryBoolean = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0'])),
  z.transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
);

/** An optional finite number from a query string. */
export const queryNumber = z.optional(z.coerce.number().check(z.refine(Number.isFinite, 'Must be a number')));

/** Ids are PostgreSQL integers: anything larger cannot exist and is bad input, not a server error. */
export const MAX_ID = 2_147_483_647;

/** A record id in a query string or path: a whole number from 1 to MAX_ID. */
export const queryId = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

/** The body of a POST that needs none: nothing, or an empty object. */
export const emptyBody = z.optional(z.object({}));

/** A record id in a JSON body: a whole number from 1 to MAX_ID. */
export const bodyId = z.int().check(z.positive(), z.maximum(MAX_ID));

/** Money is integer cents everywhere (DECISIONS.md). */
export const cents = z.int();

/** Headers every call carries (part 1 §7); names are lower-case as HTTP delivers them. */
export const API_HEADERS = {
  apiKey: 'x-api-key',
  orderingAppId: 'x-ordering-app-id',
  storeId: 'x-store-id',
  portalAppId: 'x-portal-app-id',
  authorization: 'authorization',
  /**
   * Optional on every carts/op write: the same key from the same user answers the first call's
   * result instead of doing the write again, so an offline queue can replay safely (README "Writes made offline").
   * Required on the submits (ApiOperation.idempotencyKey), whose order is named by it.
   */
  idempotencyKey: 'idempotency-key',
  /** A kiosk device's credential (README "Kiosks hold a device token, not an account"): pinned to one store by staff, no account signed in. */
  kioskToken: 'x-kiosk-token',
} as const;

/** What an Idempotency-Key may look like (a UUID fits; anything from 8 to 100 safe characters). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Refusals of a write whose Idempotency-Key does not fit the call it came with. */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons, dashes or underscores.',
  missingKey: 'This call needs an Idempotency-Key header: the same key never places two orders.',
  reusedKey: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;
