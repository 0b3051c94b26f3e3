import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ContentDocumentOf } from '@/api/content';
import { relatedArticles } from '@/domain/content-pages';
import { newsArticlesQueryOptions } from '../api/content-lists';
import { newsCard } from '../article-cards';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { ArticleView } from '../components/article-view';
import { DocumentFallback } from '../components/document-fallback';
import { useContentDocument } from '../hooks/use-content-document';
import { usePageMeta } from '@/web/state/page-meta';

const route = getRouteApi('/news/$id');

/** /news/{id} (part 1 §2): the article and up to 3 related ones under 'You May Also Like'. */
export function NewsArticlePage() {
  const { id } = route.useParams();
  const query = useContentDocument('news_article', id);
  if (query.data === undefined) return <DocumentFallback query={query} />;
  return <NewsArticleScreen article={query.data} />;
}

export function NewsArticleScreen({ article }: { article: ContentDocumentOf<'news_article'> }) {
  usePageMeta({ title: article.data.title, description: article.data.summary });
  const list = useQuery(newsArticlesQueryOptions());
  const related = relatedArticles(list.data?.data ?? [], article).map(newsCard);
  const { data } = article;
  return (
    <ArticleView
      back={{ to: '/news', label: 'All News' }}
      header={{ kicker: data.source ?? 'News', title: data.title, summary: data.summary, publishedOn: article.published_on, tags: article.tags, image: data.hero_image }}
      more={{ id: 'related-news', title: 'You May Also Like', cards: related, status: list }}
    >
      <RichText blocks={data.body} />
    </ArticleView>
  );
}
