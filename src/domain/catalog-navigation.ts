import { CATEGORIES, categoryFromSlug, categorySlug, type Category } from './categories';
import type { UsageType } from './usage-type';

/** What these rules read of a store (the API's Store, or the server's own row and breakdown). */
export interface NavigationStore {
  store_slug: string;
  state: string;
  inventory_breakdown?: { categories: readonly { category: string; count: number }[] } | null;
}

/** The store's categories that have products, in menu order (part 1 §9). */
export function storeCategories(store: Pick<NavigationStore, 'inventory_breakdown'> | null | undefined): Category[] {
  const breakdown = store?.inventory_breakdown?.categories ?? [];
  return CATEGORIES.filter((category) => breakdown.some((entry) => entry.category === category && entry.count > 0));
}

/** Path of a category list, honouring NY/PA medical "ingestibles" (part 1 §2). */
export function categoryPath(category: Category, state: string | undefined, usage: UsageType): string {
  return `/products/${categorySlug(category, state, usage)}`;
}

/**
 * Where /shop and /products go (part 1 §2): with `onspecial` in the query, to the store page keeping
 * the query; otherwise to the first category the store has, or home when it has none.
 */
export function shopRedirectHref(
  store: NavigationStore | null,
  usage: UsageType,
  search: Record<string, unknown>,
  searchStr: string,
): string {
  if (store && 'onspecial' in search) return `/store/${store.store_slug}${searchStr}`;
  const first = storeCategories(store)[0];
  return first ? categoryPath(first, store?.state, usage) : '/';
}

export type CategoryRoute = { kind: 'ok'; category: Category } | { kind: 'redirect'; slug: string } | { kind: 'unknown' };

/**
 * Reads /products/{slug}: for NY or PA medical /products/edibles becomes /products/ingestibles, and
 * 'ingestibles' elsewhere becomes 'edibles'; the API always hears 'edibles'.
 */
export function resolveCategorySlug(slug: string, state: string | undefined, usage: UsageType): CategoryRoute {
  const category = categoryFromSlug(slug);
  if (!category) return { kind: 'unknown' };
  const canonical = categorySlug(category, state, usage);
  return canonical === slug ? { kind: 'ok', category } : { kind: 'redirect', slug: canonical };
}
