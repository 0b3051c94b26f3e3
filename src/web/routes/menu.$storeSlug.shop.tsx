import { createFileRoute, redirect } from '@tanstack/react-router';
import { StoreLinkError } from '@/web/features/catalog/pages/store-link-error';
import { chooseStoreBySlug } from '@/web/features/catalog/route-guards';

/** /menu/{storeSlug}/shop: choose that store, then shop it. */
export const Route = createFileRoute('/menu/$storeSlug/shop')({
  beforeLoad: async ({ context, params }) => {
    if (await chooseStoreBySlug(context.queryClient, params.storeSlug)) throw redirect({ to: '/shop', replace: true });
  },
  component: StoreLinkError,
});
