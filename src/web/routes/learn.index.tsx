import { createFileRoute } from '@tanstack/react-router';
import { ListingPending } from '@/web/features/content/components/skeletons';
import { loadLearnIndex } from '@/web/features/content/lazy-loaders';
import { LearnPage } from '@/web/features/content/pages/learn-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';

/** /learn (part 1 §2): articles, main brand only. */
export const Route = createFileRoute('/learn/')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context }) => loadLearnIndex(context.queryClient),
  pendingComponent: ListingPending,
  component: LearnPage,
});
