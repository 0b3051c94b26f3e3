import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { Category } from '@/domain/categories';
import { HOME_SUMMARY_LIMIT, HOME_SUMMARY_MAX_AGE_S } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { inventoryKeys } from '@/web/data/query-keys';

/**
 * The home carousel (GET p/inventory/op/order-app-inventory-summary, part 1 §7): limit 10,
 * refreshed at most every 5 minutes. The store goes in the x-store-id header; the key carries it.
 */
export function inventorySummaryQueryOptions(storeId: number | undefined, usageType: UsageType, category: Category | undefined) {
  return queryOptions({
    queryKey: inventoryKeys.summary(storeId, usageType, category, HOME_SUMMARY_LIMIT),
    queryFn: ({ signal }) =>
      call(
        catalogPaths.inventorySummary,
        { query: { usage_type: usageType, order_by: 'featured', limit: HOME_SUMMARY_LIMIT, categories: category } },
        { signal, hideErrorToast: true },
      ),
    enabled: storeId !== undefined,
    staleTime: HOME_SUMMARY_MAX_AGE_S * 1000,
  });
}
