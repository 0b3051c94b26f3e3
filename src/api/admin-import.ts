import * as z from 'zod/mini';
import { INVENTORY_ROW_FIELDS, MAX_INVENTORY_ROWS } from '@/domain/inventory-rows';
import { USAGE_TYPES } from '@/domain/usage-type';
import { bodyId, listResponse } from './common';

/**
 * Import and export of a store's items, and the point-of-sale feed (README "Import and export",
 * "The point-of-sale feed"). Both read the row format of src/domain/inventory-rows.ts: one row per
 * item and usage type, as CSV (text/csv, a header row first) or JSON ({ rows: [...] }, the same names
 * as keys). Every problem of a row is answered with its row number (data rows from 1) and field.
 */

/** A body of 20,000 full rows as JSON with long descriptions fits; larger is 413 while it streams in. */
export const MAX_INVENTORY_BODY_BYTES = 24 * 1024 * 1024;
/** How many changes of each kind an import summary lists (the counts cover them all). */
export const IMPORT_CHANGE_SAMPLE = 100;
/** Feed writes per key per minute (rate_limit_hits), whatever the key's stores. */
export const FEED_WRITES_PER_MINUTE = 30;

export const IMPORT_MESSAGES = {
  notApplied: 'Nothing was imported: fix the rows with errors and try again.',
  unsupportedType: 'Send the rows as text/csv or application/json.',
  otherStore: 'This row is for another store: import each store on its own page.',
  unknownStore: 'No store of this key has this slug.',
  unknownSku: 'No item of this store has this sku.',
  keyNeeded: 'This call needs a feed key: Authorization: Bearer <key> or the x-feed-key header.',
  keyRevoked: 'This feed key is not valid (revoked or unknown).',
  rowsKey: 'Send { "rows": [ ... ] }.',
  failed: 'Nothing was imported: the import failed. Please try again.',
  concurrentWrite: 'Another import or feed wrote the same items at the same time, so nothing was written. Try again.',
} as const;

/** The JSON form of an import or feed body; CSV bodies carry the same rows as text/csv. */
export const inventoryRowsBodySchema = z.object({
  /** Feed only: when the point of sale counted (ISO time with offset); default: when the request arrives. */
  snapshot_at: z.optional(z.iso.datetime({ offset: true })),
  /** Objects of the row format's fields; anything else in the list is that row's error, not the body's. */
  rows: z.array(z.unknown()).check(z.maxLength(MAX_INVENTORY_ROWS)),
});
export type InventoryRowsBody = z.infer<typeof inventoryRowsBodySchema>;

export const rowErrorSchema = z.object({ row: z.int(), field: z.string(), message: z.string() });
export type RowErrorBody = z.infer<typeof rowErrorSchema>;

const usageType = z.enum(USAGE_TYPES);
const rowChangeSchema = z.object({ row: z.int(), sku: z.string(), usage_type: usageType, name: z.string(), fields: z.array(z.string()) });
const removedRowSchema = z.object({ sku: z.string(), usage_type: usageType, name: z.string() });

/** What to do with items of the file's usage types that the file leaves out: keep them as they are, or hide them. Never deleted (orders name them). */
export const REMOVED_ACTIONS = ['keep', 'hide'] as const;

