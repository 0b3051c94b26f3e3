import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cachedCatalog, catalogKey } from './catalog-cache';
import { serialRefresh, type SerialRefreshState } from './serial-refresh';
import { queryRows } from './sql-helpers';

/** The values of a text column, each given a small code once, so facets count codes in typed arrays. */
export interface Dictionary {
  values: string[];
  codes: Map<string, number>;
}

/** The single-valued columns a filter or facet compares as text (count as its text, as the count facet groups it). */
export const CODED = ['category', 'strain_type', 'brand', 'sub_category', 'weight', 'extraction_method', 'count', 'cbd_thc_ratio'] as const;
export type CodedColumn = (typeof CODED)[number];
/** The text[] columns, each row's list kept as the list of its elements' codes (NULL elements dropped: they match nothing). */
export const LISTS = ['effects', 'terpenes', 'flavors', 'tags'] as const;
export type ListColumn = (typeof LISTS)[number];

/**
 * What the shopper catalog filters, counts, facets and sorts the items of one store by: the narrow
 * columns of inventory_items, one array per column, row n of every array being the same item. As the
 * SQL of inventory-filters.ts, inventory-facets.ts and inventory-sort.ts reads them: text keys and the
 * search text are lower-cased by the database, so they are exactly what the SQL compares; potencies
 * are PostgreSQL `real`s, kept as the same 32-bit values; NULL numbers are NaN (every comparison with
 * NaN fails, as with NULL); timestamps are microseconds since the epoch, as exact as the database's.
 */
export interface Columns {
  length: number;
  /** id -> row. */
  rowOf: Map<number, number>;
  id: number[];
  medPrice: number[];
  recPrice: number[];
  medQty: number[];
  recQty: number[];
  /** 1 when hidden from the usage type (a NULL list, or a NULL in it, hides from both: NOT (x = ANY(...)) is NULL). */
  hiddenMed: number[];
  hiddenRec: number[];
  /** inventory_search_text(...): what a search word must be inside. */
  search: string[];
  nameKey: string[];
  brandKey: string[];
  thc: number[];
  cbd: number[];
  cbn: number[];
  cbg: number[];
  count: number[];
  featured: number[];
  created: number[];
  received: number[];
  coded: Record<CodedColumn, { codes: number[]; dictionary: Dictionary }>;
  lists: Record<ListColumn, { codes: (readonly number[])[]; dictionary: Dictionary; shared: Map<string, readonly number[]> }>;
}

/**
 * The columns of every item of one store, kept across catalog changes and brought up to date by
 * reading only the rows written since the last read (the way the console's keys are,
 * admin-catalog/store-keys.ts), with the store's special memberships read again whole at each
 * refresh (a few rows per special). `generation` counts the refreshes; `derived` keeps what
 * requests compute from the columns (prices under the running specials) until the next one.
 */
export interface StoreColumns extends SerialRefreshState {
  columns: Columns;
  /** special id -> its discounted items (special_items) and its bundle targets (special_targets). */
  specialItems: Map<number, Set<number>>;
  specialTargets: Map<number, Set<number>>;
  generation: number;
  derived: Map<string, unknown>;
  /** Write transactions from this xmin on (32-bit, as rows carry it) may be unseen; null until loaded. */
  watermark: number | null;
  serial: number;
  usedAt: number;
}

const dictionary = (): Dictionary => ({ values: [], codes: new Map() });

function emptyColumns(): Columns {
  return {
    length: 0,
    rowOf: new Map(),
    id: [],
    medPrice: [],
    recPrice: [],
    medQty: [],
    recQty: [],
    hiddenMed: [],
    hiddenRec: [],
    search: [],
    nameKey: [],
    brandKey: [],
    thc: [],
    cbd: [],
    cbn: [],
    cbg: [],
    count: [],
    featured: [],
    created: [],
    received: [],
    coded: Object.fromEntries(CODED.map((column) => [column, { codes: [], dictionary: dictionary() }])) as unknown as Columns['coded'],
    lists: Object.fromEntries(LISTS.map((column) => [column, { codes: [], dictionary: dictionary(), shared: new Map() }])) as unknown as Columns['lists'],
  };
}

/** The code of a value, given one when new; -1 for NULL. */
export function codeOf(dictionary: Dictionary, value: string | null): number {
  if (value === null) return -1;
  let code = dictionary.codes.get(value);
  if (code === undefined) {
    code = dictionary.values.length;
    dictionary.values.push(value);
    dictionary.codes.set(value, code);
  }
  return code;
}

/**
 * What is kept per database: only stores shoppers asked about, and at most MAX_PRODUCTS products in
 * all (about 0.7 KB of heap each at 20,000 products per store, 0.8 KB once searched: the joined
 * search text), so about 160 MB at most; the least recently asked stores are dropped first (the
 * one asked about now always stays); idle ones after IDLE_MS.
 */
