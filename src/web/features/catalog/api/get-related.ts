import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import { RELATED_REQUEST_LIMIT, RELATED_SHOWN_MAX } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { inventoryKeys } from '@/web/data/query-keys';

/**
 * Related products of one product (part 1 §7): RELATED_REQUEST_LIMIT are asked for and at most
 * RELATED_SHOWN_MAX shown. `sameStrain` asks for products of the same strain instead.
 */
export function relatedQueryOptions(storeId: number | undefined, usageType: UsageType, id: number, sameStrain: boolean) {
  return queryOptions({
    queryKey: inventoryKeys.related(storeId, usageType, id, sameStrain),
    queryFn: ({ signal }) =>
      call(
        catalogPaths.listRelatedInventory,
        { params: { id }, query: { usage_type: usageType, limit: RELATED_REQUEST_LIMIT, same_strain: sameStrain || undefined } },
        { signal, hideErrorToast: true },
      ),
    select: (list) => list.data.filter((product) => product.id !== id).slice(0, RELATED_SHOWN_MAX),
  });
}
