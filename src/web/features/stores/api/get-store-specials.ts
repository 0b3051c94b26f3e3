import { queryOptions } from '@tanstack/react-query';
import { specialListSchema, type Special } from '@/api/special';
import { isBrowseableSpecial, isUnusableSpecial } from '@/domain/specials';
import type { UsageType } from '@/domain/usage-type';
import { apiRequest } from '@/web/data/api-client';

/**
 * A store's running specials (GET p/specials/op/store-discount) for 'Savings At This Store'. The
 * key is the one the Deals menu and the specials page use, so all read one cache entry.
 */
export function storeSpecialsQueryOptions(storeId: number, usageType: UsageType) {
  return queryOptions({
    queryKey: ['specials', storeId, usageType, 'store-discount'],
    queryFn: ({ signal }) =>
      apiRequest('p/specials/op/store-discount', {
        query: { store_id: storeId, usage_type: usageType },
        schema: specialListSchema,
        signal,
        hideErrorToast: true,
      }),
    staleTime: 5 * 60_000,
  });
}

/** The specials a shopper can browse (part 1 §5): browseable and not an unusable bundle. */
export function browseableStoreSpecials(specials: readonly Special[]): Special[] {
  return specials.filter((special) => isBrowseableSpecial(special) && !isUnusableSpecial(special));
}
