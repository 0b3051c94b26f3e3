import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPage } from '@/web/features/stores/delivery/delivery-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';

/** /delivery: the main brand's delivery page; the other brand goes to /. */
export const Route = createFileRoute('/delivery')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  component: DeliveryPage,
});
