import { sql, type SQL } from 'drizzle-orm';
import type { Facets } from '@/api/inventory';
import { CATEGORIES, STRAIN_TYPES } from '@/domain/categories';
import { compareWeights } from '@/domain/sort';
import type { Database } from '@/server/db/client';
import { catalogSource, onSpecial, shownPrice, type CatalogScope } from './catalog-scope';
import { FACET_FILTERS, type CatalogConditions, type CatalogFilters, type FacetFilter } from './inventory-filters';
import { orderByKey } from './inventory-sort';
import type { PageRequest } from './product-page';
import { allOf, queryRows } from './sql-helpers';

type ValueFacet = Exclude<FacetFilter, 'price' | 'thc_potency' | 'cbd_potency' | 'on_special'>;

/** The column each value facet counts; array columns count each element. */
const VALUE_FACETS: Record<ValueFacet, { column: string; array?: boolean }> = {
  categories: { column: 'category' },
  strain_types: { column: 'strain_type' },
  brands: { column: 'brand' },
  sub_categories: { column: 'sub_category' },
  weights: { column: 'weight' },
  effects: { column: 'effects', array: true },
  terpenes: { column: 'terpenes', array: true },
  flavors: { column: 'flavors', array: true },
  extraction_methods: { column: 'extraction_method' },
  counts: { column: 'count' },
  cbd_thc_ratios: { column: 'cbd_thc_ratio' },
};
const RANGE_FACETS = { price: 'price', thc_potency: 'thc', cbd_potency: 'cbd' } as const;

export interface FacetRow {
  facet: string;
  value: string | null;
  n: number | null;
  lo: number | null;
  hi: number | null;
}

/** The select list a facet reads from the rows of a catalogSource (as `i`). */
function facetColumn(facet: FacetFilter, scope: CatalogScope): SQL {
  if (facet === 'price') return sql`${shownPrice(scope)} AS price`;
  if (facet === 'on_special') return sql`${onSpecial(scope)} AS special`;
  if (facet === 'thc_potency' || facet === 'cbd_potency') return sql.raw(`i.${RANGE_FACETS[facet]}`);
  const { column } = VALUE_FACETS[facet];
  return sql.raw(column === 'count' ? 'i.count::text AS count' : `i.${column}`);
}

/** One facet's rows (facet, value, n, lo, hi) aggregated over `from`, rows aliased `r`. */
function facetAggregate(facet: FacetFilter | 'has_featured', from: SQL): SQL {
  if (facet === 'has_featured') {
    return sql`SELECT 'has_featured'::text AS facet, NULL::text AS value, count(*) FILTER (WHERE r.featured_rank IS NOT NULL)::int AS n,
      NULL::float8 AS lo, NULL::float8 AS hi FROM ${from}`;
  }
  if (facet === 'on_special') {
    return sql`SELECT 'on_special'::text, NULL::text, count(*) FILTER (WHERE r.special)::int, NULL::float8, NULL::float8 FROM ${from}`;
  }
  if (facet in RANGE_FACETS) {
    const column = sql.raw(`r.${RANGE_FACETS[facet as keyof typeof RANGE_FACETS]}`);
    return sql`SELECT ${facet}::text, NULL::text, count(${column})::int, min(${column})::numeric::float8, max(${column})::numeric::float8 FROM ${from}`;
  }
  const { column, array } = VALUE_FACETS[facet as ValueFacet];
  const value = array ? sql.raw('v') : sql.raw(`r.${column}`);
  const source = array ? sql`${from} CROSS JOIN LATERAL unnest(${sql.raw(`r.${column}`)}) AS v` : from;
  return sql`SELECT ${facet}::text AS facet, ${value}::text AS value, count(*)::int AS n, NULL::float8 AS lo, NULL::float8 AS hi
    FROM ${source} WHERE ${value} IS NOT NULL GROUP BY ${value}`;
}

/** A facet answer with the product page of the same rows: the page's ids in order and the result's size. */
export interface FacetsAndPage {
  facets: Facets;
  ids: number[];
  total: number;
}

/** The flag column of `base` telling whether a row passes the active facet filter `facet`. */
const passes = (facet: FacetFilter) => sql.raw(`f_${facet}`);

/**
 * Facets of the current result (part 1 §3 filters): every facet is counted over the rows that pass every
 * filter except its own, so choosing one brand still lists the other brands with their counts.
 * One statement and one read of the table: the rows passing the filters every facet shares (`base`:
 * store, usage, stock, search, tags, ...) are materialized once with each facet's column and, per active
 * facet filter, whether the row passes it; `hits` are the rows passing all of them, from which every
 * facet whose filter is not in use is grouped; each facet whose filter is in use (usually one to three)
 * is grouped from the base rows passing the other filters. Reading the store once instead of once per
 * active filter halves a typical facet request (a category, strain types and a price cap) at 20,000
 * products per store. The same statement sorts the hits by the page's keys and answers the page's ids
 * and the total, so a facet request does not read the rows a second time for its page.
 */
