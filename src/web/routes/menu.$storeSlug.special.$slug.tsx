import { createFileRoute, redirect } from '@tanstack/react-router';
import { StoreLinkError } from '@/web/features/catalog/pages/store-link-error';
import { chooseStoreBySlug } from '@/web/features/catalog/route-guards';

/** /menu/{storeSlug}/special/{slug}: choose that store, then open the special. */
export const Route = createFileRoute('/menu/$storeSlug/special/$slug')({
  beforeLoad: async ({ context, params }) => {
    if (await chooseStoreBySlug(context.queryClient, params.storeSlug)) {
      throw redirect({ to: '/special/{-$slug}', params: { slug: params.slug }, replace: true });
    }
  },
  component: StoreLinkError,
});
