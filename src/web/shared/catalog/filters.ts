import * as z from 'zod/mini';
import type { catalogPaths } from '@/api/catalog-paths';
import type { Facets, InventoryQuery } from '@/api/inventory';
import type { Category } from '@/domain/categories';
import { sanitizeSearch } from '@/domain/search';
import { SORT_OPTIONS, type SortOption } from '@/domain/sort';
import type { CallQuery } from '@/web/data/call';

/**
 * Every filter of a product list lives in the URL (part 1 §3 "Filters"), under the API's own names,
 * so a list can be shared and Back works. Multi-valued filters are comma-separated, as the API reads
 * them. Bad values are dropped rather than breaking the page.
 */
const text = z.catch(z.optional(z.coerce.string()), undefined);
const num = z.catch(z.optional(z.coerce.number().check(z.refine(Number.isFinite))), undefined);

/** Checkbox facets: URL/API parameter, the facet that lists its values, and its heading. */
export const LIST_FILTERS = [
  { param: 'strain_types', facet: 'strain_types', label: 'Strain Type' },
  { param: 'brands', facet: 'brands', label: 'Brand' },
  { param: 'sub_categories', facet: 'sub_categories', label: 'Type' },
  { param: 'weights', facet: 'weights', label: 'Weight' },
  { param: 'effects', facet: 'effects', label: 'Effects' },
  { param: 'terpenes', facet: 'terpenes', label: 'Terpenes' },
  { param: 'flavor', facet: 'flavors', label: 'Flavor' },
  { param: 'extraction_method', facet: 'extraction_methods', label: 'Extraction Method' },
  { param: 'count', facet: 'counts', label: 'Count', onlyFor: 'edibles' },
  { param: 'cbd_thc_ratio', facet: 'cbd_thc_ratios', label: 'CBD:THC Ratio' },
] as const satisfies readonly { param: keyof InventoryQuery; facet: keyof Facets; label: string; onlyFor?: Category }[];
export type ListParam = (typeof LIST_FILTERS)[number]['param'];

/** Range filters: the two URL/API parameters and the facet giving the bounds. */
export const RANGE_FILTERS = [
  { key: 'price', min: 'price_min', max: 'price_max', facet: 'price', label: 'Price' },
  { key: 'thc_potency', min: 'thc_potency_min', max: 'thc_potency_max', facet: 'thc_potency', label: 'THC' },
  { key: 'cbd_potency', min: 'cbd_potency_min', max: 'cbd_potency_max', facet: 'cbd_potency', label: 'CBD' },
] as const satisfies readonly { key: string; min: keyof InventoryQuery; max: keyof InventoryQuery; facet: keyof Facets; label: string }[];
export type RangeFilter = (typeof RANGE_FILTERS)[number];
export type RangeKey = RangeFilter['key'];

export const catalogSearchSchema = z.object({
  search: text,
  order_by: z.catch(z.optional(z.enum(SORT_OPTIONS)), undefined),
  on_special: z.catch(z.optional(z.boolean()), undefined),
  strain_types: text,
  brands: text,
  sub_categories: text,
  weights: text,
  effects: text,
  terpenes: text,
  flavor: text,
  extraction_method: text,
  count: text,
  cbd_thc_ratio: text,
  price_min: num,
  price_max: num,
  thc_potency_min: num,
  thc_potency_max: num,
  cbd_potency_min: num,
  cbd_potency_max: num,
});
export type CatalogSearch = z.output<typeof catalogSearchSchema>;

/** The values of a multi-valued filter. */
export function listValues(search: CatalogSearch, param: ListParam): string[] {
  return (search[param] ?? '').split(',').map((value) => value.trim()).filter(Boolean);
}

/** Sets a multi-valued filter; an empty list removes the parameter. */
export function withListValues(search: CatalogSearch, param: ListParam, values: readonly string[]): CatalogSearch {
  const unique = [...new Set(values.filter(Boolean))];
  return { ...search, [param]: unique.length ? unique.join(',') : undefined };
}

/** Ticks or unticks one value of a multi-valued filter. */
export function toggleListValue(search: CatalogSearch, param: ListParam, value: string): CatalogSearch {
  const current = listValues(search, param);
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return withListValues(search, param, next);
}

export type Range = readonly [number, number];

/** The chosen range of a range filter, if any end is set. */
export function rangeValue(search: CatalogSearch, filter: RangeFilter): { min?: number; max?: number } {
  return { min: search[filter.min], max: search[filter.max] };
}

/**
 * Sets a range filter. An end equal to the facet's bound is dropped, so a slider moved back to
 * its limits leaves no filter behind.
 */
export function withRange(search: CatalogSearch, filter: RangeFilter, range: Range | undefined, bounds?: Range): CatalogSearch {
  const [min, max] = range ?? [undefined, undefined];
  return {
    ...search,
    [filter.min]: min === undefined || (bounds && min <= bounds[0]) ? undefined : min,
    [filter.max]: max === undefined || (bounds && max >= bounds[1]) ? undefined : max,
  };
}

/** Search text after the part 1 §5 rule; blank removes the parameter. */
export function withSearchText(search: CatalogSearch, value: string): CatalogSearch {
  return { ...search, search: sanitizeSearch(value) };
}

/** Clears every filter and the search text; the sort stays. */
export function clearFilters(search: CatalogSearch): CatalogSearch {
  return { order_by: search.order_by };
}

/** The fixed scope of a list: its category, tag, or special (not in the URL's filters). */
export interface ListBase {
  categories?: Category;
  tags?: string;
  on_special?: boolean;
  /** Only the products of this special. */
  special_id?: number;
}

/** The query of a product list, less its scope (store, usage type, paging), as the contract takes it. */
export type InventoryFilters = CallQuery<typeof catalogPaths.listInventory>;

/** The default sort asked of the API when the URL names none; shown as 'name' when nothing is featured. */
export const DEFAULT_LIST_SORT: SortOption = 'featured';

/** URL state -> the filter part of the inventory query. Undefined entries are left out, so keys stay stable. */
export function toInventoryFilters(search: CatalogSearch, base: ListBase = {}): InventoryFilters {
  const filters: InventoryFilters = { ...base, order_by: search.order_by ?? DEFAULT_LIST_SORT };
  const cleaned = sanitizeSearch(search.search);
  if (cleaned) filters.search = cleaned;
  if (search.on_special) filters.on_special = true;
  for (const { param } of LIST_FILTERS) {
    const values = listValues(search, param);
    if (values.length) filters[param] = values.join(',');
  }
  for (const range of RANGE_FILTERS) {
    const { min, max } = rangeValue(search, range);
    if (min !== undefined) filters[range.min] = min;
    if (max !== undefined) filters[range.max] = max;
  }
  for (const key of Object.keys(filters) as (keyof InventoryFilters)[]) {
    if (filters[key] === undefined) delete filters[key];
  }
  return filters;
}

/** The sort the selector shows: the URL's, else featured when the list has featured items, else name. */
export function resolveSort(orderBy: SortOption | undefined, hasFeatured: boolean | undefined): SortOption {
  if (orderBy) return orderBy;
  return hasFeatured === false ? 'name' : DEFAULT_LIST_SORT;
}

/** Sort options offered: featured only when the list has featured items (or it is already chosen). */
export function sortOptions(hasFeatured: boolean | undefined, current: SortOption): SortOption[] {
  return SORT_OPTIONS.filter((option) => option !== 'featured' || hasFeatured || current === 'featured');
}
