import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import type { Category } from '@/domain/categories';
import type { ShoppingContext } from '../shopping-context';
import { EmptyState } from './empty-state';
import { ListFooter } from './list-footer';
import { ListError, ProductGridSkeleton } from './list-states';
import { ProductGrid } from './product-grid';

type ListQuery = Pick<UseInfiniteQueryResult, 'status' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage' | 'refetch'>;

interface ListResultsProps {
  products: readonly Product[];
  total: number | undefined;
  /** The list's infinite query: its state, 'load more' and 'retry'. */
  query: ListQuery;
  isRefreshing: boolean;
  context: ShoppingContext;
  emptyCategories: readonly Category[];
  autoLoad?: boolean;
  label?: string;
}

/** The body of a list: skeletons, error, empty state, or tiles with the infinite-scroll footer. */
export function ListResults({ products, total, query, isRefreshing, context, emptyCategories, autoLoad, label }: ListResultsProps) {
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const { store, usageType } = context;
  const showPostTax = store.show_post_tax_pricing;
  const skeletons = query.isFetchingNextPage ? 4 : 0;
  // The same grid element while its products are the same array: React then skips the tiles when the
  // screen renders again for its controls (a filter ticked, the sort changed), and a few dozen tiles
  // are most of a list page's render at 4x CPU (issue 23). Here rather than memo() on ProductGrid,
  // which the entry chunk holds (the offline list states) and must not grow.
  const grid = useMemo(
    () => <ProductGrid products={products} showPostTax={showPostTax} skeletons={skeletons} label={label} />,
    [products, showPostTax, skeletons, label],
  );
  if (query.status === 'pending') return <ProductGridSkeleton />;
  if (query.status === 'error' && products.length === 0) return <ListError onRetry={retry} />;
  if (total === 0) return <EmptyState categories={emptyCategories} state={store.state} usageType={usageType} />;
  return (
    <div aria-busy={isRefreshing} className={css({ transition: 'opacity 0.2s', '&[aria-busy=true]': { opacity: 0.55 } })}>
      {grid}
      <ListFooter
        loaded={products.length}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={loadMore}
        autoLoad={autoLoad}
        loadMoreFailed={query.isFetchNextPageError}
      />
    </div>
  );
}
