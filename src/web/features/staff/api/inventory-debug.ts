import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/api/paths';
import type { UsageType } from '@/domain/usage-type';
import { apiRequest } from '@/web/data/api-client';
import { staffKeys } from './staff-keys';

/**
 * A product's admin-only stock and price details (part 1 §3 debug fields; part 2 §6 "sees debug
 * inventory details in cart items"): GET /p/inventory/{id}?debug=true. The server answers `debug`
 * only to portal users working at the store, so the answer may come without it.
 */
export function inventoryDebugQueryOptions(userId: number | undefined, storeId: number, inventoryId: number, usageType: UsageType, enabled: boolean) {
  return queryOptions({
    queryKey: staffKeys.inventoryDebug(userId, storeId, inventoryId, usageType),
    queryFn: async ({ signal }) => {
      const product = await apiRequest(apiPaths.getInventoryItem.path.replace('{id}', String(inventoryId)), {
        query: { debug: true, usage_type: usageType },
        schema: apiPaths.getInventoryItem.response,
        signal,
        hideErrorToast: true,
      });
      return product.debug ?? null;
    },
    enabled: enabled && userId !== undefined,
    // Stock moves: each opening reads it fresh.
    staleTime: 0,
  });
}
