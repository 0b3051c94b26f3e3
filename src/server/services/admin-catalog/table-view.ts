import type { AdminCatalogQuery, AdminCatalogSort } from '@/api/admin-catalog';
import { MAX_SEARCH_WORDS, sanitizeSearch } from '@/domain/search';
import type { Database } from '@/server/db/client';
import { STORE_KEYS, storeKeys, type ItemKeys, type StoreKeys } from './store-keys';

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

/** The order's identity: price and quantity differ per usage type, the other keys do not. */
const orderName = (sort: AdminCatalogSort, medical: boolean) => (sort === 'price' || sort === 'quantity' ? `${sort}|${medical}` : sort);

/**
 * The store's items in ascending order of one sort key (missing values last, then by id). After a
 * change the previous order is the start: the changed rows are put back among the others in
 * place and the sort (V8's TimSort) runs through the nearly sorted rest in about linear time.
 */
function sortedKeys(keys: StoreKeys, sort: AdminCatalogSort, medical: boolean): ItemKeys[] {
  const name = orderName(sort, medical);
  const kept = keys.orders.get(name);
  const rows: ItemKeys[] = [];
  if (kept) {
    for (const id of kept.ids) {
      const row = keys.items.get(id);
      if (row) rows.push(row);
    }
  }
  if (rows.length !== keys.items.size) {
    const placed = new Set(rows.map((row) => row.id));
    for (const row of keys.items.values()) if (!placed.has(row.id)) rows.push(row);
  }
  if (kept?.generation === keys.generation) return rows;
  const keyOf = sortKeyOf(sort, medical);
  rows.sort((a, b) => compare(keyOf(a), keyOf(b)) || a.id - b.id);
  keys.orders.set(name, { generation: keys.generation, ids: Int32Array.from(rows, (row) => row.id) });
  return rows;
}

function viewOf(keys: StoreKeys, query: AdminCatalogQuery): Int32Array {
  const medical = query.usage_type === 'medical';
  const rows = sortedKeys(keys, query.sort, medical).filter(matches(query));
  if (query.dir === 'asc') return Int32Array.from(rows, (row) => row.id);
  const keyOf = sortKeyOf(query.sort, medical);
  const present = rows.filter((row) => keyOf(row) !== null).reverse();
  const missing = rows.filter((row) => keyOf(row) === null).reverse();
  return Int32Array.from([...present, ...missing], (row) => row.id);
}

/**
 * The ids of the items of one view of the table (usage type, search, filters, sort, direction), in
 * table order: missing values last, the id breaking ties in the same direction, so pages never
 * overlap. A view filters the store's items already sorted by its key; descending is that order
 * reversed, missing values still last. Kept until the store's keys change (store-keys.ts).
 *
 * Why in memory: sorting 20,000 rows on the database reads the whole store for every view and
 * page; with the keys in memory a view is a filter of an array already in order, a change costs
 * the read of the changed rows, and a page reads only its own rows.
 */
export async function viewIds(db: Database, storeId: number, query: AdminCatalogQuery): Promise<Int32Array> {
  const keys = await storeKeys(db, storeId);
  const { limit: _limit, offset: _offset, ...view } = query;
  const name = JSON.stringify(view);
  const kept = keys.views.get(name);
  keys.views.delete(name);
  const ids = kept?.generation === keys.generation ? kept.ids : viewOf(keys, query);
  keys.views.set(name, { generation: keys.generation, ids });
  while (keys.views.size > STORE_KEYS.MAX_VIEWS) {
    const oldest = keys.views.keys().next().value;
    if (oldest === undefined) break;
    keys.views.delete(oldest);
  }
  return ids;
}
