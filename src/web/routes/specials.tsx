import { createFileRoute } from '@tanstack/react-router';
import { catalogSearchSchema } from '@/web/shared/catalog/filters';
import { loadProductList, loadSpecials } from '@/web/features/catalog/loaders';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { SpecialsPage } from '@/web/features/catalog/pages/specials-page';

/** /specials: the store's browseable specials, then every product on special. */
export const Route = createFileRoute('/specials')({
  validateSearch: catalogSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    Promise.all([loadSpecials(context.queryClient), loadProductList(context.queryClient, 'specials', { on_special: true }, deps, cause)]),
  pendingComponent: ProductListPending,
  component: SpecialsPage,
});
