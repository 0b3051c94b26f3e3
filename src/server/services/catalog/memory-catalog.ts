import type { Facets } from '@/api/inventory';
import type { Special } from '@/api/special';
import type { SortOption } from '@/domain/sort';
import { menuOpen, taxRateBps, type CatalogScope } from './catalog-scope';
import { toFacets, type FacetRow } from './inventory-facets';
import { FACET_FILTERS, searchSpellings, type CatalogFilters, type FacetFilter } from './inventory-filters';
import type { ColumnRow, StoreColumns } from './store-columns';

/**
 * The shopper catalog's filters, counts, facets and page order computed in JavaScript from a store's
 * narrow columns (store-columns.ts) instead of in SQL: the same answers as catalogConditions,
 * queryFacets and sortKeys give, operator by operator (each function below names the SQL it stands
 * for; store-columns.test.ts compares both over many queries on PGlite and PostgreSQL). The running
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

/** A row that passed the filters every facet shares, with its prices for the scope. */
interface Hit {
  row: ColumnRow;
  /** effectivePrice: the price paid before tax. */
  price: number;
  /** shownPrice: what price filters and the price facet compare. */
  shown: number;
  /** Bit n set: fails the n-th active facet filter. */
  fails: number;
}

/** `100 - percent` as node-pg and PGlite bind it (its decimal text), for exact numeric rounding. */
function decimalOf(value: number): { units: bigint; scale: bigint } | number {
  if (Number.isInteger(value)) return value;
  const text = String(value);
  const match = /^(\d+)\.(\d+)$/.exec(text);
  // An exponent ('1e-7'): no percentage is written so; rounding in binary is then close enough.
  if (!match) return value;
  return { units: BigInt(match[1]! + match[2]!), scale: 10n ** BigInt(match[2]!.length) };
}

/** round(x / d) of non-negative integers, half up, as numeric round() does (half away from zero). */
const roundDiv = (x: number, d: number) => (x < 0 ? -Math.floor((-x + d / 2) / d) : Math.floor((x + d / 2) / d));

/** priceAfter in catalog-scope.ts, as a function of the list price. */
function priceAfter(special: Special): (price: number) => number {
  switch (special.discount_type) {
    case 'percent': {
      const keep = decimalOf(100 - Math.min(Math.max(special.discount_percent ?? 0, 0), 100));
      if (typeof keep === 'number') return (price) => roundDiv(price * keep, 100);
      return (price) => {
        // round(price * keep::numeric / 100)::int, exact in decimal.
        const den = 100n * keep.scale;
        const num = BigInt(price) * keep.units;
        const sign = num < 0n ? -1n : 1n;
        const abs = num * sign;
        return Number(sign * ((2n * abs + den) / (2n * den)));
      };
    }
    case 'dollar': {
      const off = special.discount_dollar_cents ?? 0;
      return (price) => Math.max(price - off, 0);
    }
    default: {
      const fixed = special.discount_dollar_cents;
      return (price) => (fixed === null ? price : Math.min(fixed, price));
    }
  }
}

/** The scope's pricing: discountSql, effectivePrice and shownPrice of catalog-scope.ts. */
function pricing(scope: CatalogScope, columns: StoreColumns) {
  const ids = new Set(scope.specials.priceSpecialIds);
  const specials = scope.specials.browseable
    .filter((special) => ids.has(special.id))
    .map((special) => ({ items: columns.specialItems.get(special.id), after: priceAfter(special) }));
  const bps = taxRateBps(scope.store, scope.usage);
  const taxed = scope.store.showPostTaxPricing && bps !== 0;
  return {
    /** LEAST over the specials holding the item and the list price; equal to it: no discount. */
    effective(id: number, price: number): number {
      let best = price;
      for (const special of specials) {
        if (special.items?.has(id)) best = Math.min(best, special.after(price));
      }
      return best;
    },
    shown: (price: number) => (taxed ? price + roundDiv(price * bps, 10000) : price),
  };
}

