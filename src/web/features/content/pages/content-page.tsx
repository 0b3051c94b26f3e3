import { ContentPageView } from '../components/content-page-view';
import { DocumentFallback } from '../components/document-fallback';
import { useContentDocument } from '../hooks/use-content-document';

/**
 * A page document at its own path (legal pages, /reviews, /tour, /guide, ...). Missing documents
 * show the not-found page; other failures offer a retry.
 */
export function ContentPage({ uid }: { uid: string }) {
  const query = useContentDocument('page', uid);
  if (query.data === undefined) return <DocumentFallback query={query} />;
  return <ContentPageView page={query.data} />;
}
