import { css } from 'styled-system/css';
import type { Product } from '@/api/inventory';
import type { Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import { EmptyState } from './empty-state';
import { ListFooter } from './list-footer';
import { ListError, ProductGridSkeleton } from './list-states';
import { ProductGrid } from './product-grid';

interface ListResultsProps {
  products: readonly Product[];
  total: number | undefined;
  status: 'pending' | 'error' | 'success';
  isRefreshing: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  loadMoreFailed?: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  showPostTax: boolean;
  emptyCategories: readonly Category[];
  state: string | undefined;
  usageType: UsageType;
  autoLoad?: boolean;
  label?: string;
}

/** The body of a list: skeletons, error, empty state, or tiles with the infinite-scroll footer. */
export function ListResults(props: ListResultsProps) {
  const { products, total, status, isRefreshing, showPostTax } = props;
  if (status === 'pending') return <ProductGridSkeleton />;
  if (status === 'error' && products.length === 0) return <ListError onRetry={props.onRetry} />;
  if (total === 0) return <EmptyState categories={props.emptyCategories} state={props.state} usageType={props.usageType} />;
  return (
    <div aria-busy={isRefreshing} className={css({ transition: 'opacity 0.2s', '&[aria-busy=true]': { opacity: 0.55 } })}>
      <ProductGrid
        products={products}
        showPostTax={showPostTax}
        skeletons={props.isFetchingNextPage ? 4 : 0}
        label={props.label}
      />
      <ListFooter
        loaded={products.length}
        hasNextPage={props.hasNextPage}
        isFetchingNextPage={props.isFetchingNextPage}
        onLoadMore={props.onLoadMore}
        autoLoad={props.autoLoad}
        loadMoreFailed={props.loadMoreFailed}
      />
    </div>
  );
}
