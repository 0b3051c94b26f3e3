import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPage } from '@/web/features/stores/delivery/delivery-page';
import { guardMainBrandOnly } from '@/web/features/stores/route-guards';

/** /delivery: the main brand's delivery page; the other brand goes to /. */
export const Route = createFileRoute('/delivery')({
  beforeLoad: ({ context }) => guardMainBrandOnly(context.queryClient),
  component: DeliveryPage,
});
