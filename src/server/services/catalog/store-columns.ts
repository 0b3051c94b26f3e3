import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cachedCatalog, catalogKey } from './catalog-cache';
import { queryRows } from './sql-helpers';

/**
 * What the shopper catalog filters, counts, facets and sorts one item by: the narrow columns of an
 * inventory_items row, as the SQL of inventory-filters.ts, inventory-facets.ts and inventory-sort.ts
 * reads them. Text keys and the search text are lower-cased by the database, so they are exactly
 * what the SQL compares; potencies are PostgreSQL `real`s, kept as the same 32-bit values (NaN for
 * NULL); timestamps are microseconds since the epoch, as exact as the database's.
 */
export interface ColumnRow {
  id: number;
  med_price: number | null;
  rec_price: number | null;
  med_qty: number;
  rec_qty: number;
  /** null: hidden_usage_types was NULL, which hides the item from both (NOT (x = ANY(NULL)) is NULL). */
  hidden: readonly string[] | null;
  /** inventory_search_text(...): what a search word must be inside. */
  search: string;
  tags: readonly string[];
  thc: number;
  cbd: number;
  cbn: number;
  cbg: number;
  category: string;
  strain_type: string | null;
  brand: string;
  sub_category: string;
  weight: string | null;
  effects: readonly string[];
  terpenes: readonly string[];
  flavors: readonly string[];
  extraction_method: string | null;
  count: number | null;
  cbd_thc_ratio: string | null;
  featured_rank: number | null;
  /** lower(name), lower(brand): the sort keys. */
  name_key: string;
  brand_key: string;
  created: number;
  received: number;
}

/**
 * The columns of every item of one store, kept across catalog changes and brought up to date by
 * reading only the rows written since the last read (the way the console's keys are,
 * admin-catalog/store-keys.ts), with the store's special memberships read again whole at each
 * refresh (a few rows per special). `generation` counts the changes seen.
 */
export interface StoreColumns {
  byId: Map<number, ColumnRow>;
  /** The rows of byId as an array, rebuilt when a refresh changed something. */
  rows: ColumnRow[];
  /** special id -> its discounted items (special_items) and its bundle targets (special_targets). */
  specialItems: Map<number, Set<number>>;
  specialTargets: Map<number, Set<number>>;
  generation: number;
  /** Write transactions from this xmin on (32-bit, as rows carry it) may be unseen; null until loaded. */
  watermark: number | null;
  serial: number;
  usedAt: number;
  /** Shared values (brands, categories, tag lists), so 20,000 rows hold each once. */
  interned: Map<string, unknown>;
  running?: Promise<void>;
  queued?: Promise<void>;
}

/**
 * Stores kept per database: only stores shoppers asked about, the least recently asked dropped past
 * MAX_STORES, idle ones after IDLE_MS. About 0.5 KB per product (see the report in the commit).
 */
export const STORE_COLUMNS = { MAX_STORES: 24, IDLE_MS: 15 * 60_000 };

const stores = new WeakMap<Database, Map<number, StoreColumns>>();
let serials = 0;

function entryOf(db: Database, storeId: number): StoreColumns {
  let byStore = stores.get(db);
  if (!byStore) {
    byStore = new Map();
    stores.set(db, byStore);
  }
  const now = Date.now();
  let entry = byStore.get(storeId);
  if (entry) byStore.delete(storeId);
  else {
    entry = {
      byId: new Map(),
      rows: [],
      specialItems: new Map(),
      specialTargets: new Map(),
      generation: 0,
      watermark: null,
      serial: (serials += 1),
      usedAt: now,
      interned: new Map(),
    };
  }
  entry.usedAt = now;
  byStore.set(storeId, entry);
  for (const [id, other] of byStore) {
    if (byStore.size > STORE_COLUMNS.MAX_STORES || now - other.usedAt > STORE_COLUMNS.IDLE_MS) byStore.delete(id);
  }
  return entry;
}

const XID_SPAN = 4_294_967_296;

