import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import { isListTag, type Category, type ListTagKind } from '@/domain/categories';
import { shoppableUsage } from '@/domain/store-ordering';
import { chooseStore } from '@/web/state/shopping';
import { resolveCategorySlug, shopRedirectHref } from '@/domain/catalog-navigation';
import { loadShoppingContext, loadStores } from './shopping-context';

/** /shop and /products (part 1 §2): always redirect, to the store page or the first category. */
export async function redirectFromShop(queryClient: QueryClient, location: ParsedLocation): Promise<never> {
  const context = await loadShoppingContext(queryClient);
  const search = location.search as Record<string, unknown>;
  const href = shopRedirectHref(context?.store ?? null, context?.usageType ?? 'recreational', search, location.searchStr);
  throw redirect({ href, replace: true });
}

/**
 * /products/{slug}: unknown slugs are not found; edibles and ingestibles swap per NY/PA medical.
 * Without a store the slug is taken as written.
 */
export async function guardCategory(queryClient: QueryClient, slug: string): Promise<Category> {
  const context = await loadShoppingContext(queryClient);
  const route = resolveCategorySlug(slug, context?.store.state, context?.usageType ?? 'recreational');
  if (route.kind === 'unknown') throw notFound();
  if (route.kind === 'redirect') throw redirect({ to: '/products/$category', params: { category: route.slug }, replace: true });
  return route.category;
}

/** /collection/{tag}, /consumption/{tag}, /experience/{tag}: a tag with no list is not found, like an unknown category. */
export function guardListTag(kind: ListTagKind, tag: string | undefined): void {
  if (tag !== undefined && !isListTag(kind, tag)) throw notFound();
}

/**
 * Store-scoped links (/menu/{storeSlug}/...): choose that store by the locator's rule, keeping the
 * usage type when the store offers it, else the other one it offers. False, with the chosen store
 * untouched, when the slug is unknown or the store offers nothing to shop (closed for good, coming
 * soon, temporarily closed): the route then shows part 1 §8's 'There was an issue...' message.
 */
export async function chooseStoreBySlug(queryClient: QueryClient, storeSlug: string): Promise<boolean> {
  const { stores, usageType } = await loadStores(queryClient);
  const store = stores.find((entry) => entry.store_slug === storeSlug);
  const usage = store && shoppableUsage(store, usageType);
  if (!store || !usage) return false;
  chooseStore(store, usage);
  return true;
}
