import { sql, type SQL } from 'drizzle-orm';
import type { InventoryQuery } from '@/api/inventory';
import { allowsTypos, searchTerms } from '@/domain/search-terms';
import { menuOpen, offeredAt, onSpecial, shownPrice, type CatalogScope } from './catalog-scope';
import { containsPattern, paramList, textArray } from './sql-helpers';

/** Filters that have a facet: each facet is counted with every filter but its own (disjunctive faceting). */
export const FACET_FILTERS = [
  'categories',
  'strain_types',
  'brands',
  'sub_categories',
  'weights',
  'effects',
  'terpenes',
  'flavors',
  'extraction_methods',
  'counts',
  'cbd_thc_ratios',
  'price',
  'thc_potency',
  'cbd_potency',
  'on_special',
] as const;
export type FacetFilter = (typeof FACET_FILTERS)[number];

/** The filters of a catalog request, already validated (count values are whole numbers). */
export type CatalogFilters = Partial<Omit<InventoryQuery, 'count'>> & { count?: number[]; sellableOnly: boolean };

export interface CatalogConditions {
  /** Conditions every facet shares: store, usage, stock, search, tags, usable potency, special. */
  base: SQL[];
  /** The condition of each active facet filter. */
  facet: Partial<Record<FacetFilter, SQL>>;
}

/**
 * The text a search looks in (name, brand, strain, sub-category, category and strain type, lowercase) of
 * item `alias`: the expression of the trigram index of migration 0016, so the planner can use it.
 */
const searchText = (alias: string) =>
  sql.raw(`inventory_search_text(${alias}.name, ${alias}.brand, ${alias}.strain, ${alias}.sub_category, ${alias}.category, ${alias}.strain_type)`);

/**
 * One word of a search (part 1 §5), given as its spellings (src/domain/search-terms.ts): the item
 * matches when a spelling is inside its search text. With `typos`, a spelling may instead match a word
 * of the text it resembles: `<<%` is strict_word_similarity at or above
 * pg_trgm.strict_word_similarity_threshold (0.5 by default on PGlite and PostgreSQL alike; 'pinapple'
 * ~ 'pineapple' 0.58, 'cart' ~ 'caramel' 0.3), served by the trigram index like the LIKEs beside it.
 */
function wordMatches(spellings: string[], typos: boolean): SQL {
  const text = searchText('i');
  const inside = shortestSpellings(spellings);
  const similar = typos ? spellings.filter(allowsTypos) : [];
  // Without typos one LIKE ANY computes the text once per row; with them, separate ORs let the index serve each arm.
  if (!similar.length) return sql`${text} LIKE ANY (${textArray(inside.map(containsPattern))})`;
  const arms = [
    ...inside.map((spelling) => sql`${text} LIKE ${containsPattern(spelling)}`),
    ...similar.map((spelling) => sql`${spelling} <<% ${text}`),
  ];
  return sql`(${sql.join(arms, sql` OR `)})`;
}

/**
 * The spellings a substring match needs: one with another spelling inside it ('buds' holds 'bud') finds
 * nothing that one does not, yet costs the trigram index a search of its own (at 20,000 products per
 * store, 'buds' beside 'bud' doubled the index's work on a searched page). Repeats are dropped too.
 */
function shortestSpellings(spellings: string[]): string[] {
  return spellings.filter((spelling, n) =>
    !spellings.some((other, m) => m !== n && spelling.includes(other) && (other.length < spelling.length || m < n)),
  );
}

/** Each word of a search as the spellings a substring match needs (memory-catalog.ts matches them as wordMatches does). */
export function searchSpellings(text: string | undefined): string[][] {
  return searchTerms(text).map(shortestSpellings);
}

/** Every word must match (part 1 §5), in the name, brand, strain, sub-category, category or strain type. */
export function searchConditions(text: string | undefined, typos: boolean): SQL[] {
  return searchTerms(text).map((spellings) => wordMatches(spellings, typos));
}

