import { createFileRoute } from '@tanstack/react-router';
import { redirectFromShop } from '@/web/features/catalog/route-guards';

/** /shop: to the first category of the store, or the store page when the query holds onspecial. */
export const Route = createFileRoute('/shop')({
  beforeLoad: ({ context, location }) => redirectFromShop(context.queryClient, location),
});
