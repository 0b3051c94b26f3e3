import { queryOptions } from '@tanstack/react-query';
import { specialListSchema, specialSchema, type Special } from '@/api/special';
import { isBrowseableSpecial, isUnusableSpecial } from '@/domain/specials';
import type { UsageType } from '@/domain/usage-type';
import { apiRequest } from '@/web/data/api-client';

/**
 * The store's running specials (GET p/specials/op/store-discount). The key matches the shell's
 * Deals menu query, so both read one cache entry.
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

/** One running special by slug at the store (GET p/specials/{key}); 404 when it is not running. */
export function specialQueryOptions(storeId: number, usageType: UsageType, slug: string) {
  return queryOptions({
    queryKey: ['specials', storeId, usageType, 'by-key', slug],
    queryFn: ({ signal }) =>
      apiRequest(`p/specials/${encodeURIComponent(slug)}`, {
        query: { store_id: storeId, usage_type: usageType },
        schema: specialSchema,
        signal,
        hideErrorToast: true,
      }),
  });
}

/** Specials a shopper can browse (part 1 §5): browseable and not an unusable bundle. */
export function browseableSpecials(specials: readonly Special[]): Special[] {
  return specials.filter((special) => isBrowseableSpecial(special) && !isUnusableSpecial(special));
}
