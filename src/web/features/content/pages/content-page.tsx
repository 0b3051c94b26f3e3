import { ArticlePending } from '../components/skeletons';
import { ContentError } from '../components/content-error';
import { ContentPageView } from '../components/content-page-view';
import { useContentDocument } from '../hooks/use-content-document';

/**
 * A page document at its own path (legal pages, /reviews, /tour, /guide, ...). Missing documents
 * show the not-found page; other failures offer a retry.
 */
export function ContentPage({ uid }: { uid: string }) {
  const query = useContentDocument('page', uid);
  // What this device kept shows even when its refresh fails (offline).
  if (query.data === undefined) return query.isError ? <ContentError error={query.error} onRetry={() => void query.refetch()} /> : <ArticlePending />;
  return <ContentPageView page={query.data} />;
}
