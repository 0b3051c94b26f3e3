import { eq, sql, type SQL } from 'drizzle-orm';
import type { Facets, InventoryList, InventoryQuery, Product } from '@/api/inventory';
import type { ProductSpecial } from '@/api/special';
import { mayHaveTypos } from '@/domain/search-terms';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { keptActiveSpecials } from './kept-active-specials';
import { findCatalogStore, menuOpen, offeredAt, type CatalogScope } from './catalog-scope';
import { queryFacets } from './inventory-facets';
import { catalogConditions, conditionsExcept, searchConditions, type CatalogFilters } from './inventory-filters';
import { sortKeys, type SortKey } from './inventory-sort';
import { normalizeFilters } from './normalize-filters';
import { queryChosenProducts, queryProductPage, queryRowsById } from './product-page';
import { toProduct, type ProductRow } from './product-row';
import { loadProductSpecials } from './product-specials';
import { answerFromColumns } from './memory-catalog';
import { applySpecials, productSpecialsOf } from './memory-prices';
import { allOf, queryRows } from './sql-helpers';
import { storeColumns } from './store-columns';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const STORE_NOT_FOUND = 'Store not found.';

export interface ScopeRequest {
  storeId: number;
  /** The brand of the request: stores of other brands are not found. */
  orderingAppId: number;
  usage: UsageType;
  now: Date;
}

/** Loads the store (404 when unknown or of another brand) and its running specials. */
export async function openCatalogScope(
  db: Database,
  request: ScopeRequest,
  notFoundMessage = STORE_NOT_FOUND,
): Promise<CatalogScope> {
  const store = await findCatalogStore(db, request.storeId);
  if (!store || store.orderingAppId !== request.orderingAppId) throw notFound(notFoundMessage);
  const specials = await keptActiveSpecials(db, { storeId: store.id, usage: request.usage, now: request.now });
  return { store, usage: request.usage, now: request.now, specials };
}

export type ListRequest = Partial<InventoryQuery> & Pick<InventoryQuery, 'order_by' | 'limit' | 'offset'>;

export interface ListOptions {
  /** Order older batches first among equals when the store uses FIFO menus. */
  fifo?: boolean;
  /** Filter, count and sort in SQL instead of from the store's kept columns (the comparison tests' reference). */
  inSql?: boolean;
}

/**
 * A page of the catalog with every filter of part 1 §3, its total, and on request facets and specials.
 * The filtering, counts, facets and the page's ids come from the store's narrow columns kept in memory
 * (store-columns.ts, memory-catalog.ts); only the page's rows are read whole. `inSql` answers the same
 * in SQL.
 */
export async function listProducts(db: Database, scope: CatalogScope, query: ListRequest, options: ListOptions = {}): Promise<InventoryList> {
  const filters = normalizeFilters(query);
  const fifo = (options.fifo || query.fifo === true) && scope.store.useFifo;
  const [page, facets] = options.inSql ? await findInSql(db, scope, query, filters, fifo) : await findInMemory(db, scope, query, filters, fifo);
  const data = await toProducts(db, scope, page.rows, query, page.specials);
  return { data, rows: data.length, total_rows: page.total, ...(facets ? { facets } : {}) };
}

/** A page's rows, the result's size and, when already known, the page's specials per product. */
type Found = [{ rows: ProductRow[]; total: number; specials?: Map<number, ProductSpecial[]> }, Facets | undefined];

async function findInMemory(db: Database, scope: CatalogScope, query: ListRequest, filters: CatalogFilters, fifo: boolean): Promise<Found> {
  const columns = await storeColumns(db, scope.store.id);
  const specialIds = filters.special_id === undefined ? undefined : await specialMembers(db, filters.special_id);
  const request = { filters, specialIds, order: query.order_by, fifo, limit: query.limit, offset: query.offset, facets: query.include_facets === true };
  // As in SQL (findInSql): look-alike words only when the words as spelled find nothing.
  let answer = answerFromColumns(columns, scope, request);
  if (answer.total === 0 && mayHaveTypos(filters.search)) {
    answer = answerFromColumns(columns, scope, { ...request, searchIds: await lookAlikeMatches(db, scope.store.id, filters.search) });
  }
  // Only the page's rows are read whole, by id; their prices after specials are the columns'.
  const rows = await queryRowsById(db, answer.ids);
  applySpecials(columns, scope, rows);
  const specials = query.include_specials ? productSpecialsOf(columns, scope, answer.ids) : undefined;
  return [{ rows, total: answer.total, specials }, answer.facets];
}

/** The store's items a search matches with look-alike words (a typo): pg_trgm's similarity, in SQL. */
async function lookAlikeMatches(db: Database, storeId: number, search: string | undefined): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT i.id FROM inventory_items i WHERE ${allOf([sql`i.store_id = ${storeId}`, ...searchConditions(search, true)])}`);
  return new Set(rows.map((row) => row.id));
}

/** special_id's items and bundle targets (of any store, as the SQL filter reads them). */
async function specialMembers(db: Database, specialId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT inventory_id AS id FROM special_items WHERE special_id = ${specialId}
      UNION ALL SELECT inventory_id FROM special_targets WHERE special_id = ${specialId}`,
  );
  return new Set(rows.map((row) => row.id));
}

