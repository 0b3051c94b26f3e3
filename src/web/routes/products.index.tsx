import { createFileRoute } from '@tanstack/react-router';
import { redirectFromShop } from '@/web/features/catalog/route-guards';

/** /products: the same redirects as /shop (part 1 §2). */
export const Route = createFileRoute('/products/')({
  beforeLoad: ({ context, location }) => redirectFromShop(context.queryClient, location),
});
