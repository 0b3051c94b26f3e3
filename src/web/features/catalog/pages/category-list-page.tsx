import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ProductListScreen } from '../screens/product-list-screen';
import { useSearchChange } from './use-search-change';

const route = getRouteApi('/products/$category');

/** /products/{category}: one form category of the current store. */
export function CategoryListPage() {
  const search = route.useSearch();
  const { category } = route.useRouteContext();
  const base = useMemo(() => ({ categories: category }), [category]);
  return <ProductListScreen listKind="category" base={base} category={category} search={search} onSearchChange={useSearchChange()} />;
}
