import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadRewards } from '@/web/features/content/lazy-loaders';
import { RewardsPage } from '@/web/features/content/pages/rewards-page';
import { brandPageRoute } from '@/web/shell/pages/brand-page-route';

/** /rewards (part 1 §2): the rewards page and its perks; main brand only. */
export const Route = createFileRoute('/rewards')({
  ...brandPageRoute,
  loader: ({ context }) => loadRewards(context.queryClient),
  pendingComponent: ArticlePending,
  component: RewardsPage,
});
