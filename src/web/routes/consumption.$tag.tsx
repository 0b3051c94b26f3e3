import { createFileRoute } from '@tanstack/react-router';
import { catalogSearchSchema } from '@/web/shared/catalog/filters';
import { loadProductList } from '@/web/features/catalog/loaders';
import { ConsumptionPage } from '@/web/features/catalog/pages/consumption-page';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { guardListTag } from '@/web/features/catalog/route-guards';

export const Route = createFileRoute('/consumption/$tag')({
  validateSearch: catalogSearchSchema,
  beforeLoad: ({ params }) => guardListTag('consumption', params.tag),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) => loadProductList(context.queryClient, 'consumption', { tags: params.tag }, deps, cause),
  pendingComponent: ProductListPending,
  component: ConsumptionPage,
});
