import { describe, expect, it } from 'vitest';
import { activeFilterChips } from './filter-chips';
import {
  catalogSearchSchema,
  clearFilters,
  listValues,
  RANGE_FILTERS,
  resolveSort,
  sortOptions,
  toggleListValue,
  toInventoryFilters,
  withRange,
  withSearchText,
  type CatalogSearch,
} from '@/web/shared/catalog/filters';

const price = RANGE_FILTERS.find((filter) => filter.key === 'price')!;

describe('URL -> filter state', () => {
  it('reads values as the router hands them over (JSON-parsed numbers and booleans)', () => {
    const search = catalogSearchSchema.parse({ search: 123, brands: 'Acme,Bolt', price_min: 10, price_max: '50', on_special: true, order_by: 'price' });
    expect(search).toMatchObject({ search: '123', brands: 'Acme,Bolt', price_min: 10, price_max: 50, on_special: true, order_by: 'price' });
    expect(listValues(search, 'brands')).toEqual(['Acme', 'Bolt']);
  });

  it('drops bad values instead of failing the page', () => {
    const search = catalogSearchSchema.parse({ order_by: 'cheapest', price_min: 'abc', on_special: 'maybe' });
    expect(search.order_by).toBeUndefined();
    expect(search.price_min).toBeUndefined();
    expect(search.on_special).toBeUndefined();
  });
});

describe('filter state -> URL', () => {
  it('toggles a value on and off, removing the parameter when empty', () => {
    let search: CatalogSearch = {};
    search = toggleListValue(search, 'strain_types', 'indica');
    search = toggleListValue(search, 'strain_types', 'sativa');
    expect(search.strain_types).toBe('indica,sativa');
    search = toggleListValue(search, 'strain_types', 'indica');
    search = toggleListValue(search, 'strain_types', 'sativa');
    expect(search.strain_types).toBeUndefined();
  });

  it('drops range ends that sit on the facet bounds', () => {
    expect(withRange({}, price, [0, 400], [0, 400])).toMatchObject({ price_min: undefined, price_max: undefined });
    expect(withRange({}, price, [20, 400], [0, 400])).toMatchObject({ price_min: 20, price_max: undefined });
    expect(withRange({ price_min: 20, price_max: 60 }, price, undefined)).toMatchObject({ price_min: undefined, price_max: undefined });
  });

  it('sanitizes search text; blank removes it', () => {
    expect(withSearchText({}, ' blue "dream"\\ ').search).toBe('blue dream');
    expect(withSearchText({ search: 'x' }, '  ').search).toBeUndefined();
  });

  it('clears filters and search but keeps the sort', () => {
    expect(clearFilters({ brands: 'A', search: 'x', price_min: 10, order_by: 'price' })).toEqual({ order_by: 'price' });
  });
});

describe('filter state -> API query', () => {
  it('joins lists, keeps ranges, adds the list base and the default sort', () => {
    const filters = toInventoryFilters({ brands: 'A,B', price_max: 50, search: 'og"' }, { categories: 'flower' });
    expect(filters).toEqual({ categories: 'flower', brands: 'A,B', price_max: 50, search: 'og', order_by: 'featured' });
  });

  it('leaves out empty entries so cache keys stay stable', () => {
    expect(toInventoryFilters({ brands: '', search: '' }, { tags: undefined })).toEqual({ order_by: 'featured' });
  });
});

describe('sort', () => {
  it('defaults to featured when available, else name', () => {
    expect(resolveSort(undefined, true)).toBe('featured');
    expect(resolveSort(undefined, false)).toBe('name');
    expect(resolveSort('price_desc', true)).toBe('price_desc');
  });

  it('offers featured only when the list has featured items', () => {
    expect(sortOptions(false, 'name')).not.toContain('featured');
    expect(sortOptions(true, 'name')).toContain('featured');
  });
});

describe('quick-remove chips', () => {
  it('lists each active filter with the state after removing it', () => {
    const search: CatalogSearch = { search: 'kush', strain_types: 'indica,hybrid', price_min: 10, price_max: 40, order_by: 'price' };
    const chips = activeFilterChips(search, '%');
    expect(chips.map((chip) => chip.label)).toEqual(['Search: "kush"', 'Indica', 'Hybrid', 'Price: $10 – $40']);
    expect(chips[1]?.next.strain_types).toBe('hybrid');
    expect(chips[3]?.next).toMatchObject({ price_min: undefined, price_max: undefined, order_by: 'price' });
  });
});
