import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { kioskKeys } from '@/web/data/query-keys';

/**
 * The kiosk's store as its menu needs it (GET p/stores/{id} with the category breakdown of one
 * usage type): which categories have products, whether prices show post-tax, FIFO menus, the state
 * (category names). Public data; the screen shows its own errors.
 */
export function kioskStoreQueryOptions(storeId: number, usageType: UsageType) {
  return queryOptions({
    queryKey: kioskKeys.store(storeId, usageType),
    queryFn: ({ signal }) =>
      call(
        catalogPaths.getStore,
        { params: { id: storeId }, query: { view: 'inventory-category-breakdown', usage_type: usageType } },
        { signal, hideErrorToast: true },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useKioskStore(storeId: number, usageType: UsageType) {
  return useQuery(kioskStoreQueryOptions(storeId, usageType));
}
