import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { UsageType } from '@/domain/usage-type';
import { call } from './call';
import { specialKeys } from './query-keys';

/**
 * A store's running specials (GET p/specials/op/store-discount), keyed by store and usage type so a
 * store change reloads them. One query for every place that lists them (Deals menu, specials page,
 * 'Savings At This Store'), so all read one cache entry.
 */
export function storeSpecialsQueryOptions(storeId: number | undefined, usageType: UsageType) {
  return queryOptions({
    queryKey: specialKeys.storeDiscounts(storeId, usageType),
    queryFn: ({ signal }) => call(catalogPaths.storeDiscounts, { query: { store_id: storeId, usage_type: usageType } }, { signal, hideErrorToast: true }),
    enabled: storeId !== undefined,
    staleTime: 5 * 60_000,
  });
}
