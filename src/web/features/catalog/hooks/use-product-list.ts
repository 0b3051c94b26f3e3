import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { inventoryInfiniteOptions, scopeOf, type ListKind } from '@/web/shared/catalog/get-inventory';
import { toInventoryFilters, type CatalogSearch, type ListBase } from '@/web/shared/catalog/filters';
import { useShoppingContext } from '../shopping-context';

const NO_STORE = { storeId: 0, usageType: 'recreational', useFifo: false } as const;

/**
 * One product list: the current store's scope, the URL's filters, and the pages loaded so far.
 * While filters change the previous pages stay on screen; a store or usage change starts afresh.
 */
export function useProductList(listKind: ListKind, base: ListBase, search: CatalogSearch) {
  const { context, isPending: contextPending } = useShoppingContext();
  const scope = context ? scopeOf(context) : NO_STORE;
  const filters = toInventoryFilters(search, base);

  const query = useInfiniteQuery({
    ...inventoryInfiniteOptions(scope, listKind, filters),
    enabled: !!context,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === scope.storeId && previousQuery.queryKey[2] === scope.usageType ? previous : undefined,
  });

  const products = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const first = query.data?.pages[0];
  return {
    context,
    contextPending,
    query,
    products,
    facets: first?.facets,
    total: first?.total_rows,
  };
}
