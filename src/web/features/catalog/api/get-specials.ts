import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { specialKeys } from '@/web/data/query-keys';

/** One running special by slug at the store (GET p/specials/{key}); 404 when it is not running. */
export function specialQueryOptions(storeId: number, usageType: UsageType, slug: string) {
  return queryOptions({
    queryKey: specialKeys.byKey(storeId, usageType, slug),
    queryFn: ({ signal }) =>
      call(catalogPaths.getSpecial, { params: { key: slug }, query: { store_id: storeId, usage_type: usageType } }, { signal, hideErrorToast: true }),
  });
}
