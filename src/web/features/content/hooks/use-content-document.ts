import { useQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { ContentType } from '@/api/content';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { isContentNotFound } from '../content-errors';

/**
 * One content document for a page. A document that does not exist (404) hands over to the route's
 * not-found page, also when a later refresh finds it gone; other failures stay on the query for the
 * page to show with a retry.
 */
export function useContentDocument<T extends ContentType>(type: T, uid: string) {
  const query = useQuery(contentDocumentQueryOptions(type, uid));
  if (query.isError && isContentNotFound(query.error)) throw notFound();
  return query;
}
