import { sql } from 'drizzle-orm';
import type { AdminCatalogQuery, AdminCatalogSort } from '@/api/admin-catalog';
import { sanitizeSearch } from '@/domain/search';
import type { Database } from '@/server/db/client';
import { cachedCatalog, catalogKey } from '@/server/services/catalog/catalog-cache';
import { queryRows } from '@/server/services/catalog/sql-helpers';

const MAX_SEARCH_WORDS = 8;

/** What the table filters and sorts an item by; text keys lower-cased by the database. */
interface ItemKeys {
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

type Key = string | number | null;
const compare = (a: Key, b: Key): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

function sortKeyOf(sort: AdminCatalogSort, medical: boolean): (item: ItemKeys) => Key {
  switch (sort) {
    case 'name':
      return (item) => item.name;
    case 'brand':
      return (item) => item.brand_key;
    case 'category':
      return (item) => item.category;
    case 'price':
      return (item) => (medical ? item.med_price_cents : item.rec_price_cents);
    case 'quantity':
      return (item) => (medical ? item.med_sellable_qty : item.rec_sellable_qty);
    case 'received':
      return (item) => item.received;
  }
}

/** The table's filters (part 1 §3): each search word must appear (quotes and backslashes dropped, part 1 §5). */
function matches(query: AdminCatalogQuery): (item: ItemKeys) => boolean {
  const medical = query.usage_type === 'medical';
  const words = (sanitizeSearch(query.search) ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return (item) => {
    if (query.category && item.category !== query.category) return false;
    if (query.brand && item.brand !== query.brand) return false;
    if (query.strain_type && item.strain_type !== query.strain_type) return false;
    const hidden = item.hidden_usage_types.includes(query.usage_type);
    if (query.visibility !== 'all' && hidden !== (query.visibility === 'hidden')) return false;
    const qty = medical ? item.med_sellable_qty : item.rec_sellable_qty;
    if (query.stock !== 'all' && qty > 0 !== (query.stock === 'in')) return false;
    return words.every((word) => item.text.includes(word));
  };
}

/**
 * The sort and filter keys of every item of a store, read in one pass and kept in the catalog cache
 * (catalog-cache.ts) until the store's catalog changes (console edits, imports and orders invalidate
 * it). Why: sorting 20,000 rows on the database reads the whole store for every view and page; with
 * the keys in memory a view is a filter of an array already in order, and a page reads only its rows.
 */
function storeKeys(db: Database, storeId: number): Promise<ItemKeys[]> {
  return cachedCatalog(db, storeId, catalogKey('console-keys', 0, storeId, {}), () =>
    queryRows<ItemKeys>(
      db,
      sql`SELECT id, lower(name) AS name, brand, lower(brand) AS brand_key, category, strain_type, med_price_cents, rec_price_cents,
            med_sellable_qty, rec_sellable_qty, hidden_usage_types, extract(epoch FROM received_at)::float8 AS received,
            lower(name || ' ' || ecomm_display_name || ' ' || brand || ' ' || batch_inventory_id) AS text
          FROM inventory_items WHERE store_id = ${storeId}`,
    ),
  );
}

/**
 * The store's items in ascending order of one sort key (missing values last, then by id), sorted
 * when a view first asks for the key: one sort per key (and usage type for price and quantity),
 * shared by every view, each a short pause of the event loop rather than all of them at once.
 */
function sortedKeys(db: Database, storeId: number, sort: AdminCatalogSort, medical: boolean): Promise<ItemKeys[]> {
  const perUsage = sort === 'price' || sort === 'quantity';
  return cachedCatalog(db, storeId, catalogKey('console-sorted', 0, storeId, { sort, medical: perUsage && medical }), async () => {
    const keyOf = sortKeyOf(sort, medical);
    return [...(await storeKeys(db, storeId))].sort((a, b) => compare(keyOf(a), keyOf(b)) || a.id - b.id);
  });
}

/**
 * The ids of the items of one view of the table (usage type, search, filters, sort, direction), in
 * table order: missing values last, the id breaking ties in the same direction, so pages never
 * overlap. A view filters the store's items already sorted by its key; descending is that order
 * reversed, missing values still last. Cached with the store's keys.
 */
export function viewIds(db: Database, storeId: number, query: AdminCatalogQuery): Promise<Int32Array> {
  const { limit: _limit, offset: _offset, ...view } = query;
  return cachedCatalog(db, storeId, catalogKey('console-view', 0, storeId, view), async () => {
    const medical = query.usage_type === 'medical';
    const rows = (await sortedKeys(db, storeId, query.sort, medical)).filter(matches(query));
    if (query.dir === 'asc') return Int32Array.from(rows, (row) => row.id);
    const keyOf = sortKeyOf(query.sort, medical);
    const present = rows.filter((row) => keyOf(row) !== null).reverse();
    const missing = rows.filter((row) => keyOf(row) === null).reverse();
    return Int32Array.from([...present, ...missing], (row) => row.id);
  });
}