async function findInSql(db: Database, scope: CatalogScope, query: ListRequest, filters: CatalogFilters, fifo: boolean): Promise<Found> {
  const find = async (typos: boolean): Promise<Found> => {
    const conditions = catalogConditions(filters, scope, { typos });
    const request = { keys: sortKeys(query.order_by, scope, fifo), limit: query.limit, offset: query.offset };
    if (!query.include_facets) return [await queryProductPage(db, scope, conditionsExcept(conditions), request), undefined];
    // The facet statement reads the rows once for the facets and the page's ids; then only the page's rows are read.
    const { facets, ids, total } = await queryFacets(db, scope, conditions, filters, request);
    return [{ rows: await queryChosenProducts(db, scope, ids, request.keys), total }, facets];
  };
  // Search words are first taken as spelled (substrings, the catalog's spellings); only when that finds
  // nothing may they match look-alike words (a typo, issue 23). A word spelled right never drags in
  // look-alikes, and costs no more than a substring search.
  let found = await find(false);
  if (found[0].total === 0 && mayHaveTypos(filters.search)) found = await find(true);
  return found;
}

async function toProducts(
  db: Database,
  scope: CatalogScope,
  rows: ProductRow[],
  options: Partial<Pick<InventoryQuery, 'include_specials' | 'debug'>>,
  known?: Map<number, ProductSpecial[]>,
): Promise<Product[]> {
  const specials = options.include_specials
    ? (known ?? (await loadProductSpecials(db, scope, rows.map((row) => row.id))))
    : undefined;
  const captions = new Map(scope.specials.browseable.map((special) => [special.id, special.caption]));
  return rows.map((row) =>
    toProduct(row, {
      store: scope.store,
      usage: scope.usage,
      appliedCaption: row.discount_special_id === null ? null : (captions.get(row.discount_special_id) ?? null),
      specials: specials?.get(row.id) ?? [],
      debug: options.debug,
    }),
  );
}

async function findItem(db: Database, id: number) {
  const [item] = await db
    .select({
      storeId: inventoryItems.storeId,
      category: inventoryItems.category,
      subCategory: inventoryItems.subCategory,
      strain: inventoryItems.strain,
      medPrice: inventoryItems.medPriceCents,
      recPrice: inventoryItems.recPriceCents,
      hiddenFrom: inventoryItems.hiddenUsageTypes,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  if (!item) throw notFound(PRODUCT_NOT_FOUND);
  return item;
}

export interface ProductRequest {
  id: number;
  orderingAppId: number;
  /** The usage asked for; when the item is not offered for it (or none is asked), its own usage, Adult Use first. */
  usage?: UsageType;
  includeSpecials?: boolean;
  /** The stores whose admin-only debug fields (part 1 §3) the caller may see: the staff's own. */
  debugStoreIds?: readonly number[];
  now: Date;
}

/** One product of the request's brand, priced for its usage type; out-of-stock items are still answered. */
export async function getProduct(db: Database, request: ProductRequest): Promise<Product> {
  const item = await findItem(db, request.id);
  const offered: UsageType[] = [];
  if (item.recPrice !== null) offered.push('recreational');
  if (item.medPrice !== null) offered.push('medical');
  // Hidden from the usage type asked for (README "The operator console"): not found for it, not answered as the other one.
  if (request.usage && item.hiddenFrom.includes(request.usage)) throw notFound(PRODUCT_NOT_FOUND);
  const shown = offered.filter((type) => !item.hiddenFrom.includes(type));
  const usage = request.usage && shown.includes(request.usage) ? request.usage : shown[0];
  if (!usage) throw notFound(PRODUCT_NOT_FOUND);
  const scope = await openCatalogScope(
    db,
    { storeId: item.storeId, orderingAppId: request.orderingAppId, usage, now: request.now },
    PRODUCT_NOT_FOUND,
  );
  const { rows } = await queryProductPage(db, scope, { inner: [sql`i.id = ${request.id}`, ...offeredAt(scope.store.id, scope.usage, false, menuOpen(scope))], outer: [] }, {
    keys: [{ expr: sql`i.id` }],
    limit: 1,
    offset: 0,
  });
  const [product] = await toProducts(db, scope, rows, {
    include_specials: request.includeSpecials,
    debug: request.debugStoreIds?.includes(scope.store.id) ?? false,
  });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

export interface RelatedRequest {
  id: number;
  orderingAppId: number;
  usage: UsageType;
  sameStrain: boolean;
  limit: number;
  now: Date;
}

/**
 * Sellable products of the same store and usage type like the given one, never itself: the same category
 * (same sub-category first), or with sameStrain the same strain (same category first); featured first.
 */
export async function listRelated(db: Database, request: RelatedRequest): Promise<InventoryList> {
  const item = await findItem(db, request.id);
  const scope = await openCatalogScope(
    db,
    { storeId: item.storeId, orderingAppId: request.orderingAppId, usage: request.usage, now: request.now },
    PRODUCT_NOT_FOUND,
  );
  const conditions: SQL[] = [...offeredAt(scope.store.id, scope.usage, true, menuOpen(scope)), sql`i.id <> ${request.id}`];
  let first: SortKey;
  if (request.sameStrain) {
    conditions.push(item.strain ? sql`lower(i.strain) = lower(${item.strain})` : sql`FALSE`);
    first = { expr: sql`(i.category = ${item.category})`, desc: true };
  } else {
    conditions.push(sql`i.category = ${item.category}`);
    first = { expr: sql`(i.sub_category = ${item.subCategory})`, desc: true };
  }
  const page = await queryProductPage(db, scope, { inner: conditions, outer: [] }, {
    keys: [first, ...sortKeys('featured', scope, false)],
    limit: request.limit,
    offset: 0,
  });
  const data = await toProducts(db, scope, page.rows, {});
  return { data, rows: data.length, total_rows: page.total };
}
