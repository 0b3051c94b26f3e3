import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@/api/catalog-paths';
import type { InventoryList } from '@/api/inventory';
import { PRODUCT_PAGE_SIZE } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { inventoryKeys } from '@/web/data/query-keys';
import type { InventoryFilters } from './filters';

/** Which store and usage type a list is for; FIFO stores are read through their own path (part 1 §7). */
export interface InventoryScope {
  storeId: number;
  usageType: UsageType;
  useFifo: boolean;
}

/** What kind of list asks, so two screens with equal filters do not share a cache entry by accident. */
export type ListKind = 'category' | 'collection' | 'consumption' | 'experience' | 'special' | 'specials';

export function getInventoryPage(
  scope: InventoryScope,
  filters: InventoryFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<InventoryList> {
  const operation = scope.useFifo ? catalogPaths.listFifoInventory : catalogPaths.listInventory;
  const query = {
    ...filters,
    store_id: scope.storeId,
    usage_type: scope.usageType,
    inventory_type: 'retail',
    require_sellable_quantity: true,
    include_specials: true,
    // Facets describe the whole result, so only the first page asks for them.
    include_facets: offset === 0 ? true : undefined,
    limit: PRODUCT_PAGE_SIZE,
    offset,
  } as const;
  // Lists show their own errors, and a superseded page (filters changed) is no news to anyone.
  return call(operation, { query }, { signal, hideErrorToast: true });
}

/** The offset of the next page, or undefined once every row is loaded. */
export function nextInventoryOffset(lastPage: InventoryList, pages: readonly InventoryList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return lastPage.data.length > 0 && loaded < lastPage.total_rows ? loaded : undefined;
}

/** Product list pages of PRODUCT_PAGE_SIZE, under inventoryKeys.list. */
export function inventoryInfiniteOptions(scope: InventoryScope, listKind: ListKind, filters: InventoryFilters) {
  return infiniteQueryOptions({
    queryKey: inventoryKeys.list(scope.storeId, scope.usageType, listKind, filters),
    queryFn: ({ pageParam, signal }) => getInventoryPage(scope, filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextInventoryOffset,
  });
}

/** A scope from the current store and usage type. */
export function scopeOf(context: { store: { id: number; use_fifo: boolean }; usageType: UsageType }): InventoryScope {
  return { storeId: context.store.id, usageType: context.usageType, useFifo: context.store.use_fifo };
}
