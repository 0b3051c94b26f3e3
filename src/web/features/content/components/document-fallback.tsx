import type { UseQueryResult } from '@tanstack/react-query';
import { ContentError } from './content-error';
import { ArticlePending } from './skeletons';

/**
 * A content page whose document is not here: the page's skeleton while it loads, else what went
 * wrong with a retry. What this device kept shows instead even when its refresh fails (offline),
 * so this is only for a document never kept.
 */
export function DocumentFallback({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'> }) {
  return query.isError ? <ContentError error={query.error} onRetry={() => void query.refetch()} /> : <ArticlePending />;
}
