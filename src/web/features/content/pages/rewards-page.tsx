import { ContentError } from '../components/content-error';
import { ContentPageView } from '../components/content-page-view';
import { LoyaltyPerks } from '../components/loyalty-perks';
import { ArticlePending } from '../components/skeletons';
import { useContentDocument } from '../hooks/use-content-document';

export const REWARDS_PAGE_UID = 'rewards';

/** /rewards (main brand only): the rewards page and the programme's perks. */
export function RewardsPage() {
  const query = useContentDocument('page', REWARDS_PAGE_UID);
  // What this device kept shows even when its refresh fails (offline).
  if (query.data === undefined) return query.isError ? <ContentError error={query.error} onRetry={() => void query.refetch()} /> : <ArticlePending />;
  return <ContentPageView page={query.data} after={<LoyaltyPerks />} />;
}
