import { createFileRoute } from '@tanstack/react-router';
import { ListingPending } from '@/web/features/content/components/skeletons';
import { loadFaq } from '@/web/features/content/lazy-loaders';
import { FaqPage } from '@/web/features/content/pages/faq-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';
import { NotFoundPage } from '@/web/shell/pages/not-found-page';

/** /faq (part 1 §2): main brand only; the not-found page when the store state is OH. */
export const Route = createFileRoute('/faq')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context }) => loadFaq(context.queryClient),
  pendingComponent: ListingPending,
  notFoundComponent: NotFoundPage,
  component: FaqPage,
});
