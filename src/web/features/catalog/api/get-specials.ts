import { queryOptions } from '@tanstack/react-query';
import { specialSchema } from '@/api/special';
import type { UsageType } from '@/domain/usage-type';
import { apiRequest } from '@/web/data/api-client';

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
