import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadRewards } from '@/web/features/content/lazy-loaders';
import { RewardsPage } from '@/web/features/content/pages/rewards-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';
import { NotFoundPage } from '@/web/shell/pages/not-found-page';

/** /rewards (part 1 §2): the rewards page and its perks; main brand only. */
export const Route = createFileRoute('/rewards')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context }) => loadRewards(context.queryClient),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: RewardsPage,
});