/** onSpecial: a discounted item of a browseable special, or a target of a browseable bundle. */
function specialMembers(scope: CatalogScope, columns: StoreColumns): (id: number) => boolean {
  const sets: ReadonlySet<number>[] = [];
  for (const special of scope.specials.browseable) {
    const items = columns.specialItems.get(special.id);
    if (items) sets.push(items);
  }
  for (const id of scope.specials.bundleIds) {
    const targets = columns.specialTargets.get(id);
    if (targets) sets.push(targets);
  }
  return (id) => sets.some((set) => set.has(id));
}

/** `i.column && ARRAY[...]`: some element is one of the values (a NULL element matches nothing). */
const overlaps = (list: readonly string[], values: ReadonlySet<string>) => list.some((value) => values.has(value));
/** `column >= min AND column <= max` over a real column (NaN is NULL and fails), the bounds bound as reals. */
function realRange(min: number | undefined, max: number | undefined): ((value: number) => boolean) | undefined {
  if (min === undefined && max === undefined) return undefined;
  const [lo, hi] = [min === undefined ? -Infinity : Math.fround(min), max === undefined ? Infinity : Math.fround(max)];
  return (value) => value >= lo && value <= hi;
}
const toCents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

/** Text keys ordered as `lower(x) COLLATE "C"`: by code point, as UTF-8 bytes compare. */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let n = 0; n < length; n++) {
    const x = a.charCodeAt(n);
    const y = b.charCodeAt(n);
    if (x === y) continue;
    // UTF-16 puts surrogates (code points above U+FFFF) below U+E000..U+FFFF; code points do not.
    const surrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
    if (surrogate(x) !== surrogate(y)) return surrogate(x) ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

type Compare = (a: Hit, b: Hit) => number;

/** sortKeys of inventory-sort.ts: the same keys in the same directions, ending in the id. */
function comparator(order: SortOption, fifo: boolean): Compare {
  const name: Compare = (a, b) => compareCodePoints(a.row.name_key, b.row.name_key);
  const keys: Compare[] = (() => {
    switch (order) {
      case 'featured':
        return [(a, b) => nullsLast(a.row.featured_rank, b.row.featured_rank), name];
      case 'newest':
        return [(a, b) => b.row.created - a.row.created];
      case 'name':
        return [name];
      case 'name_desc':
        return [(a, b) => -name(a, b)];
      case 'brand':
        return [(a, b) => compareCodePoints(a.row.brand_key, b.row.brand_key), name];
      case 'brand_desc':
        return [(a, b) => compareCodePoints(b.row.brand_key, a.row.brand_key), name];
      case 'price':
        return [(a, b) => a.price - b.price, name];
      case 'price_desc':
        return [(a, b) => b.price - a.price, name];
    }
  })();
  if (fifo) keys.push((a, b) => a.row.received - b.row.received);
  keys.push(order === 'newest' ? (a, b) => b.row.id - a.row.id : (a, b) => a.row.id - b.row.id);
  return (a, b) => {
    for (const key of keys) {
      const result = key(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

function nullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** The first `count` hits in order: a bounded insertion sort for a first page, a full sort past that. */
function firstInOrder(hits: Hit[], count: number, compare: Compare): Hit[] {
  if (count <= 0) return [];
  if (count > 500 || count >= hits.length / 4) return hits.sort(compare).slice(0, count);
  const top: Hit[] = [];
  for (const hit of hits) {
    if (top.length === count && compare(hit, top[count - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(top[mid]!, hit) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, hit);
    if (top.length > count) top.pop();
  }
  return top;
}

/** A search word matches when one of its substring spellings is inside the search text. */
function searchMatcher(search: string | undefined): ((row: ColumnRow) => boolean) | undefined {
  const words = searchSpellings(search);
  if (!words.length) return undefined;
  return (row) => words.every((spellings) => spellings.some((spelling) => row.search.includes(spelling)));
}

type ValueFacet = Exclude<FacetFilter, 'price' | 'thc_potency' | 'cbd_potency' | 'on_special'>;

/** What each value facet counts (VALUE_FACETS of inventory-facets.ts). */
const FACET_VALUES: Record<ValueFacet, (row: ColumnRow) => string | number | null | readonly string[]> = {
  categories: (row) => row.category,
  strain_types: (row) => row.strain_type,
  brands: (row) => row.brand,
  sub_categories: (row) => row.sub_category,
  weights: (row) => row.weight,
  effects: (row) => row.effects,
  terpenes: (row) => row.terpenes,
  flavors: (row) => row.flavors,
  extraction_methods: (row) => row.extraction_method,
  counts: (row) => row.count,
  cbd_thc_ratios: (row) => row.cbd_thc_ratio,
};

/** The filter test of each active facet filter (CatalogConditions.facet). */
function facetTests(filters: CatalogFilters, isOnSpecial: (id: number) => boolean) {
  const tests: Partial<Record<FacetFilter, (hit: Hit) => boolean>> = {};
  const inList = (values: readonly (string | number)[] | undefined, of: (row: ColumnRow) => string | number | null) => {
    if (!values?.length) return undefined;
    const set = new Set<string | number | null>(values);
    return (hit: Hit) => {
      const value = of(hit.row);
      return value !== null && set.has(value);
    };
  };
  const arrays = (values: readonly string[] | undefined, of: (row: ColumnRow) => readonly string[]) => {
    if (!values?.length) return undefined;
    const set = new Set(values);
    return (hit: Hit) => overlaps(of(hit.row), set);
  };
  const category = filters.categories;
  if (category) tests.categories = (hit) => hit.row.category === category;
  tests.strain_types = inList(filters.strain_types, (row) => row.strain_type);
  tests.brands = inList(filters.brands, (row) => row.brand);
  tests.sub_categories = inList(filters.sub_categories, (row) => row.sub_category);
  tests.weights = inList(filters.weights, (row) => row.weight);
  tests.effects = arrays(filters.effects, (row) => row.effects);
  tests.terpenes = arrays(filters.terpenes, (row) => row.terpenes);
  tests.flavors = arrays(filters.flavor, (row) => row.flavors);
  tests.extraction_methods = inList(filters.extraction_method, (row) => row.extraction_method);
  tests.counts = inList(filters.count, (row) => row.count);
  tests.cbd_thc_ratios = inList(filters.cbd_thc_ratio, (row) => row.cbd_thc_ratio);
  const [low, high] = [toCents(filters.price_min), toCents(filters.price_max)];
  if (low !== undefined || high !== undefined) {
    tests.price = (hit) => (low === undefined || hit.shown >= low) && (high === undefined || hit.shown <= high);
  }
  const thc = realRange(filters.thc_potency_min, filters.thc_potency_max);
  if (thc) tests.thc_potency = (hit) => thc(hit.row.thc);
  const cbd = realRange(filters.cbd_potency_min, filters.cbd_potency_max);
  if (cbd) tests.cbd_potency = (hit) => cbd(hit.row.cbd);
  if (filters.on_special) tests.on_special = (hit) => isOnSpecial(hit.row.id);
  for (const key of FACET_FILTERS) if (tests[key] === undefined) delete tests[key];
  return tests;
}

/**
 * The filters every facet shares (CatalogConditions.base): offeredAt (store, usage, hidden, stock,
 * open menu), search, tags, usable potencies and special_id.
 */
function baseTest(scope: CatalogScope, request: MemoryRequest): ((row: ColumnRow) => boolean) | undefined {
  if (!menuOpen(scope)) return undefined;
  const { filters } = request;
  const medical = scope.usage === 'medical';
  const usage = scope.usage;
  const sellableOnly = filters.sellableOnly;
  const search = request.searchIds ? undefined : searchMatcher(filters.search);
  const searchIds = request.searchIds;
  const tags = filters.tags?.length ? new Set(filters.tags) : undefined;
  const usable: [keyof ColumnRow, number][] = [];
  for (const [column, min] of [['thc', filters.usable_thc], ['cbd', filters.usable_cbd], ['cbn', filters.usable_cbn], ['cbg', filters.usable_cbg]] as const) {
    if (min !== undefined) usable.push([column, Math.fround(min)]);
  }
  const specialIds = filters.special_id !== undefined ? (request.specialIds ?? new Set<number>()) : undefined;
  return (row) => {
    if ((medical ? row.med_price : row.rec_price) === null) return false;
    if (row.hidden === null || row.hidden.includes(usage)) return false;
    if (sellableOnly && (medical ? row.med_qty : row.rec_qty) <= 0) return false;
    if (searchIds ? !searchIds.has(row.id) : search && !search(row)) return false;
    if (tags && !overlaps(row.tags, tags)) return false;
    for (const [column, min] of usable) if (!((row[column] as number) >= min)) return false;
    if (specialIds && !specialIds.has(row.id)) return false;
    return true;
  };
}

/**
 * The page's ids in order, the total and (when asked) the facets of listProducts, from the columns:
 * what queryProductPage and queryFacets answer in SQL.
 */
export function answerFromColumns(columns: StoreColumns, scope: CatalogScope, request: MemoryRequest): MemoryAnswer {
  const passesBase = baseTest(scope, request);
  const isOnSpecial = specialMembers(scope, columns);
  const tests = facetTests(request.filters, isOnSpecial);
  const active = FACET_FILTERS.filter((facet) => tests[facet]);
  const activeTests = active.map((facet) => tests[facet]!);
  const prices = pricing(scope, columns);
  const medical = scope.usage === 'medical';
  const base: Hit[] = [];
  if (passesBase) {
    for (const row of columns.rows) {
      if (!passesBase(row)) continue;
      const price = prices.effective(row.id, (medical ? row.med_price : row.rec_price)!);
      const hit: Hit = { row, price, shown: prices.shown(price), fails: 0 };
      for (let n = 0; n < activeTests.length; n++) if (!activeTests[n]!(hit)) hit.fails |= 1 << n;
      base.push(hit);
    }
  }
  const hits = base.filter((hit) => hit.fails === 0);
  const total = hits.length;
  const page = firstInOrder(hits, request.offset + request.limit, comparator(request.order, request.fifo)).slice(request.offset);
  const ids = page.map((hit) => hit.row.id);
  if (!request.facets) return { ids, total };
  return { ids, total, facets: toFacets(facetRows(base, active, isOnSpecial), request.filters) };
}

/** The rows queryFacets' statement answers: per facet, over the base rows passing every other active filter. */
function facetRows(base: Hit[], active: FacetFilter[], isOnSpecial: (id: number) => boolean): FacetRow[] {
  const bitOf = new Map(active.map((facet, n) => [facet, 1 << n]));
  /** The rows a facet counts: passing every active filter but its own. */
  const rowsOf = (facet: FacetFilter | null) => {
    const own = (facet && bitOf.get(facet)) ?? 0;
    return base.filter((hit) => (hit.fails & ~own) === 0);
  };
  const hits = rowsOf(null);
  const over = (facet: FacetFilter) => (bitOf.has(facet) ? rowsOf(facet) : hits);
  const rows: FacetRow[] = [];
  const scalar = (facet: string, n: number, lo: number | null = null, hi: number | null = null) => rows.push({ facet, value: null, n, lo, hi });
  scalar('has_featured', hits.filter((hit) => hit.row.featured_rank !== null).length);
  for (const facet of FACET_FILTERS) {
    const from = over(facet);
    if (facet === 'on_special') {
      scalar(facet, from.filter((hit) => isOnSpecial(hit.row.id)).length);
    } else if (facet === 'price' || facet === 'thc_potency' || facet === 'cbd_potency') {
      // count(x), min(x)::numeric::float8, max(...): a real becomes numeric at 6 significant digits.
      const value = facet === 'price' ? (hit: Hit) => hit.shown : facet === 'thc_potency' ? (hit: Hit) => hit.row.thc : (hit: Hit) => hit.row.cbd;
      let [n, lo, hi] = [0, Infinity, -Infinity];
      for (const hit of from) {
        const x = value(hit);
        if (Number.isNaN(x)) continue;
        n += 1;
        if (x < lo) lo = x;
        if (x > hi) hi = x;
      }
      const numeric = facet === 'price' ? (x: number) => x : (x: number) => Number(x.toPrecision(6));
      scalar(facet, n, n ? numeric(lo) : null, n ? numeric(hi) : null);
    } else {
      const of = FACET_VALUES[facet];
      const counts = new Map<string, number>();
      const add = (value: string | number | null) => {
        if (value === null) return;
        const key = String(value);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      };
      for (const hit of from) {
        const value = of(hit.row);
        if (Array.isArray(value)) for (const element of value as readonly (string | null)[]) add(element);
        else add(value as string | number | null);
      }
      for (const [value, n] of counts) rows.push({ facet, value, n, lo: null, hi: null });
    }
  }
  return rows;
}
