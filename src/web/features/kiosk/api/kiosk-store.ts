import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeSchema } from '@/api/store';
import type { UsageType } from '@/domain/usage-type';
import { apiRequest } from '@/web/data/api-client';
import { kioskKeys } from './kiosk-keys';

/**
 * The kiosk's store as its menu needs it (GET p/stores/{id} with the category breakdown of one
 * usage type): which categories have products, whether prices show post-tax, FIFO menus, the state
 * (category names). Public data; the screen shows its own errors.
 */
export function kioskStoreQueryOptions(storeId: number, usageType: UsageType) {
  return queryOptions({
    queryKey: kioskKeys.store(storeId, usageType),
    queryFn: ({ signal }) =>
      apiRequest(`p/stores/${storeId}`, {
        query: { view: 'inventory-category-breakdown', usage_type: usageType },
        schema: storeSchema,
        signal,
        hideErrorToast: true,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useKioskStore(storeId: number, usageType: UsageType) {
  return useQuery(kioskStoreQueryOptions(storeId, usageType));
}
