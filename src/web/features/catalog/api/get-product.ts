import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { inventoryKeys } from '@/web/data/query-keys';

/** Product ids are non-zero whole numbers (part 1 §7); anything else never reaches the API. */
export function parseProductId(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** One product with its specials, for the current usage type. The screen shows its own errors. */
export function productQueryOptions(storeId: number | undefined, usageType: UsageType, id: number) {
  return queryOptions({
    queryKey: inventoryKeys.detail(storeId, usageType, id),
    queryFn: ({ signal }) =>
      call(catalogPaths.getInventoryItem, { params: { id }, query: { include_specials: true, usage_type: usageType } }, { signal, hideErrorToast: true }),
  });
}
