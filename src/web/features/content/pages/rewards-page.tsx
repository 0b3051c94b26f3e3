import { ContentPageView } from '../components/content-page-view';
import { LoyaltyPerks } from '../components/loyalty-perks';
import { DocumentFallback } from '../components/document-fallback';
import { useContentDocument } from '../hooks/use-content-document';

export const REWARDS_PAGE_UID = 'rewards';

/** /rewards (main brand only): the rewards page and the programme's perks. */
export function RewardsPage() {
  const query = useContentDocument('page', REWARDS_PAGE_UID);
  if (query.data === undefined) return <DocumentFallback query={query} />;
  return <ContentPageView page={query.data} after={<LoyaltyPerks />} />;
}
