import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FOOTER_ARTICLES } from '@/domain/constants';
import { contentListQueryOptions } from '@/web/data/content-queries';
import { contentKeys } from '@/web/data/query-keys';
import { fetchArticleLinks } from '../header/article-links';
import type { ArticleLink } from '../header/nav-model';

export interface SocialLink {
  network: 'instagram' | 'facebook' | 'x' | 'youtube' | 'linkedin';
  url: string;
}

export interface FooterContent {
  /** The footer document's first 6 articles, as /learn/{uid} links (part 1 §2, §9). */
  articles: ArticleLink[];
  /** True while the footer document or its articles load. */
  articlesLoading: boolean;
  /** The footer document's social links; undefined until (or unless) it loads. */
  social: SocialLink[] | undefined;
}

/**
 * The brand's footer document (newest published) and its articles. `withArticles` is false where
 * the Learn column is hidden (OH, PA, the other brand), so no articles are fetched there.
 */
export function useFooterContent(withArticles: boolean): FooterContent {
  const queryClient = useQueryClient();
  const footerQuery = useQuery(contentListQueryOptions('footer'));
  const footer = footerQuery.data?.data[0];
  const uids = footer?.data.article_uids.slice(0, FOOTER_ARTICLES) ?? [];
  const articles = useQuery({
    queryKey: contentKeys.footerArticleLinks(uids),
    queryFn: () => fetchArticleLinks(queryClient, uids),
    enabled: withArticles && uids.length > 0,
    staleTime: 5 * 60_000,
  });
  return {
    articles: articles.data ?? [],
    articlesLoading: withArticles && (footerQuery.isPending || (uids.length > 0 && articles.isPending)),
    social: footer?.data.social,
  };
}
