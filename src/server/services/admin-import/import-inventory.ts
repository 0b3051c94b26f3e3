import { IMPORT_CHANGE_SAMPLE, IMPORT_MESSAGES, type ImportQuery, type ImportSummary } from '@/api/admin-import';
import { diffInventory, type InventoryDiff } from '@/domain/inventory-diff';
import { readInventoryRows, type InventoryRow, type RowError } from '@/domain/inventory-rows';
import type { UsageType } from '@/domain/usage-type';
import { analyzeAfterBulkWrite } from '@/server/db/analyze-after-bulk-write';
import type { Database } from '@/server/db/client';
import type { AuditActor } from '@/server/services/admin/audit-log';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { applyRow, itemRows, storeItems, withHidden, type ItemState } from './item-rows';
import { lockStoreInventory, withoutUniqueViolation } from './store-lock';
import { writeItems, type ItemWrite } from './write-items';

/**
 * A console import (README "Import and export"): the dry run answers what applying would do; the
 * apply writes every row, and the removed items' choice, in one transaction, or nothing at all when
 * any row has an error or a write fails.
 */
export interface ImportRequest {
  store: { id: number; storeSlug: string; orderingAppId: number };
  query: ImportQuery;
  records: readonly unknown[];
  /** Problems found while reading the body (a broken CSV): reported as row errors. */
  readErrors: readonly RowError[];
  actor: AuditActor;
  onProgress?: (phase: 'writing' | 'recording', done: number, total: number) => void | Promise<void>;
}

export interface ImportOutcome {
  status: 200 | 422;
  summary: ImportSummary;
}

/** Rows for another store, or another usage type than asked, are row errors: an import is one store's. */
function scopeErrors(rows: { row: number; value: InventoryRow }[], request: ImportRequest): { good: typeof rows; errors: RowError[] } {
  const errors: RowError[] = [];
  const good = rows.filter(({ row, value }) => {
    if (value.store !== request.store.storeSlug) errors.push({ row, field: 'store', message: IMPORT_MESSAGES.otherStore });
    else if (request.query.usage_type && value.usage_type !== request.query.usage_type) errors.push({ row, field: 'usage_type', message: `This import is for ${request.query.usage_type} rows only` });
    else return true;
    return false;
  });
  return { good, errors };
}

function summaryOf(request: ImportRequest, diff: InventoryDiff, errors: RowError[], applied: boolean, rows: number): ImportSummary {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return {
    store_id: request.store.id,
    mode: request.query.mode,
    removed_action: request.query.removed,
    applied,
    counts: { new: diff.created.length, changed: diff.changed.length, unchanged: diff.unchanged.length, removed: diff.removed.length, errors: sorted.length, rows },
    new: diff.created.slice(0, IMPORT_CHANGE_SAMPLE),
    changed: diff.changed.slice(0, IMPORT_CHANGE_SAMPLE),
    removed: diff.removed.slice(0, IMPORT_CHANGE_SAMPLE),
    errors: sorted,
  };
}

/** The target state of every item the import touches, with its state before (none for a new one). */
function plannedWrites(items: readonly ItemState[], rows: { value: InventoryRow }[], diff: InventoryDiff, hideRemoved: boolean): ItemWrite[] {
  const before = new Map(items.map((item) => [item.sku, item]));
  // Unchanged rows are left alone (a potency the file rounds differently is not a change).
  const touched = new Set([...diff.created, ...diff.changed].map((change) => `${change.usage_type}\u0001${change.sku}`));
  const after = new Map<string, ItemState>();
  for (const { value } of rows) {
    if (touched.has(`${value.usage_type}\u0001${value.sku}`)) after.set(value.sku, applyRow(after.get(value.sku) ?? before.get(value.sku), value));
  }
  if (hideRemoved) {
    for (const removed of diff.removed) {
      const item = after.get(removed.sku) ?? before.get(removed.sku)!;
      after.set(removed.sku, { ...item, hiddenUsageTypes: withHidden(item.hiddenUsageTypes, removed.usage_type, true) });
    }
  }
  return [...after.entries()].map(([sku, state]) => ({ before: before.get(sku), after: state }));
}

