import { queryOptions } from '@tanstack/react-query';
import { listResponse } from '@/api/common';
import { specialSchema } from '@/api/special';
import type { UsageType } from '@/domain/usage-type';
import { apiRequest } from '@/web/data/api-client';

const storeSpecialsSchema = listResponse(specialSchema);

/**
 * Specials of the current store (GET p/specials/op/store-discount) for the Deals menu.
 * Keyed by store and usage type so a store change reloads them.
 */
export function storeSpecialsQueryOptions(storeId: number | undefined, usageType: UsageType) {
  return queryOptions({
    queryKey: ['specials', storeId ?? null, usageType, 'store-discount'],
    queryFn: ({ signal }) =>
      apiRequest('p/specials/op/store-discount', {
        query: { store_id: storeId, usage_type: usageType },
        schema: storeSpecialsSchema,
        signal,
        hideErrorToast: true,
      }),
    enabled: storeId !== undefined,
    staleTime: 5 * 60_000,
  });
}