export const importQuerySchema = z.object({
  /** dry_run answers the diff and changes nothing; apply writes every row in one transaction, or nothing when any row has an error. */
  mode: z._default(z.enum(['dry_run', 'apply']), 'dry_run'),
  removed: z._default(z.enum(REMOVED_ACTIONS), 'keep'),
  /** Only rows of this usage type (others are row errors), and only its items can be removed. Default: the usage types the file has. */
  usage_type: z.optional(usageType),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/**
 * The answer of a dry run and of an apply alike: counts of every kind, the first
 * IMPORT_CHANGE_SAMPLE changes of each kind, and every row error. `applied` says whether anything
 * was written (an apply with row errors writes nothing and answers 422 with this body).
 */
export const importSummarySchema = z.object({
  store_id: z.int(),
  mode: z.enum(['dry_run', 'apply']),
  removed_action: z.enum(REMOVED_ACTIONS),
  applied: z.boolean(),
  counts: z.object({ new: z.int(), changed: z.int(), unchanged: z.int(), removed: z.int(), errors: z.int(), rows: z.int() }),
  new: z.array(rowChangeSchema),
  changed: z.array(rowChangeSchema),
  removed: z.array(removedRowSchema),
  errors: z.array(rowErrorSchema),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/**
 * Progress of a long apply: a client that sends `Accept: application/x-ndjson` gets, once the apply
 * is going to write (its rows are good), status 200 and lines of JSON, one per line:
 * - `{"progress":{"phase":"writing","done":500,"total":1200}}` after each batch of items written;
 * - then exactly one last line: `{"summary": ImportSummary}` (applied: true), or
 *   `{"error":{"error":"..."}}` when the write failed and nothing was written.
 * A dry run, an apply refused for its rows (422 with the ImportSummary) and any other refusal
 * (400, 401, 403, 404, 413, 415) answer their status with the usual JSON body instead, Accept or not.
 */
export const importProgressLineSchema = z.union([
  z.object({ progress: z.object({ phase: z.enum(['reading', 'writing', 'recording']), done: z.int(), total: z.int() }) }),
  z.object({ summary: importSummarySchema }),
  z.object({ error: z.object({ error: z.string() }) }),
]);
export type ImportProgressLine = z.infer<typeof importProgressLineSchema>;
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

export const exportQuerySchema = z.object({
  usage_type: z.optional(usageType),
  format: z._default(z.enum(['csv', 'json']), 'csv'),
});

/** The JSON export: the same rows the CSV has (price "35.00" or null, tags a list). */
export const exportJsonSchema = z.object({
  rows: z.array(z.record(z.enum(INVENTORY_ROW_FIELDS), z.unknown())),
});

/** A feed key as the console lists it; the key itself is shown once, when created. */
export const feedKeySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  store_ids: z.array(z.int()),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type FeedKey = z.infer<typeof feedKeySchema>;
export const feedKeyListSchema = listResponse(feedKeySchema);

export const createFeedKeySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  store_ids: z.array(bodyId).check(z.minLength(1), z.maxLength(200)),
});
export type CreateFeedKey = z.infer<typeof createFeedKeySchema>;

/** The new key: `key` is shown this once (only its SHA-256 is kept). */
export const createdFeedKeySchema = z.object({ ...feedKeySchema.shape, key: z.string() });
export type CreatedFeedKey = z.infer<typeof createdFeedKeySchema>;

/** What the feed did with one row. */
export const feedRowResultSchema = z.object({
  row: z.int(),
  sku: z.nullable(z.string()),
  store: z.nullable(z.string()),
  usage_type: z.nullable(usageType),
  status: z.enum(['created', 'updated', 'unchanged', 'error']),
  /** The sellable quantity set (the sale rule may have taken units ordered since snapshot_at). */
  quantity: z.optional(z.int()),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type FeedRowResult = z.infer<typeof feedRowResultSchema>;

/**
 * A feed call's answer: 200 with a result per row. Good rows are written (in one transaction) even
 * when others have errors; a replay with the same Idempotency-Key answers this same body again.
 */
export const feedResultSchema = z.object({
  snapshot_at: z.string(),
  counts: z.object({ created: z.int(), updated: z.int(), unchanged: z.int(), errors: z.int() }),
  results: z.array(feedRowResultSchema),
});
export type FeedResult = z.infer<typeof feedResultSchema>;

export const feedQuerySchema = z.object({
  /** For CSV bodies (a JSON body may carry it instead): when the point of sale counted. */
  snapshot_at: z.optional(z.iso.datetime({ offset: true })),
});

/** The feed key travels as `Authorization: Bearer <key>` or in this header. */
export const FEED_KEY_HEADER = 'x-feed-key';