export async function queryFacets(
  db: Database,
  scope: CatalogScope,
  conditions: CatalogConditions,
  filters: CatalogFilters,
  page: PageRequest,
): Promise<FacetsAndPage> {
  const active = FACET_FILTERS.filter((facet) => conditions.facet[facet]);
  const columns = [
    ...FACET_FILTERS.map((facet) => facetColumn(facet, scope)),
    sql`i.featured_rank`,
    sql`i.id`,
    ...page.keys.map((key, n) => sql`${key.expr} AS ${sql.raw(`k${n}`)}`),
    // NULL (a row without the column's value) fails the filter, as it does in a WHERE.
    ...active.map((facet) => sql`COALESCE(${conditions.facet[facet]!}, FALSE) AS ${passes(facet)}`),
  ];
  const passing = (facets: readonly FacetFilter[]) => allOf(facets.map(passes));
  const base = sql`base AS MATERIALIZED (SELECT ${sql.join(columns, sql`, `)} ${catalogSource(scope, conditions.base)})`;
  const hits = sql`hits AS MATERIALIZED (SELECT * FROM base WHERE ${passing(active)})`;
  const parts: SQL[] = [facetAggregate('has_featured', sql`hits r`)];
  for (const facet of FACET_FILTERS) {
    const others = active.filter((other) => other !== facet);
    parts.push(facetAggregate(facet, conditions.facet[facet] ? sql`(SELECT * FROM base WHERE ${passing(others)}) r` : sql`hits r`));
  }
  const order = sql.join(page.keys.map((key, n) => orderByKey(sql.raw(`k${n}`), key)), sql`, `);
  parts.push(sql`SELECT 'total'::text, NULL::text, count(*)::int, NULL::float8, NULL::float8 FROM hits`);
  parts.push(sql`(SELECT 'page'::text, id::text, (row_number() OVER (ORDER BY ${order}))::int, NULL::float8, NULL::float8
    FROM hits ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset})`);
  const rows = await queryRows<FacetRow>(db, sql`WITH ${base}, ${hits} ${sql.join(parts, sql` UNION ALL `)}`);
  const ids = rows
    .filter((row) => row.facet === 'page')
    .sort((a, b) => a.n! - b.n!)
    .map((row) => Number(row.value));
  return { facets: toFacets(rows, filters), ids, total: rows.find((row) => row.facet === 'total')?.n ?? 0 };
}

export function toFacets(rows: FacetRow[], filters: CatalogFilters): Facets {
  const values = (facet: ValueFacet) =>
    rows.filter((row) => row.facet === facet && row.value !== null).map((row) => ({ value: row.value!, count: row.n ?? 0 }));
  const scalar = (facet: string) => rows.find((row) => row.facet === facet);
  const range = (facet: keyof typeof RANGE_FACETS, toUnit = (n: number) => n, toUnitMax = toUnit) => {
    const row = scalar(facet);
    if (!row?.n || row.lo === null || row.hi === null) return null;
    return { min: toUnit(row.lo), max: toUnitMax(row.hi) };
  };
  const selected: Record<ValueFacet, readonly (string | number)[] | undefined> = {
    categories: filters.categories ? [filters.categories] : undefined,
    strain_types: filters.strain_types,
    brands: filters.brands,
    sub_categories: filters.sub_categories,
    weights: filters.weights,
    effects: filters.effects,
    terpenes: filters.terpenes,
    flavors: filters.flavor,
    extraction_methods: filters.extraction_method,
    counts: filters.count,
    cbd_thc_ratios: filters.cbd_thc_ratio,
  };
  const facet = (key: ValueFacet) => sortFacet(key, withSelected(values(key), selected[key]));
  return {
    categories: facet('categories'),
    strain_types: facet('strain_types'),
    brands: facet('brands'),
    sub_categories: facet('sub_categories'),
    weights: facet('weights'),
    effects: facet('effects'),
    terpenes: facet('terpenes'),
    flavors: facet('flavors'),
    extraction_methods: facet('extraction_methods'),
    counts: facet('counts'),
    cbd_thc_ratios: facet('cbd_thc_ratios'),
    // Whole dollars, widened outwards so the slider covers every price.
    price: range('price', (cents) => Math.floor(cents / 100), (cents) => Math.ceil(cents / 100)),
    thc_potency: range('thc_potency'),
    cbd_potency: range('cbd_potency'),
    has_featured: (scalar('has_featured')?.n ?? 0) > 0,
    on_special: scalar('on_special')?.n ?? 0,
  };
}

/** A chosen value stays listed (with its count, possibly 0) so its checkbox does not vanish. */
function withSelected(list: { value: string; count: number }[], chosen: readonly (string | number)[] | undefined) {
  for (const value of chosen ?? []) {
    if (!list.some((item) => item.value === String(value))) list.push({ value: String(value), count: 0 });
  }
  return list;
}

const textOrder = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** Categories and strain types in menu order, counts numerically, weights by mass, everything else alphabetically. */
function sortFacet(key: ValueFacet, list: { value: string; count: number }[]) {
  const rank = (order: readonly string[]) => (value: string) => {
    const index = order.indexOf(value);
    return index < 0 ? order.length : index;
  };
  if (key === 'categories' || key === 'strain_types') {
    const of = rank(key === 'categories' ? CATEGORIES : STRAIN_TYPES);
    return list.sort((a, b) => of(a.value) - of(b.value) || textOrder(a.value, b.value));
  }
  if (key === 'counts') return list.sort((a, b) => Number(a.value) - Number(b.value));
  if (key === 'weights') return list.sort((a, b) => compareWeights(a.value, b.value));
  return list.sort((a, b) => textOrder(a.value, b.value));
}