export const STORE_COLUMNS = { MAX_PRODUCTS: 200_000, IDLE_MS: 15 * 60_000 };

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
      columns: emptyColumns(),
      specialItems: new Map(),
      specialTargets: new Map(),
      generation: 0,
      derived: new Map(),
      watermark: null,
      serial: (serials += 1),
      usedAt: now,
    };
  }
  entry.usedAt = now;
  byStore.set(storeId, entry);
  let products = 0;
  for (const other of byStore.values()) products += other.columns.length;
  // Oldest first (a Map iterates in insertion order, and the store asked about was just moved last).
  for (const [id, other] of byStore) {
    if (other === entry) break;
    if (products <= STORE_COLUMNS.MAX_PRODUCTS && now - other.usedAt <= STORE_COLUMNS.IDLE_MS) continue;
    products -= other.columns.length;
    byStore.delete(id);
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

/** Lower-cased brands, each kept once. */
const brandKeyDictionaries = new WeakMap<Columns, Dictionary>();
function brandKeys(columns: Columns): Dictionary {
  let keys = brandKeyDictionaries.get(columns);
  if (!keys) brandKeyDictionaries.set(columns, (keys = dictionary()));
  return keys;
}

const orNaN = (value: number | null) => (value === null ? Number.NaN : Number(value));

/** Writes a row read from the database into row `n` of the columns (a new row when n is the length). */
function setRow(columns: Columns, n: number, row: RawRow): void {
  const hidden = row.hidden_usage_types;
  const hiddenFromAll = hidden === null || hidden.includes(null as never);
  columns.id[n] = row.id;
  columns.medPrice[n] = orNaN(row.med_price_cents);
  columns.recPrice[n] = orNaN(row.rec_price_cents);
  columns.medQty[n] = row.med_sellable_qty;
  columns.recQty[n] = row.rec_sellable_qty;
  columns.hiddenMed[n] = hiddenFromAll || hidden.includes('medical') ? 1 : 0;
  columns.hiddenRec[n] = hiddenFromAll || hidden.includes('recreational') ? 1 : 0;
  columns.search[n] = row.search;
  // The search text starts with the lower-cased name: the name key is kept as a slice of it, not a copy.
  columns.nameKey[n] = row.search.startsWith(row.name_key) ? row.search.slice(0, row.name_key.length) : row.name_key;
  const keys = brandKeys(columns);
  columns.brandKey[n] = keys.values[codeOf(keys, row.brand_key)]!;
  // The float8 of a real is exact: Math.fround gives back the same 32-bit value.
  columns.thc[n] = Math.fround(orNaN(row.thc));
  columns.cbd[n] = Math.fround(orNaN(row.cbd));
  columns.cbn[n] = Math.fround(orNaN(row.cbn));
  columns.cbg[n] = Math.fround(orNaN(row.cbg));
  columns.count[n] = orNaN(row.count);
  columns.featured[n] = orNaN(row.featured_rank);
  columns.created[n] = Number(row.created);
  columns.received[n] = Number(row.received);
  for (const column of CODED) {
    const value = column === 'count' ? (row.count === null ? null : String(row.count)) : row[column];
    const coded = columns.coded[column];
    coded.codes[n] = codeOf(coded.dictionary, value);
  }
  for (const column of LISTS) {
    const list = columns.lists[column];
    const codes = (row[column] ?? []).filter((value) => value !== null).map((value) => codeOf(list.dictionary, value));
    // Rows share one list of codes per distinct list: a store has a few hundred tag and effect sets.
    const key = codes.join(',');
    let shared = list.shared.get(key);
    if (!shared) list.shared.set(key, (shared = codes));
    list.codes[n] = shared;
  }
  columns.rowOf.set(row.id, n);
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
  const columns = full ? emptyColumns() : entry.columns;
  for (const { snapshot_xmin: _xmin, total: _total, ...row } of rows) {
    if (row.id == null) continue;
    const n = columns.rowOf.get(row.id) ?? columns.length;
    setRow(columns, n, row as RawRow);
    columns.length = Math.max(columns.length, n + 1);
    // What was derived from the columns (prices, the joined search text) no longer matches them:
    // dropped in the same turn, before any request can read the two together.
    if (!full) entry.derived = new Map();
  }
  if (!full && columns.length !== first.total) {
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
  if (full || !sameMembers(entry.specialItems, specialItems) || !sameMembers(entry.specialTargets, specialTargets)) entry.derived = new Map();
  entry.columns = columns;
  entry.specialItems = specialItems;
  entry.specialTargets = specialTargets;
  entry.generation += 1;
  entry.watermark = Number(BigInt(first.snapshot_xmin) % BigInt(XID_SPAN));
}

function sameMembers(a: Map<number, Set<number>>, b: Map<number, Set<number>>): boolean {
  if (a.size !== b.size) return false;
  for (const [special, items] of a) {
    const other = b.get(special);
    if (!other || other.size !== items.size) return false;
    for (const id of items) if (!other.has(id)) return false;
  }
  return true;
}

/** Brings the columns up to date with every write committed before the call, one read at a time. */
function refresh(db: Database, storeId: number, entry: StoreColumns): Promise<void> {
  return serialRefresh(entry, () => readChanges(db, storeId, entry));
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