function range(column: SQL, min: number | undefined, max: number | undefined): SQL | undefined {
  const parts: SQL[] = [];
  if (min !== undefined) parts.push(sql`${column} >= ${min}`);
  if (max !== undefined) parts.push(sql`${column} <= ${max}`);
  return parts.length ? sql.join(parts, sql` AND `) : undefined;
}

const inList = (column: string, values: readonly unknown[] | undefined) =>
  values?.length ? sql`${sql.raw(column)} IN (${paramList(values)})` : undefined;
const overlaps = (column: string, values: readonly string[] | undefined) =>
  values?.length ? sql`${sql.raw(column)} && ${textArray(values)}` : undefined;
const toCents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

/**
 * Translates the filters of part 1 §3 into SQL over inventory_items `i` (and its best discount `b`).
 * `typos`: search words may also match words they resemble (see listProducts for when).
 */
export function catalogConditions(filters: CatalogFilters, scope: CatalogScope, options: { typos?: boolean } = {}): CatalogConditions {
  const base = [
    ...offeredAt(scope.store.id, scope.usage, filters.sellableOnly, menuOpen(scope)),
    ...searchConditions(filters.search, options.typos ?? false),
  ];
  const tags = overlaps('i.tags', filters.tags);
  if (tags) base.push(tags);
  const usable: [string, number | undefined][] = [
    ['i.thc', filters.usable_thc],
    ['i.cbd', filters.usable_cbd],
    ['i.cbn', filters.usable_cbn],
    ['i.cbg', filters.usable_cbg],
  ];
  for (const [column, min] of usable) if (min !== undefined) base.push(sql`${sql.raw(column)} >= ${min}`);
  if (filters.special_id !== undefined) {
    base.push(sql`i.id IN (SELECT inventory_id FROM special_items WHERE special_id = ${filters.special_id}
      UNION ALL SELECT inventory_id FROM special_targets WHERE special_id = ${filters.special_id})`);
  }

  const facet: CatalogConditions['facet'] = {
    categories: filters.categories ? sql`i.category = ${filters.categories}` : undefined,
    strain_types: inList('i.strain_type', filters.strain_types),
    brands: inList('i.brand', filters.brands),
    sub_categories: inList('i.sub_category', filters.sub_categories),
    weights: inList('i.weight', filters.weights),
    effects: overlaps('i.effects', filters.effects),
    terpenes: overlaps('i.terpenes', filters.terpenes),
    flavors: overlaps('i.flavors', filters.flavor),
    extraction_methods: inList('i.extraction_method', filters.extraction_method),
    counts: inList('i.count', filters.count),
    cbd_thc_ratios: inList('i.cbd_thc_ratio', filters.cbd_thc_ratio),
    price: range(shownPrice(scope), toCents(filters.price_min), toCents(filters.price_max)),
    thc_potency: range(sql`i.thc`, filters.thc_potency_min, filters.thc_potency_max),
    cbd_potency: range(sql`i.cbd`, filters.cbd_potency_min, filters.cbd_potency_max),
    on_special: filters.on_special ? onSpecial(scope) : undefined,
  };
  for (const key of FACET_FILTERS) if (facet[key] === undefined) delete facet[key];
  return { base, facet };
}

/**
 * The conditions of every active filter except `except` (none: the product page itself), split for
 * catalogSource: `inner` ones filter the table (and use its indexes), `outer` ones use the price paid.
 */
export function conditionsExcept(conditions: CatalogConditions, except?: FacetFilter): { inner: SQL[]; outer: SQL[] } {
  const active = FACET_FILTERS.filter((key) => key !== except && conditions.facet[key]);
  return {
    inner: [...conditions.base, ...active.filter((key) => key !== 'price').map((key) => conditions.facet[key]!)],
    outer: active.includes('price') ? [conditions.facet.price!] : [],
  };
}
