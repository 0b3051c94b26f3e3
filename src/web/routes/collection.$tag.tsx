import { createFileRoute } from '@tanstack/react-router';
import { catalogSearchSchema } from '@/web/shared/catalog/filters';
import { loadProductList } from '@/web/features/catalog/loaders';
import { CollectionPage } from '@/web/features/catalog/pages/collection-page';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { guardListTag } from '@/web/features/catalog/route-guards';

export const Route = createFileRoute('/collection/$tag')({
  validateSearch: catalogSearchSchema,
  beforeLoad: ({ params }) => guardListTag('collection', params.tag),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) => loadProductList(context.queryClient, 'collection', { tags: params.tag }, deps, cause),
  pendingComponent: ProductListPending,
  component: CollectionPage,
});
