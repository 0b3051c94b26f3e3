import { createFileRoute } from '@tanstack/react-router';
import { catalogSearchSchema } from '@/web/shared/catalog/filters';
import { loadProductList } from '@/web/features/catalog/loaders';
import { ExperiencePage } from '@/web/features/catalog/pages/experience-page';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { guardListTag } from '@/web/features/catalog/route-guards';

export const Route = createFileRoute('/experience/{-$tag}')({
  validateSearch: catalogSearchSchema,
  beforeLoad: ({ params }) => guardListTag('experience', params.tag),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) => loadProductList(context.queryClient, 'experience', { tags: params.tag }, deps, cause),
  pendingComponent: ProductListPending,
  component: ExperiencePage,
});
