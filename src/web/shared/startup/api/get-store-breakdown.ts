import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { startupKeys } from '@/web/data/query-keys';

const BRAND_OVERRIDE_KEY = 'apotheca_brand';

/**
 * The development brand override (?brand=<slug>, DECISIONS.md), remembered for the tab so it
 * survives navigation and reloads of deep links.
 */
export function brandOverride(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const fromUrl = new URLSearchParams(window.location.search).get('brand');
  try {
    if (fromUrl) sessionStorage.setItem(BRAND_OVERRIDE_KEY, fromUrl);
    return fromUrl ?? sessionStorage.getItem(BRAND_OVERRIDE_KEY) ?? undefined;
  } catch {
    return fromUrl ?? undefined;
  }
}

/**
 * Startup read (part 1 §7): the brand for this host, the chosen store and every store.
 * The server falls back to the other usage type when the store does not offer the one asked.
 */
export function storeBreakdownQueryOptions(storeSlug: string | undefined, usageType: UsageType) {
  return queryOptions({
    queryKey: startupKeys.breakdown(storeSlug, usageType),
    queryFn: ({ signal }) =>
      call(
        catalogPaths.storeInventoryBreakdown,
        { query: { host: typeof window === 'undefined' ? undefined : window.location.host, store_slug: storeSlug, usage_type: usageType, brand: brandOverride() } },
        { signal, hideErrorToast: true },
      ),
    staleTime: 5 * 60_000,
  });
}
