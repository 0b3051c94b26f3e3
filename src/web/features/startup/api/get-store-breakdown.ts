import { queryOptions } from '@tanstack/react-query';
import { storeInventoryBreakdownSchema } from '@/api/ordering-app';
import type { UsageType } from '@/domain/usage-type';
import { apiRequest } from '@/web/data/api-client';

/**
 * Startup read (part 1 §7): the brand for this host, the chosen store and every store.
 * The server falls back to the other usage type when the store does not offer the one asked.
 */
export function storeBreakdownQueryOptions(storeSlug: string | undefined, usageType: UsageType) {
  return queryOptions({
    queryKey: ['startup', storeSlug ?? null, usageType],
    queryFn: ({ signal }) =>
      apiRequest('p/ordering_apps/op/store-inventory-breakdown', {
        query: { host: window.location.host, store_slug: storeSlug, usage_type: usageType, brand: new URLSearchParams(window.location.search).get('brand') },
        schema: storeInventoryBreakdownSchema,
        signal,
        hideErrorToast: true,
      }),
    staleTime: 5 * 60_000,
  });
}
