import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ContentDocumentOf } from '@/api/content';
import { relatedArticles } from '@/domain/content-pages';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { ChevronLeftIcon } from '@/web/ui/icons';
import { newsArticlesQueryOptions } from '../api/content-lists';
import { newsCard } from '../article-cards';
import { ArticleHeader } from '../components/article-header';
import { ContentError } from '../components/content-error';
import { MoreArticles } from '../components/more-articles';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { ArticlePending } from '../components/skeletons';
import { useContentDocument } from '../hooks/use-content-document';
import { articleShell, pageShell } from '../styles';
import { usePageMeta } from '@/web/state/page-meta';

const route = getRouteApi('/news/$id');

/** /news/{id} (part 1 §2): the article and up to 3 related ones under 'You May Also Like'. */
export function NewsArticlePage() {
  const { id } = route.useParams();
  const query = useContentDocument('news_article', id);
  // What this device kept shows even when its refresh fails (offline).
  if (query.data === undefined) return query.isError ? <ContentError error={query.error} onRetry={() => void query.refetch()} /> : <ArticlePending />;
  return <NewsArticleScreen article={query.data} />;
}

export function NewsArticleScreen({ article }: { article: ContentDocumentOf<'news_article'> }) {
  usePageMeta({ title: article.data.title, description: article.data.summary });
  const list = useQuery(newsArticlesQueryOptions());
  const related = relatedArticles(list.data?.data ?? [], article).map(newsCard);
  return (
    <>
      <article className={articleShell}>
        <AppLink to="/news" className={`${button({ variant: 'link', size: 'sm' })} ${css({ mb: '6' })}`}>
          <ChevronLeftIcon /> All News
        </AppLink>
        <ArticleHeader
          kicker={article.data.source ?? 'News'}
          title={article.data.title}
          summary={article.data.summary}
          publishedOn={article.published_on}
          tags={article.tags}
          image={article.data.hero_image}
        />
        <RichText blocks={article.data.body} />
      </article>
      <div className={pageShell}>
        <MoreArticles id="related-news" title="You May Also Like" cards={related} status={list} />
      </div>
    </>
  );
}
