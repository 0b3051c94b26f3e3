import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Store } from '@/api/store';
import type { Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import { inventoryInfiniteOptions, scopeOf } from '@/web/shared/catalog/get-inventory';
import { toInventoryFilters } from '@/web/shared/catalog/filters';

const NO_STORE = { storeId: 0, usageType: 'recreational', useFifo: false } as const;

/**
 * One category of the kiosk store's menu for a usage type: the shop's own product list query (the
 * same key as the shop's category list, sellable items only), page by page.
 */
export function useKioskMenu(store: Store | undefined, usageType: UsageType, category: Category | undefined) {
  const scope = store ? scopeOf({ store, usageType }) : NO_STORE;
  const query = useInfiniteQuery({
    ...inventoryInfiniteOptions(scope, 'category', toInventoryFilters({}, { categories: category })),
    enabled: store !== undefined && category !== undefined,
  });
  const products = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  return { query, products };
}
