import { STRAIN_LABELS, type StrainType } from '@/domain/categories';
import {
  LIST_FILTERS,
  RANGE_FILTERS,
  listValues,
  rangeValue,
  toggleListValue,
  withRange,
  type CatalogSearch,
  type RangeFilter,
} from '@/web/shared/catalog/filters';

/** One quick-remove chip: what it says and the URL state once it is removed. */
export interface FilterChip {
  id: string;
  label: string;
  next: CatalogSearch;
}

/** How a facet value reads to a shopper (strain types are labelled, the rest are shown as sent). */
export function facetValueLabel(param: string, value: string): string {
  if (param === 'strain_types' && value in STRAIN_LABELS) return STRAIN_LABELS[value as StrainType];
  return value;
}

function rangeLabel(filter: RangeFilter, min: number | undefined, max: number | undefined, unit: string): string {
  const show = (value: number) => (filter.key === 'price' ? `$${value}` : `${value}${unit}`);
  const name = filter.key === 'price' ? 'Price' : filter.label;
  if (min !== undefined && max !== undefined) return `${name}: ${show(min)} – ${show(max)}`;
  if (min !== undefined) return `${name}: ${show(min)}+`;
  return `${name}: up to ${show(max ?? 0)}`;
}

/**
 * The active filters as quick-remove chips, in the sidebar's order: search text, on special,
 * each checked value, then each range. `potencyUnit` is '%' for flower-type lists, 'mg' otherwise.
 */
export function activeFilterChips(search: CatalogSearch, potencyUnit = ''): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.search) chips.push({ id: 'search', label: `Search: "${search.search}"`, next: { ...search, search: undefined } });
  if (search.on_special) chips.push({ id: 'on_special', label: 'On Special', next: { ...search, on_special: undefined } });
  for (const { param } of LIST_FILTERS) {
    for (const value of listValues(search, param)) {
      chips.push({ id: `${param}:${value}`, label: facetValueLabel(param, value), next: toggleListValue(search, param, value) });
    }
  }
  for (const filter of RANGE_FILTERS) {
    const { min, max } = rangeValue(search, filter);
    if (min === undefined && max === undefined) continue;
    chips.push({ id: filter.key, label: rangeLabel(filter, min, max, potencyUnit), next: withRange(search, filter, undefined) });
  }
  return chips;
}
