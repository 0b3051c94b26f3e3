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

const GRAMS_PER_UNIT: Record<string, number> = { mg: 0.001, g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

/**
 * The mass of a catalog weight ('3.5g', '0.5 g', '100mg', '10mg CBD', '1oz', '1/8 oz'), in grams;
 * undefined when it names no amount in mg, g, kg, oz or lb.
 */
export function weightInGrams(weight: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)(?:\s*\/\s*(\d+(?:\.\d+)?))?\s*(mg|g|kg|oz|lb)s?\b/i.exec(weight);
  if (!match) return undefined;
  const amount = Number(match[1]) / (match[2] ? Number(match[2]) : 1);
  const grams = amount * GRAMS_PER_UNIT[match[3]!.toLowerCase()]!;
  return Number.isFinite(grams) ? grams : undefined;
}

/**
 * Orders Weight filter values by mass (part 1 §3 filters): '100mg, 0.5g, 1g, 3.5g, 7g, 14g, 28g, 2oz',
 * not as text ('14g' before '1g'). Values that name no mass come last; ties fall back to text order.
 */
export function compareWeights(a: string, b: string): number {
  const [x, y] = [weightInGrams(a), weightInGrams(b)];
  if (x !== undefined && y !== undefined && x !== y) return x - y;
  if (x === undefined && y !== undefined) return 1;
  if (x !== undefined && y === undefined) return -1;
  return a.localeCompare(b, 'en');
}
