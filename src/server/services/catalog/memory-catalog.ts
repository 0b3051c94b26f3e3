import type { Facets } from '@/api/inventory';
import type { SortOption } from '@/domain/sort';
import { menuOpen, type CatalogScope } from './catalog-scope';
import { toFacets, type FacetRow } from './inventory-facets';
import { FACET_FILTERS, searchSpellings, type CatalogFilters, type FacetFilter } from './inventory-filters';
import { comparator, firstInOrder } from './memory-order';
import { pricesOf, type Prices } from './memory-prices';
import { searchMatches } from './memory-search';
import { LISTS, type CodedColumn, type Columns, type ListColumn, type StoreColumns } from './store-columns';

/**
 * The shopper catalog's filters, counts, facets and page order computed in JavaScript from a store's
 * narrow columns (store-columns.ts) instead of in SQL: the same answers as catalogConditions,
 * queryFacets and sortKeys give, operator by operator (each function below names the SQL it stands
 * for; memory-catalog.test.ts compares both over many queries on PGlite and PostgreSQL). The running
 * specials are applied here at request time, so a special starting or ending needs no write.
 * At 20,000 products per store a request reads no row in the database but the page's ~50.
 */

/** A request's filters as the columns answer them. */
export interface MemoryRequest {
  filters: CatalogFilters;
  /** With look-alike search words (listProducts): the ids the SQL search matched, in place of `filters.search`. */
  searchIds?: ReadonlySet<number>;
  /** filters.special_id's discounted items and bundle targets, of any store (read by the caller). */
  specialIds?: ReadonlySet<number>;
  order: SortOption;
  fifo: boolean;
  limit: number;
  offset: number;
  facets: boolean;
}

export interface MemoryAnswer {
  ids: number[];
  total: number;
  facets?: Facets;
}

type RowTest = (n: number) => boolean;

/** The codes of the values a filter names (values the store never had match nothing). */
function codesOf(dictionary: { codes: Map<string, number> }, values: readonly (string | number)[]): Set<number> {
  const codes = new Set<number>();
  for (const value of values) {
    const code = dictionary.codes.get(String(value));
    if (code !== undefined) codes.add(code);
  }
  return codes;
}

/** `column IN (...)` / `column = value` over a coded column (NULL, code -1, never matches). */
function inList(columns: Columns, column: CodedColumn, values: readonly (string | number)[] | undefined): RowTest | undefined {
  if (!values?.length) return undefined;
  const { codes, dictionary } = columns.coded[column];
  const wanted = codesOf(dictionary, values);
  return (n) => wanted.has(codes[n]!);
}

/** `column && ARRAY[...]`: some element is one of the values. */
function overlaps(columns: Columns, column: ListColumn, values: readonly string[] | undefined): RowTest | undefined {
  if (!values?.length) return undefined;
  const { codes, dictionary } = columns.lists[column];
  const wanted = codesOf(dictionary, values);
  return (n) => codes[n]!.some((code) => wanted.has(code));
}

/** `column >= min AND column <= max` over a real column (NaN is NULL and fails), the bounds bound as reals. */
function realRange(values: readonly number[], min: number | undefined, max: number | undefined): RowTest | undefined {
  if (min === undefined && max === undefined) return undefined;
  const [lo, hi] = [min === undefined ? -Infinity : Math.fround(min), max === undefined ? Infinity : Math.fround(max)];
  return (n) => values[n]! >= lo && values[n]! <= hi;
}

const toCents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

