import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { staffKeys } from '@/web/data/query-keys';

/**
 * A product's admin-only stock and price details (part 1 §3 debug fields; part 2 §6 "sees debug
 * inventory details in cart items"): GET /p/inventory/{id}?debug=true. The server answers `debug`
 * only to portal users working at the store, so the answer may come without it.
 */
export function inventoryDebugQueryOptions(userId: number | undefined, storeId: number, inventoryId: number, usageType: UsageType, enabled: boolean) {
  return queryOptions({
    queryKey: staffKeys.inventoryDebug(userId, storeId, inventoryId, usageType),
    queryFn: async ({ signal }) => {
      const product = await call(
        catalogPaths.getInventoryItem,
        { params: { id: inventoryId }, query: { debug: true, usage_type: usageType } },
        { signal, hideErrorToast: true },
      );
      return product.debug ?? null;
    },
    enabled: enabled && userId !== undefined,
    // Stock moves: each opening reads it fresh.
    staleTime: 0,
  });
}
