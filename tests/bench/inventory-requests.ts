import { API_KEY } from './settings';

export function inventoryPaths(storeId: number, word: string | undefined) {
  const params = new URLSearchParams({
    store_id: String(storeId),
    usage_type: 'recreational',
    require_sellable_quantity: 'true',
    include_specials: 'true',
    categories: 'flower',
    strain_types: 'hybrid,indica',
    price_max: '80',
  });
  if (word) params.set('search', word);
  params.set('order_by', 'price');
  params.set('limit', '50');
  const page = `/api/p/inventory?${params.toString().replace(/%2C/g, ',')}`;
  const facets = `${page}&include_facets=true&offset=0`;
  /** Request n of the uncached variant: price_max 80 minus n millionths of a dollar (same rows, new cache key). */
  const uncached = (path: string) => (n: number) => path.replace('price_max=80&', `price_max=${(80 - (n % 200_000) * 5e-6).toFixed(6)}&`);
  return { page, facets, uncachedPage: uncached(page), uncachedFacets: uncached(facets) };
}

export const requestHeaders: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip',
  'x-api-key': API_KEY,
  'user-agent': 'apotheca-bench',
};

export type InventoryPaths = ReturnType<typeof inventoryPaths>;
