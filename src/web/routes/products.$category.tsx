import { createFileRoute } from '@tanstack/react-router';
import { catalogSearchSchema } from '@/web/shared/catalog/filters';
import { loadProductList } from '@/web/features/catalog/loaders';
import { CategoryListPage } from '@/web/features/catalog/pages/category-list-page';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { guardCategory } from '@/web/features/catalog/route-guards';

export const Route = createFileRoute('/products/$category')({
  validateSearch: catalogSearchSchema,
  beforeLoad: async ({ context, params }) => ({ category: await guardCategory(context.queryClient, params.category) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadProductList(context.queryClient, 'category', { categories: context.category }, deps, cause),
  pendingComponent: ProductListPending,
  component: CategoryListPage,
});
