import type { QueryClient } from '@tanstack/react-query';
import { inventoryInfiniteOptions, scopeOf, type ListKind } from '@/web/shared/catalog/get-inventory';
import { parseProductId, productQueryOptions } from './api/get-product';
import { storeSpecialsQueryOptions } from '@/web/data/specials-queries';
import { specialQueryOptions } from './api/get-specials';
import { toInventoryFilters, type CatalogSearch, type ListBase } from '@/web/shared/catalog/filters';
import { loadShoppingContext } from './shopping-context';

type LoadCause = 'preload' | 'enter' | 'stay';

/**
 * Route loader of a product list. Entering the route waits for the first page (shown at once, no
 * blank wait); changing filters on the page only starts the fetch, so the controls answer at once
 * and the screen shows its own loading state. Failures are left for the screen to show.
 */
export async function loadProductList(queryClient: QueryClient, listKind: ListKind, base: ListBase, search: CatalogSearch, cause: LoadCause) {
  const context = await loadShoppingContext(queryClient);
  if (!context) return;
  const options = inventoryInfiniteOptions(scopeOf(context), listKind, toInventoryFilters(search, base));
  if (cause === 'stay') void queryClient.prefetchInfiniteQuery(options);
  else await queryClient.ensureInfiniteQueryData(options).catch(() => undefined);
}

/** Route loader of the specials screens: the store's specials. */
export async function loadSpecials(queryClient: QueryClient) {
  const context = await loadShoppingContext(queryClient);
  if (!context) return;
  await queryClient.ensureQueryData(storeSpecialsQueryOptions(context.store.id, context.usageType)).catch(() => undefined);
}

/**
 * Route loader of /special/{slug?}: without a slug, the products on any special; with one, the
 * special and, unless it is a bundle (whose products the screen fetches one by one), its products.
 */
export async function loadSpecialPage(queryClient: QueryClient, slug: string | undefined, search: CatalogSearch, cause: LoadCause) {
  if (!slug) return loadProductList(queryClient, 'special', { on_special: true }, search, cause);
  const context = await loadShoppingContext(queryClient);
  if (!context) return;
  const special = await queryClient.ensureQueryData(specialQueryOptions(context.store.id, context.usageType, slug)).catch(() => undefined);
  if (special && special.discount_type !== 'bundle') {
    await loadProductList(queryClient, 'special', { special_id: special.id }, search, cause);
  }
}

/** Route loader of /product/{id}: invalid ids never reach the API; errors are the screen's to show. */
export async function loadProduct(queryClient: QueryClient, rawId: string) {
  const id = parseProductId(rawId);
  if (id === undefined) return;
  const context = await loadShoppingContext(queryClient);
  const usageType = context?.usageType ?? 'recreational';
  await queryClient.ensureQueryData(productQueryOptions(context?.store.id, usageType, id)).catch(() => undefined);
}
