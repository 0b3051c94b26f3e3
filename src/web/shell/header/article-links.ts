import type { QueryClient } from '@tanstack/react-query';
import { contentDocumentQueryOptions, contentListQueryOptions } from '@/web/data/content-queries';
import type { ArticleLink } from './nav-model';

/** The article curation the Learn menu features (part 1 §2 header "Learn dropdown"). */
export const FEATURED_ARTICLES_UID = 'featured-articles';

/**
 * Links to /learn/{uid} for the given articles, in the given order, skipping any that are not
 * published. Loaded on demand (the header imports this lazily to keep content schemas out of the
 * first load).
 */
export async function fetchArticleLinks(queryClient: QueryClient, uids: readonly string[]): Promise<ArticleLink[]> {
  if (uids.length === 0) return [];
  const list = await queryClient.fetchQuery(contentListQueryOptions('education_post', { uids }));
  const titles = new Map(list.data.map((doc) => [doc.uid, doc.data.title]));
  return uids.flatMap((uid) => {
    const title = titles.get(uid);
    return title === undefined ? [] : [{ key: uid, label: title, href: `/learn/${encodeURIComponent(uid)}` }];
  });
}

/** The featured articles of the 'featured-articles' curation; rejects when there is no curation. */
export async function fetchFeaturedArticleLinks(queryClient: QueryClient): Promise<ArticleLink[]> {
  const curation = await queryClient.fetchQuery(contentDocumentQueryOptions('article_curation', FEATURED_ARTICLES_UID));
  return fetchArticleLinks(queryClient, curation.data.article_uids);
}
