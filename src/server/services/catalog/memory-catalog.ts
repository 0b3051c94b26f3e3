import type { Facets } from '@/api/inventory';
import type { ProductSpecial, Special } from '@/api/special';
import type { SortOption } from '@/domain/sort';
import { menuOpen, taxRateBps, type CatalogScope } from './catalog-scope';
import { toFacets, type FacetRow } from './inventory-facets';
import { FACET_FILTERS, searchSpellings, type CatalogFilters, type FacetFilter } from './inventory-filters';
import type { ProductRow } from './product-row';
import { compact } from './product-specials';
import { LISTS, type CodedColumn, type Columns, type ListColumn, type StoreColumns } from './store-columns';

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

/** `100 - percent` as node-pg and PGlite bind it (its decimal text), for exact numeric rounding. */
function decimalOf(value: number): { units: bigint; scale: bigint } | number {
  if (Number.isInteger(value)) return value;
  const text = String(value);
  const match = /^(\d+)\.(\d+)$/.exec(text);
  // An exponent ('1e-7'): no percentage is written so; rounding in binary is then close enough.
  if (!match) return value;
  return { units: BigInt(match[1]! + match[2]!), scale: 10n ** BigInt(match[2]!.length) };
}

/** round(x / d), half away from zero, as numeric round() does. */
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
        return Number(sign * ((2n * num * sign + den) / (2n * den)));
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

/** The browseable specials that lower an item's own price (priceSpecials of catalog-scope.ts), oldest first. */
function priceSpecials(scope: CatalogScope, store: StoreColumns) {
  const ids = new Set(scope.specials.priceSpecialIds);
  return scope.specials.browseable
    .filter((special) => ids.has(special.id))
    .sort((a, b) => a.id - b.id)
    .map((special) => ({ id: special.id, items: store.specialItems.get(special.id), after: priceAfter(special) }));
}

/** Prices of every row under the scope's running specials and tax, and which rows are on special. */
interface Prices {
  /** effectivePrice: the price paid before tax (NaN: not offered). */
  effective: Float64Array;
  /** shownPrice: what price filters and the price facet compare. */
  shown: Float64Array;
  /** onSpecial: a discounted item of a browseable special or a target of a browseable bundle. */
  onSpecial: Uint8Array;
}

/**
 * discountSql, effectivePrice, shownPrice and onSpecial of catalog-scope.ts for every row, kept until
 * the columns or the terms change: the running specials change only at a catalog change (which
 * refreshes the columns) or at a special's start or end (other terms, another key).
 */
function pricesOf(store: StoreColumns, scope: CatalogScope): Prices {
  const bps = taxRateBps(scope.store, scope.usage);
  const taxed = scope.store.showPostTaxPricing && bps !== 0;
  const specials = priceSpecials(scope, store);
  const key = JSON.stringify([
    'prices',
    scope.usage,
    taxed ? bps : 0,
    specials.map((special) => special.id),
    scope.specials.browseable.map((special) => [special.id, special.discount_type, special.discount_percent, special.discount_dollar_cents]),
    scope.specials.bundleIds,
  ]);
  const kept = store.derived.get(key) as Prices | undefined;
  if (kept) return kept;
  const { columns } = store;
  const list = scope.usage === 'medical' ? columns.medPrice : columns.recPrice;
  const effective = Float64Array.from(list);
  for (const special of specials) {
    for (const id of special.items ?? []) {
      const n = columns.rowOf.get(id);
      if (n === undefined || Number.isNaN(list[n]!)) continue;
      effective[n] = Math.min(effective[n]!, special.after(list[n]!));
    }
  }
  const shown = taxed ? effective.map((price) => price + roundDiv(price * bps, 10000)) : effective;
  const onSpecial = new Uint8Array(columns.length);
  const mark = (ids: Set<number> | undefined) => {
    for (const id of ids ?? []) {
      const n = columns.rowOf.get(id);
      if (n !== undefined) onSpecial[n] = 1;
    }
  };
  for (const special of scope.specials.browseable) mark(store.specialItems.get(special.id));
  for (const id of scope.specials.bundleIds) mark(store.specialTargets.get(id));
  const prices = { effective, shown, onSpecial };
  if (store.derived.size > 16) store.derived.clear();
  store.derived.set(key, prices);
  return prices;
}

/**
 * The discounted price and the special giving it (the older on a tie) of rows read whole, from their
 * own list price: what catalogSource's `discounted` and appliedSpecialId answer in SQL.
 */
export function applySpecials(store: StoreColumns, scope: CatalogScope, rows: ProductRow[]): void {
  const specials = priceSpecials(scope, store);
  for (const row of rows) {
    const price = scope.usage === 'medical' ? row.med_price_cents : row.rec_price_cents;
    row.discounted = null;
    row.discount_special_id = null;
    if (price === null) continue;
    let best = price;
    for (const special of specials) if (special.items?.has(row.id)) best = Math.min(best, special.after(price));
    if (best === price) continue;
    row.discounted = best;
    row.discount_special_id = specials.find((special) => special.items?.has(row.id) && special.after(price) === best)?.id ?? null;
  }
}

