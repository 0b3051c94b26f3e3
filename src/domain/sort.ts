/** Product list sort options (part 1 §9). 'featured' only where the list has featured items. */
export const SORT_OPTIONS = ['featured', 'newest', 'name', 'name_desc', 'brand', 'brand_desc', 'price', 'price_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  featured: 'Featured',
  newest: 'Newest',
  name: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  brand: 'Brand: A to Z',
  brand_desc: 'Brand: Z to A',
  price: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};

/** order_by defaults to name on the API (part 1 §5). */
export const DEFAULT_API_SORT: SortOption = 'name';