/** Rows written by a transaction at or after `watermark`: see changedSince in admin-catalog/store-keys.ts. */
function changedSince(watermark: number | null): SQL {
  if (watermark === null) return sql`TRUE`;
  return sql`(xmin::text::bigint - ${watermark} + ${XID_SPAN}) % ${XID_SPAN} < ${XID_SPAN / 2}`;
}

interface RawRow {
  id: number;
  med_price_cents: number | null;
  rec_price_cents: number | null;
  med_sellable_qty: number;
  rec_sellable_qty: number;
  hidden_usage_types: string[] | null;
  search: string;
  tags: string[] | null;
  thc: number | null;
  cbd: number | null;
  cbn: number | null;
  cbg: number | null;
  category: string;
  strain_type: string | null;
  brand: string;
  sub_category: string;
  weight: string | null;
  effects: string[] | null;
  terpenes: string[] | null;
  flavors: string[] | null;
  extraction_method: string | null;
  count: number | null;
  cbd_thc_ratio: string | null;
  featured_rank: number | null;
  name_key: string;
  brand_key: string;
  created: number;
  received: number;
}

interface ChangeRow extends Partial<RawRow> {
  snapshot_xmin: string;
  total: number;
}

function intern<T>(entry: StoreColumns, value: T): T {
  if (value === null || value === undefined) return value;
  const key = Array.isArray(value) ? `a${JSON.stringify(value)}` : `s${value as string}`;
  const kept = entry.interned.get(key);
  if (kept !== undefined) return kept as T;
  entry.interned.set(key, value);
  return value;
}

/** NULL (an array without elements, for the array columns) as the SQL would read it. */
const listOf = (entry: StoreColumns, list: string[] | null): readonly string[] => intern(entry, list ?? []);
const real = (value: number | null) => (value === null ? Number.NaN : Math.fround(Number(value)));

function toColumns(entry: StoreColumns, row: RawRow): ColumnRow {
  return {
    id: row.id,
    med_price: row.med_price_cents,
    rec_price: row.rec_price_cents,
    med_qty: row.med_sellable_qty,
    rec_qty: row.rec_sellable_qty,
    // A NULL list or a NULL in it makes `NOT (usage = ANY(list))` NULL for a usage it does not name: hidden from both.
    hidden: row.hidden_usage_types === null || row.hidden_usage_types.includes(null as never) ? null : intern(entry, row.hidden_usage_types),
    search: row.search,
    tags: listOf(entry, row.tags),
    thc: real(row.thc),
    cbd: real(row.cbd),
    cbn: real(row.cbn),
    cbg: real(row.cbg),
    category: intern(entry, row.category),
    strain_type: intern(entry, row.strain_type),
    brand: intern(entry, row.brand),
    sub_category: intern(entry, row.sub_category),
    weight: intern(entry, row.weight),
    effects: listOf(entry, row.effects),
    terpenes: listOf(entry, row.terpenes),
    flavors: listOf(entry, row.flavors),
    extraction_method: intern(entry, row.extraction_method),
    count: row.count,
    cbd_thc_ratio: intern(entry, row.cbd_thc_ratio),
    featured_rank: row.featured_rank,
    name_key: row.name_key,
    brand_key: intern(entry, row.brand_key),
    created: Number(row.created),
    received: Number(row.received),
  };
}

/**
 * One statement, so one snapshot: its xmin (the next watermark), the store's item count (fewer than
 * kept means rows were deleted or moved out: read everything again) and the changed rows. Then the
 * memberships of the store's specials (their edits are catalog changes too, which start this read).
 */