/** The filter test of each active facet filter (CatalogConditions.facet). */
function facetTests(columns: Columns, prices: Prices, filters: CatalogFilters): Partial<Record<FacetFilter, RowTest>> {
  const [low, high] = [toCents(filters.price_min), toCents(filters.price_max)];
  const shown = prices.shown;
  const onSpecial = prices.onSpecial;
  const tests: Partial<Record<FacetFilter, RowTest | undefined>> = {
    categories: inList(columns, 'category', filters.categories ? [filters.categories] : undefined),
    strain_types: inList(columns, 'strain_type', filters.strain_types),
    brands: inList(columns, 'brand', filters.brands),
    sub_categories: inList(columns, 'sub_category', filters.sub_categories),
    weights: inList(columns, 'weight', filters.weights),
    effects: overlaps(columns, 'effects', filters.effects),
    terpenes: overlaps(columns, 'terpenes', filters.terpenes),
    flavors: overlaps(columns, 'flavors', filters.flavor),
    extraction_methods: inList(columns, 'extraction_method', filters.extraction_method),
    counts: inList(columns, 'count', filters.count),
    cbd_thc_ratios: inList(columns, 'cbd_thc_ratio', filters.cbd_thc_ratio),
    price: low === undefined && high === undefined ? undefined : (n) => (low === undefined || shown[n]! >= low) && (high === undefined || shown[n]! <= high),
    thc_potency: realRange(columns.thc, filters.thc_potency_min, filters.thc_potency_max),
    cbd_potency: realRange(columns.cbd, filters.cbd_potency_min, filters.cbd_potency_max),
    on_special: filters.on_special ? (n) => onSpecial[n] === 1 : undefined,
  };
  for (const key of FACET_FILTERS) if (tests[key] === undefined) delete tests[key];
  return tests as Partial<Record<FacetFilter, RowTest>>;
}

/**
 * The filters every facet shares (CatalogConditions.base) but the offer itself: search, tags,
 * usable potencies and special_id.
 */
function baseTests(store: StoreColumns, request: MemoryRequest): RowTest[] {
  const { columns } = store;
  const { filters } = request;
  const tests: RowTest[] = [];
  if (request.searchIds) {
    const ids = request.searchIds;
    tests.push((n) => ids.has(columns.id[n]!));
  } else {
    const words = searchSpellings(filters.search);
    if (words.length) {
      const matched = searchMatches(store, words);
      tests.push((n) => matched[n] === words.length);
    }
  }
  const tags = overlaps(columns, 'tags', filters.tags);
  if (tags) tests.push(tags);
  for (const [values, min] of [[columns.thc, filters.usable_thc], [columns.cbd, filters.usable_cbd], [columns.cbn, filters.usable_cbn], [columns.cbg, filters.usable_cbg]] as const) {
    if (min === undefined) continue;
    const bound = Math.fround(min);
    tests.push((n) => values[n]! >= bound);
  }
  if (filters.special_id !== undefined) {
    const ids = request.specialIds ?? new Set<number>();
    tests.push((n) => ids.has(columns.id[n]!));
  }
  return tests;
}

/**
 * The page's ids in order, the total and (when asked) the facets of listProducts, from the columns:
 * what queryProductPage and queryFacets answer in SQL. Rows are numbers into the column arrays.
 */
export function answerFromColumns(store: StoreColumns, scope: CatalogScope, request: MemoryRequest): MemoryAnswer {
  const { columns } = store;
  const prices = pricesOf(store, scope);
  const tests = facetTests(columns, prices, request.filters);
  const active = FACET_FILTERS.filter((facet) => tests[facet]);
  const activeTests = active.map((facet) => tests[facet]!);
  const shared = baseTests(store, request);
  const medical = scope.usage === 'medical';
  const [hidden, qty] = medical ? [columns.hiddenMed, columns.medQty] : [columns.hiddenRec, columns.recQty];
  const price = prices.effective;
  const sellableOnly = request.filters.sellableOnly;
  /** Rows passing the shared filters, and per row the active facet filters it fails (bit n: the n-th). */
  const base: number[] = [];
  const fails: number[] = [];
  const hits: number[] = [];
  if (menuOpen(scope)) {
    rows: for (let n = 0; n < columns.length; n++) {
      if (Number.isNaN(price[n]!) || hidden[n] === 1 || (sellableOnly && !(qty[n]! > 0))) continue;
      for (const test of shared) if (!test(n)) continue rows;
      let failed = 0;
      for (let t = 0; t < activeTests.length; t++) {
        if (activeTests[t]!(n)) continue;
        failed |= 1 << t;
        if (!request.facets) continue rows;
      }
      if (failed === 0) hits.push(n);
      if (request.facets) {
        base.push(n);
        fails.push(failed);
      }
    }
  }
  const total = hits.length;
  const page = firstInOrder(hits, request.offset + request.limit, comparator(columns, prices, request.order, request.fifo)).slice(request.offset);
  const ids = page.map((n) => columns.id[n]!);
  if (!request.facets) return { ids, total };
  return { ids, total, facets: toFacets(facetRows(columns, prices, base, fails, hits, active), request.filters) };
}

