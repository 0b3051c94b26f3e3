import { and, eq, inArray } from 'drizzle-orm';
import { IMPORT_MESSAGES, type FeedResult, type FeedRowResult } from '@/api/admin-import';
import { differingFields } from '@/domain/inventory-diff';
import { sellableFromFeed } from '@/domain/feed-stock';
import { readInventoryRows, type InventoryRow, type QuantityRow, type RowError } from '@/domain/inventory-rows';
import { analyzeAfterBulkWrite } from '@/server/db/analyze-after-bulk-write';
import type { Database } from '@/server/db/client';
import { feedKeys, stores } from '@/server/db/schema';
import { ApiProblem } from '@/server/http/errors';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import type { Db } from '@/server/services/carts/cart-db';
import { applyRow, itemRow, storeItems, type ItemState } from '../admin-import/item-rows';
import { lockStoresInventory, withoutUniqueViolation } from '../admin-import/store-lock';
import { writeItems, type ItemWrite } from '../admin-import/write-items';
import { soldKey, unitsOrderedSince } from './sold-since';

/**
 * The point-of-sale feed's writes (README "The point-of-sale feed"): PUT upserts full rows by sku,
 * PATCH sets quantities of items the store has. Rows of stores outside the key are row errors; the
 * good rows of every store are written in one transaction, each item's quantity by the sale rule
 * (src/domain/feed-stock.ts): the count less the units orders placed since `snapshotAt` still hold.
 */
export interface FeedRequest {
  key: typeof feedKeys.$inferSelect;
  kind: 'full' | 'quantity';
  records: readonly unknown[];
  readErrors: readonly RowError[];
  snapshotAt: Date;
}

type StoreRef = { id: number; storeSlug: string; orderingAppId: number };
type GoodRow = { row: number; value: InventoryRow | QuantityRow };

function fileProblem(errors: readonly RowError[]): ApiProblem {
  const fields: Record<string, string[]> = {};
  for (const error of errors) (fields[error.field] ??= []).push(error.message);
  return new ApiProblem(422, { error: errors[0]!.message, fields });
}

async function keyStores(db: Database, key: FeedRequest['key']): Promise<Map<string, StoreRef>> {
  if (!key.storeIds.length) return new Map();
  const rows = await db
    .select({ id: stores.id, storeSlug: stores.storeSlug, orderingAppId: stores.orderingAppId })
    .from(stores)
    .where(and(inArray(stores.id, key.storeIds), eq(stores.orderingAppId, key.orderingAppId)));
  return new Map(rows.map((store) => [store.storeSlug, store]));
}

/** One store's rows applied to its locked items: the per-row results and the item writes. */
async function planStore(tx: Db, store: StoreRef, rows: GoodRow[], request: FeedRequest): Promise<{ results: FeedRowResult[]; writes: ItemWrite[] }> {
  const items = await storeItems(tx, store.id, { lock: true });
  const sold = await unitsOrderedSince(tx, store.id, request.snapshotAt);
  const before = new Map(items.map((item) => [item.sku, item]));
  const after = new Map<string, ItemState>();
  const results: FeedRowResult[] = [];
  for (const { row, value } of rows) {
    const base = { row, sku: value.sku, store: value.store, usage_type: value.usage_type };
    const was = before.get(value.sku);
    if (!was && request.kind === 'quantity') {
      results.push({ ...base, status: 'error', errors: [{ field: 'sku', message: IMPORT_MESSAGES.unknownSku }] });
      continue;
    }
    const quantity = sellableFromFeed(value.quantity, was?.id ? (sold.get(soldKey(value.usage_type, was.id)) ?? 0) : 0);
    const current = after.get(value.sku) ?? was;
    const full: InventoryRow = request.kind === 'full' ? { ...(value as InventoryRow), quantity } : { ...itemRow(current!, value.usage_type, store.storeSlug), quantity };
    const next = applyRow(current, full);
    const changed = !was || differingFields(itemRow(current!, value.usage_type, store.storeSlug), full).length > 0;
    if (changed) after.set(value.sku, next);
    results.push({ ...base, status: !was ? 'created' : changed ? 'updated' : 'unchanged', quantity });
  }
  return { results, writes: [...after.entries()].map(([sku, state]) => ({ before: before.get(sku), after: state })) };
}

export async function feedInventory(db: Database, request: FeedRequest): Promise<FeedResult> {
  const unreadable = request.readErrors.filter((error) => error.row === 0);
  if (unreadable.length) throw fileProblem(unreadable);
  const read = readInventoryRows(request.records, request.kind as 'full');
  const fileErrors = read.errors.filter((error) => error.row === 0);
  if (fileErrors.length) throw fileProblem(fileErrors);
  const results: FeedRowResult[] = [];
  const rowErrors = new Map<number, { field: string; message: string }[]>();
  // Rows the CSV reader refused (a wrong number of fields) are row errors like the others.
  for (const error of [...request.readErrors, ...read.errors]) (rowErrors.get(error.row) ?? rowErrors.set(error.row, []).get(error.row)!).push({ field: error.field, message: error.message });
  for (const [row, errors] of rowErrors) {
    const raw = request.records[row - 1] as Record<string, unknown> | undefined;
    const text = (field: string) => (raw && typeof raw === 'object' && typeof raw[field] === 'string' ? (raw[field] as string) : null);
    results.push({ row, sku: text('sku'), store: text('store'), usage_type: null, status: 'error', errors });
  }
  const storesBySlug = await keyStores(db, request.key);
  const byStore = new Map<StoreRef, GoodRow[]>();
  for (const good of read.rows) {
    const store = storesBySlug.get(good.value.store);
    if (!store) {
      const { sku, usage_type } = good.value;
      results.push({ row: good.row, sku, store: good.value.store, usage_type, status: 'error', errors: [{ field: 'store', message: IMPORT_MESSAGES.unknownStore }] });
      continue;
    }
    (byStore.get(store) ?? byStore.set(store, []).get(store)!).push(good);
  }
  const storesInOrder = [...byStore.keys()].sort((a, b) => a.id - b.id);
  let written = 0;
  await withoutUniqueViolation(() =>
    db.transaction(async (tx) => {
      // The stores' locks first, in id order, then each store read and compared under its lock.
      await lockStoresInventory(tx, storesInOrder.map((store) => store.id));
      for (const store of storesInOrder) {
        const planned = await planStore(tx, store, byStore.get(store)!, request);
        results.push(...planned.results);
        written += planned.writes.length;
        await writeItems(tx, { storeId: store.id, orderingAppId: store.orderingAppId, actor: { feedKeyId: request.key.id }, action: 'inventory.feed' }, planned.writes);
      }
      await tx.update(feedKeys).set({ lastUsedAt: new Date() }).where(eq(feedKeys.id, request.key.id));
    }),
  );
  for (const store of byStore.keys()) await catalogChanged(db, store.id, ['stock', 'price', 'items']);
  await analyzeAfterBulkWrite(db, written);
  results.sort((a, b) => a.row - b.row);
  const count = (status: FeedRowResult['status']) => results.filter((result) => result.status === status).length;
  return {
    snapshot_at: request.snapshotAt.toISOString(),
    counts: { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), errors: count('error') },
    results,
  };
}
