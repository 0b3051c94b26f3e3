/**
 * Store page addresses (part 1 §2 route table, /store/{store_slug}): old slugs redirect to the
 * stores' current slugs, and /store/choose goes to the store locator.
 */
export const LEGACY_STORE_SLUGS: Readonly<Record<string, string>> = {
  'lakeview-il': 'chicago-lakeview-il',
  'bardonia-ny': 'hudson-valley-ny',
  'new-hartford-ny': 'mohawk-valley-ny',
};

/** /store/choose is the old way to the locator. */
export const CHOOSE_STORE_SLUG = 'choose';
export const LOCATOR_PATH = '/locations';

export type StoreSlugRoute =
  | { kind: 'locator'; path: typeof LOCATOR_PATH }
  | { kind: 'redirect'; slug: string }
  | { kind: 'store'; slug: string };

/** What /store/{slug} does: go to the locator, redirect to the current slug, or show that store. */
export function resolveStoreSlug(slug: string): StoreSlugRoute {
  const key = slug.trim().toLowerCase();
  if (key === CHOOSE_STORE_SLUG) return { kind: 'locator', path: LOCATOR_PATH };
  const current = LEGACY_STORE_SLUGS[key];
  if (current) return { kind: 'redirect', slug: current };
  return { kind: 'store', slug };
}

/** The store page's path for a slug. */
export function storePagePath(slug: string): string {
  return `/store/${encodeURIComponent(slug)}`;
}

/** 'Store with slug "{slug}" not found' (part 1 §8). */
export function storeNotFoundMessage(slug: string): string {
  return `Store with slug "${slug}" not found`;
}