const VALUE_COLUMNS: Record<Exclude<FacetFilter, 'price' | 'thc_potency' | 'cbd_potency' | 'on_special'>, CodedColumn | ListColumn> = {
  categories: 'category',
  strain_types: 'strain_type',
  brands: 'brand',
  sub_categories: 'sub_category',
  weights: 'weight',
  effects: 'effects',
  terpenes: 'terpenes',
  flavors: 'flavors',
  extraction_methods: 'extraction_method',
  counts: 'count',
  cbd_thc_ratios: 'cbd_thc_ratio',
};

/** The rows queryFacets' statement answers: per facet, over the base rows passing every other active filter. */
function facetRows(columns: Columns, prices: Prices, base: number[], fails: number[], hits: number[], active: FacetFilter[]): FacetRow[] {
  const rowsOf = (facet: FacetFilter) => {
    const own = active.indexOf(facet);
    if (own < 0) return hits;
    const others = ~(1 << own);
    return base.filter((_, m) => (fails[m]! & others) === 0);
  };
  const rows: FacetRow[] = [];
  const scalar = (facet: string, n: number, lo: number | null = null, hi: number | null = null) => rows.push({ facet, value: null, n, lo, hi });
  scalar('has_featured', hits.filter((n) => !Number.isNaN(columns.featured[n]!)).length);
  for (const facet of FACET_FILTERS) {
    const from = rowsOf(facet);
    if (facet === 'on_special') {
      scalar(facet, from.filter((n) => prices.onSpecial[n] === 1).length);
    } else if (facet === 'price' || facet === 'thc_potency' || facet === 'cbd_potency') {
      // count(x), min(x)::numeric::float8, max(...): a real becomes numeric at 6 significant digits.
      const values = facet === 'price' ? prices.shown : facet === 'thc_potency' ? columns.thc : columns.cbd;
      let [count, lo, hi] = [0, Infinity, -Infinity];
      for (const n of from) {
        const x = values[n]!;
        if (Number.isNaN(x)) continue;
        count += 1;
        if (x < lo) lo = x;
        if (x > hi) hi = x;
      }
      const numeric = facet === 'price' ? (x: number) => x : (x: number) => Number(x.toPrecision(6));
      scalar(facet, count, count ? numeric(lo) : null, count ? numeric(hi) : null);
    } else {
      const column = VALUE_COLUMNS[facet];
      const isList = (LISTS as readonly string[]).includes(column);
      const { dictionary } = isList ? columns.lists[column as ListColumn] : columns.coded[column as CodedColumn];
      const counts = new Int32Array(dictionary.values.length);
      if (isList) {
        const lists = columns.lists[column as ListColumn].codes;
        for (const n of from) for (const code of lists[n]!) counts[code]! += 1;
      } else {
        const codes = columns.coded[column as CodedColumn].codes;
        for (const n of from) {
          const code = codes[n]!;
          if (code >= 0) counts[code]! += 1;
        }
      }
      counts.forEach((count, code) => {
        if (count > 0) rows.push({ facet, value: dictionary.values[code]!, n: count, lo: null, hi: null });
      });
    }
  }
  return rows;
}