/**
 * The browseable specials of each given product, by special id: what loadProductSpecials reads in SQL
 * (discounted items of a browseable special, targets of a browseable bundle), from the memberships
 * kept with the columns.
 */
export function productSpecialsOf(store: StoreColumns, scope: CatalogScope, ids: number[]): Map<number, ProductSpecial[]> {
  const result = new Map<number, ProductSpecial[]>();
  const bundles = new Set(scope.specials.bundleIds);
  const specials = [...scope.specials.browseable].sort((a, b) => a.id - b.id);
  for (const id of ids) {
    const list = specials.filter((special) => store.specialItems.get(special.id)?.has(id) || (bundles.has(special.id) && store.specialTargets.get(special.id)?.has(id)));
    if (list.length) result.set(id, list.map(compact));
  }
  return result;
}

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

type Compare = (a: number, b: number) => number;

/** sortKeys of inventory-sort.ts over row numbers: the same keys in the same directions, ending in the id. */
function comparator(columns: Columns, prices: Prices, order: SortOption, fifo: boolean): Compare {
  const { nameKey, brandKey, featured, created, received, id } = columns;
  const price = prices.effective;
  const name: Compare = (a, b) => compareCodePoints(nameKey[a]!, nameKey[b]!);
  const keys: Compare[] = (() => {
    switch (order) {
      case 'featured':
        return [(a, b) => nanLast(featured[a]!, featured[b]!), name];
      case 'newest':
        return [(a, b) => created[b]! - created[a]!];
      case 'name':
        return [name];
      case 'name_desc':
        return [(a, b) => name(b, a)];
      case 'brand':
        return [(a, b) => compareCodePoints(brandKey[a]!, brandKey[b]!), name];
      case 'brand_desc':
        return [(a, b) => compareCodePoints(brandKey[b]!, brandKey[a]!), name];
      case 'price':
        return [(a, b) => price[a]! - price[b]!, name];
      case 'price_desc':
        return [(a, b) => price[b]! - price[a]!, name];
    }
  })();
  if (fifo) keys.push((a, b) => received[a]! - received[b]!);
  keys.push(order === 'newest' ? (a, b) => id[b]! - id[a]! : (a, b) => id[a]! - id[b]!);
  return (a, b) => {
    for (const key of keys) {
      const result = key(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/** ASC NULLS LAST, NULL being NaN. */
function nanLast(a: number, b: number): number {
  const [x, y] = [Number.isNaN(a), Number.isNaN(b)];
  if (x || y) return x === y ? 0 : x ? 1 : -1;
  return a - b;
}

/** The first `count` rows in order: a bounded insertion sort for a first page, a full sort past that. */
function firstInOrder(rows: number[], count: number, compare: Compare): number[] {
  if (count <= 0) return [];
  if (count > 500 || count >= rows.length / 4) return rows.sort(compare).slice(0, count);
  const top: number[] = [];
  for (const row of rows) {
    if (top.length === count && compare(row, top[count - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(top[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, row);
    if (top.length > count) top.pop();
  }
  return top;
}

type RowTest = (n: number) => boolean;

/** Every row's search text in one string, NUL between rows (text never holds one), and where each starts. */
interface SearchText {
  text: string;
  starts: Int32Array;
}

function searchTextOf(store: StoreColumns): SearchText {
  const kept = store.derived.get('search') as SearchText | undefined;
  if (kept) return kept;
  const { search, length } = store.columns;
  const starts = new Int32Array(length + 1);
  for (let n = 0, at = 0; n <= length; n++) {
    starts[n] = at;
    at += (search[n]?.length ?? 0) + 1;
  }
  const text = { text: search.slice(0, length).join('\u0000'), starts };
  store.derived.set('search', text);
  return text;
}

/**
 * Per row, how many words of the search it matches (wordMatches without look-alikes: a spelling
 * inside the row's search text, as LIKE '%spelling%'). One indexOf over the store's joined text per
 * spelling finds its rows, instead of a test per row.
 */
function searchMatches(store: StoreColumns, words: string[][]): Uint8Array {
  const { text, starts } = searchTextOf(store);
  const length = store.columns.length;
  const matched = new Uint8Array(length);
  const word = new Uint8Array(length);
  for (const spellings of words) {
    word.fill(0);
    for (const spelling of spellings) {
      if (!spelling || spelling.includes('\u0000')) {
        // Never so (searchTerms drops empty words; text holds no NUL): compared row by row all the same.
        store.columns.search.forEach((value, n) => {
          if (n < length && value.includes(spelling)) word[n] = 1;
        });
        continue;
      }
      let from = 0;
      for (;;) {
        const at = text.indexOf(spelling, from);
        if (at < 0) break;
        // The row holding position `at`: the last start at or before it.
        let [lo, hi] = [0, length - 1];
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        word[lo] = 1;
        from = starts[lo + 1]!;
      }
    }
    for (let n = 0; n < length; n++) matched[n]! += word[n]!;
  }
  return matched;
}

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

