import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cachedCatalog, catalogKey } from '@/server/services/catalog/catalog-cache';
import { serialRefresh, type SerialRefreshState } from '@/server/services/catalog/serial-refresh';
import { queryRows } from '@/server/services/catalog/sql-helpers';

/** What the table filters and sorts an item by; text keys lower-cased by the database. */
export interface ItemKeys {
  id: number;
  name: string;
  brand: string;
  brand_key: string;
  category: string;
  strain_type: string | null;
  med_price_cents: number | null;
  rec_price_cents: number | null;
  med_sellable_qty: number;
  rec_sellable_qty: number;
  hidden_usage_types: string[];
  received: number;
  /** Name, display name, brand and sku: what the search matches. */
  text: string;
}

/**
 * The keys of every item of one store, kept across catalog changes and brought up to date by
 * reading only the rows written since the last read (see readChanges). `generation` counts the
 * changes seen, so orders and views derived from the keys know when to recompute.
 */
export interface StoreKeys extends SerialRefreshState {
  items: Map<number, ItemKeys>;
  generation: number;
  /** Per sort key: the ids in order as of a generation, the start of the next (nearly sorted) sort. */
  orders: Map<string, { generation: number; ids: Int32Array }>;
  /** Per view (filters, sort, direction): its ids as of a generation, most recently used last. */
  views: Map<string, { generation: number; ids: Int32Array }>;
  /** Write transactions from this xmin on (32-bit, as rows carry it) may be unseen; null until loaded. */
  watermark: number | null;
  serial: number;
  usedAt: number;
}

/** Stores kept per database: the console works a few stores at a time; idle ones are dropped. */
export const STORE_KEYS = { MAX_STORES: 8, IDLE_MS: 10 * 60_000, MAX_VIEWS: 64 };

const stores = new WeakMap<Database, Map<number, StoreKeys>>();
let serials = 0;

function entryOf(db: Database, storeId: number): StoreKeys {
  let byStore = stores.get(db);
  if (!byStore) {
    byStore = new Map();
    stores.set(db, byStore);
  }
  const now = Date.now();
  let entry = byStore.get(storeId);
  if (entry) byStore.delete(storeId);
  else entry = { items: new Map(), generation: 0, orders: new Map(), views: new Map(), watermark: null, serial: (serials += 1), usedAt: now };
  entry.usedAt = now;
  byStore.set(storeId, entry);
  for (const [id, other] of byStore) {
    if (byStore.size > STORE_KEYS.MAX_STORES || now - other.usedAt > STORE_KEYS.IDLE_MS) byStore.delete(id);
  }
  return entry;
}

const XID_SPAN = 4_294_967_296;

/**
 * Rows written by a transaction at or after `watermark` (the xmin of the previous read's snapshot):
 * every transaction that snapshot could not see has an id at or after its xmin, whenever it commits,
 * which a "changed since" timestamp or sequence cannot promise (a transaction that started earlier
 * may commit later with an earlier value). Row xmins are 32-bit and wrap, so "at or after" is
 * compared modulo 2^32; a row frozen 2^31 transactions ago may be read again, never missed.
 */
function changedSince(watermark: number | null): SQL {
  if (watermark === null) return sql`TRUE`;
  return sql`(xmin::text::bigint - ${watermark} + ${XID_SPAN}) % ${XID_SPAN} < ${XID_SPAN / 2}`;
}

/** A row read again without a change (its transaction was still open at the last read) changes nothing. */
function sameKeys(a: ItemKeys, b: ItemKeys): boolean {
  for (const key of Object.keys(b) as (keyof ItemKeys)[]) {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y) ? x.join('\u0000') !== y.join('\u0000') : x !== y) return false;
  }
  return true;
}

interface ChangeRow extends Partial<ItemKeys> {
  snapshot_xmin: string;
  total: number;
}

/**
 * One statement, so one snapshot: its xmin (the next watermark), the store's item count (fewer
 * than kept means rows were deleted or moved out: read everything again) and the changed rows.
 */
async function readChanges(db: Database, storeId: number, entry: StoreKeys): Promise<void> {
  const full = entry.watermark === null;
  const rows = await queryRows<ChangeRow>(
    db,
    sql`WITH snap AS (
          SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS snapshot_xmin,
            (SELECT count(*) FROM inventory_items WHERE store_id = ${storeId})::int AS total
        )
        SELECT snap.snapshot_xmin, snap.total, k.* FROM snap LEFT JOIN LATERAL (
          SELECT id, lower(name) AS name, brand, lower(brand) AS brand_key, category, strain_type, med_price_cents, rec_price_cents,
            med_sellable_qty, rec_sellable_qty, hidden_usage_types, extract(epoch FROM received_at)::float8 AS received,
            lower(name || ' ' || ecomm_display_name || ' ' || brand || ' ' || batch_inventory_id) AS text
          FROM inventory_items WHERE store_id = ${storeId} AND ${changedSince(entry.watermark)}
        ) k ON TRUE`,
  );
  const first = rows[0];
  if (!first) throw new Error('The snapshot row is missing.');
  const items = full ? new Map<number, ItemKeys>() : entry.items;
  let changed = full;
  for (const { snapshot_xmin: _xmin, total: _total, ...row } of rows) {
    if (row.id == null) continue;
    const before = items.get(row.id);
    if (before && sameKeys(before, row as ItemKeys)) continue;
    items.set(row.id, row as ItemKeys);
    changed = true;
  }
  if (!full && items.size !== first.total) {
    // Rows left the store (deleted or moved): only a full read tells which. Until it lands the
    // keys already hold this read's changes, so views made meanwhile must not outlive it.
    entry.watermark = null;
    entry.generation += 1;
    return readChanges(db, storeId, entry);
  }
  entry.items = items;
  if (changed) entry.generation += 1;
  entry.watermark = Number(BigInt(first.snapshot_xmin) % BigInt(XID_SPAN));
}

/** Brings the keys up to date with every write committed before the call, one read at a time. */
function refresh(db: Database, storeId: number, entry: StoreKeys): Promise<void> {
  return serialRefresh(entry, () => readChanges(db, storeId, entry));
}

/**
 * The store's keys as fresh as the catalog cache's rules ask (catalog-cache.ts): after this
 * process invalidates the store (console edits, imports, orders) the next call reads the rows
 * changed since; other processes' writes show once the cache's answer expires, as for shoppers.
 * Concurrent calls share one read.
 */
export async function storeKeys(db: Database, storeId: number): Promise<StoreKeys> {
  const entry = entryOf(db, storeId);
  await cachedCatalog(db, storeId, catalogKey('console-keys', 0, storeId, { serial: entry.serial }), () => refresh(db, storeId, entry).then(() => entry.generation));
  if (entry.watermark === null) await refresh(db, storeId, entry);
  return entry;
}
