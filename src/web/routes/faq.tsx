import { createFileRoute } from '@tanstack/react-router';
import { ListingPending } from '@/web/features/content/components/skeletons';
import { loadFaq } from '@/web/features/content/lazy-loaders';
import { FaqPage } from '@/web/features/content/pages/faq-page';
import { brandPageRoute } from '@/web/shell/pages/brand-page-route';

/** /faq (part 1 §2): main brand only; the not-found page when the store state is OH. */
export const Route = createFileRoute('/faq')({
  ...brandPageRoute,
  loader: ({ context }) => loadFaq(context.queryClient),
  pendingComponent: ListingPending,
  component: FaqPage,
});