/** The skus the file names on the given rows (a row's sku as written, whatever else is wrong with it). */
function skusOnRows(records: readonly unknown[], errors: readonly RowError[]): Set<string> {
  const skus = new Set<string>();
  for (const { row } of errors) {
    const record = records[row - 1];
    const sku = record !== null && typeof record === 'object' ? (record as Record<string, unknown>).sku : undefined;
    if (typeof sku === 'string' && sku.trim()) skus.add(sku.trim());
  }
  return skus;
}

/** The file's rows checked (fields, store and usage type): what an apply would write, or why it may not. */
export interface CheckedImport {
  good: { row: number; value: InventoryRow }[];
  errors: RowError[];
  usageTypes: UsageType[];
}

export function checkImport(request: ImportRequest): CheckedImport {
  // A file that could not be read has no rows to check; rows the reader refused are errors of their own.
  const fileUnreadable = request.readErrors.some((error) => error.row === 0);
  const read = fileUnreadable ? { rows: [], errors: [] } : readInventoryRows(request.records, 'full');
  const { good, errors: scope } = scopeErrors(read.rows, request);
  const usageTypes: UsageType[] = request.query.usage_type ? [request.query.usage_type] : [...new Set(good.map(({ value }) => value.usage_type))];
  return { good, errors: [...request.readErrors, ...read.errors, ...scope], usageTypes };
}

/**
 * The answer that needs no write: a dry run, or an apply refused for its row errors (422, nothing
 * written). Undefined when the apply is going to write: then call applyImport.
 */
export async function answerWithoutWriting(db: Database, request: ImportRequest, checked: CheckedImport): Promise<ImportOutcome | undefined> {
  if (request.query.mode === 'apply' && !checked.errors.length) return undefined;
  const items = await storeItems(db, request.store.id);
  const diff = diffInventory(checked.good, itemRows(items, request.store.storeSlug), checked.usageTypes);
  // An item whose row is in the file but has an error is not "removed": its row only needs fixing.
  const named = skusOnRows(request.records, checked.errors);
  diff.removed = diff.removed.filter((removed) => !named.has(removed.sku));
  const summary = summaryOf(request, diff, checked.errors, false, request.records.length);
  return { status: request.query.mode === 'dry_run' ? 200 : 422, summary };
}

/**
 * The apply: under the store's lock, the items are read (locked) and compared with the file inside
 * the transaction, so the diff written is the diff of the store as it is, and a console edit or a
 * feed made since the dry run stays wherever the file does not change it.
 */
export async function applyImport(db: Database, request: ImportRequest, checked: CheckedImport): Promise<ImportOutcome> {
  const { diff, written } = await withoutUniqueViolation(() =>
    db.transaction(async (tx) => {
      await lockStoreInventory(tx, request.store.id);
      const items = await storeItems(tx, request.store.id, { lock: true });
      const diff = diffInventory(checked.good, itemRows(items, request.store.storeSlug), checked.usageTypes);
      const writes = plannedWrites(items, checked.good, diff, request.query.removed === 'hide');
      await writeItems(
        tx,
        {
          storeId: request.store.id,
          orderingAppId: request.store.orderingAppId,
          actor: request.actor,
          action: 'inventory.import',
          onProgress: (done, total) => request.onProgress?.('writing', done, total),
        },
        writes,
      );
      return { diff, written: writes.length };
    }),
  );
  await catalogChanged(db, request.store.id, ['stock', 'price', 'items']);
  await analyzeAfterBulkWrite(db, written);
  return { status: 200, summary: summaryOf(request, diff, checked.errors, true, request.records.length) };
}