async function readChanges(db: Database, storeId: number, entry: StoreColumns): Promise<void> {
  const full = entry.watermark === null;
  const rows = await queryRows<ChangeRow>(
    db,
    sql`WITH snap AS (
          SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS snapshot_xmin,
            (SELECT count(*) FROM inventory_items WHERE store_id = ${storeId})::int AS total
        )
        SELECT snap.snapshot_xmin, snap.total, k.* FROM snap LEFT JOIN LATERAL (
          SELECT id, med_price_cents, rec_price_cents, med_sellable_qty, rec_sellable_qty, hidden_usage_types,
            inventory_search_text(name, brand, strain, sub_category, category, strain_type) AS search, tags,
            thc::float8 AS thc, cbd::float8 AS cbd, cbn::float8 AS cbn, cbg::float8 AS cbg, category, strain_type, brand,
            sub_category, weight, effects, terpenes, flavors, extraction_method, count, cbd_thc_ratio, featured_rank,
            lower(name) AS name_key, lower(brand) AS brand_key,
            (extract(epoch FROM created_at) * 1000000)::float8 AS created, (extract(epoch FROM received_at) * 1000000)::float8 AS received
          FROM inventory_items WHERE store_id = ${storeId} AND ${changedSince(entry.watermark)}
        ) k ON TRUE`,
  );
  const first = rows[0];
  if (!first) throw new Error('The snapshot row is missing.');
  const byId = full ? new Map<number, ColumnRow>() : entry.byId;
  if (full) entry.interned = new Map();
  for (const { snapshot_xmin: _xmin, total: _total, ...row } of rows) {
    if (row.id == null) continue;
    byId.set(row.id, toColumns(entry, row as RawRow));
  }
  if (!full && byId.size !== first.total) {
    // Rows left the store (deleted or moved): only a full read tells which.
    entry.watermark = null;
    entry.generation += 1;
    return readChanges(db, storeId, entry);
  }
  const members = await queryRows<{ special_id: number; inventory_id: number; target: boolean }>(
    db,
    sql`SELECT si.special_id, si.inventory_id, FALSE AS target FROM special_items si JOIN specials s ON s.id = si.special_id WHERE s.store_id = ${storeId}
      UNION ALL
      SELECT st.special_id, st.inventory_id, TRUE FROM special_targets st JOIN specials s ON s.id = st.special_id WHERE s.store_id = ${storeId}`,
  );
  const specialItems = new Map<number, Set<number>>();
  const specialTargets = new Map<number, Set<number>>();
  for (const member of members) {
    const bySpecial = member.target ? specialTargets : specialItems;
    let set = bySpecial.get(member.special_id);
    if (!set) bySpecial.set(member.special_id, (set = new Set()));
    set.add(member.inventory_id);
  }
  entry.byId = byId;
  entry.rows = [...byId.values()];
  entry.specialItems = specialItems;
  entry.specialTargets = specialTargets;
  entry.generation += 1;
  entry.watermark = Number(BigInt(first.snapshot_xmin) % BigInt(XID_SPAN));
}

/**
 * Brings the columns up to date with every write committed before the call: joins a read not yet
 * started, else queues one after the running read (which may have begun before that write).
 * Reads never overlap, so an older snapshot never overwrites a newer one.
 */
function refresh(db: Database, storeId: number, entry: StoreColumns): Promise<void> {
  if (entry.queued) return entry.queued;
  const queued = (entry.running ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      entry.queued = undefined;
      const running = readChanges(db, storeId, entry);
      entry.running = running;
      return running.finally(() => {
        if (entry.running === running) entry.running = undefined;
      });
    });
  entry.queued = queued;
  return queued;
}

/**
 * The store's columns as fresh as the catalog cache's answers (catalog-cache.ts): after a catalog
 * change of the store, on this process or another (its catalog event drops the entry here too), the
 * next call reads the rows changed since; otherwise a refresh runs when the cache's answer expires.
 * Concurrent calls share one read.
 */
export async function storeColumns(db: Database, storeId: number): Promise<StoreColumns> {
  const entry = entryOf(db, storeId);
  await cachedCatalog(db, storeId, catalogKey('shopper-columns', 0, storeId, { serial: entry.serial }), () =>
    refresh(db, storeId, entry).then(() => entry.generation),
  );
  if (entry.watermark === null) await refresh(db, storeId, entry);
  return entry;
}
