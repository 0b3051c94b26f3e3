import { createFileRoute } from '@tanstack/react-router';
import { catalogSearchSchema } from '@/web/shared/catalog/filters';
import { loadSpecialPage } from '@/web/features/catalog/loaders';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { SpecialPage } from '@/web/features/catalog/pages/special-page';

/** /special/{slug?}: products on a special; a bundle shows its required products. */
export const Route = createFileRoute('/special/{-$slug}')({
  validateSearch: catalogSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) => loadSpecialPage(context.queryClient, params.slug, deps, cause),
  pendingComponent: ProductListPending,
  component: SpecialPage,
});
