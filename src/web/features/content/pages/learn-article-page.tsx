import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ContentDocumentOf } from '@/api/content';
import { otherArticles } from '@/domain/content-pages';
import { button } from '@/web/ui/button';
import { ArrowRightIcon } from '@/web/ui/icons';
import { educationPostsQueryOptions } from '../api/content-lists';
import { educationCard } from '../article-cards';
import { ContentLink } from '@/web/ui/rich-text/content-link';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { ArticleView } from '../components/article-view';
import { DocumentFallback } from '../components/document-fallback';
import { useContentDocument } from '../hooks/use-content-document';
import { usePageMeta } from '@/web/state/page-meta';

const route = getRouteApi('/learn/$id');

/** /learn/{id} (part 1 §2): the article, then 'View Other Articles' with 3 others. */
export function LearnArticlePage() {
  const { id } = route.useParams();
  const query = useContentDocument('education_post', id);
  if (query.data === undefined) return <DocumentFallback query={query} />;
  return <LearnArticleScreen post={query.data} />;
}

export function LearnArticleScreen({ post }: { post: ContentDocumentOf<'education_post'> }) {
  usePageMeta({ title: post.data.title, description: post.data.summary });
  const list = useQuery(educationPostsQueryOptions());
  const others = otherArticles(list.data?.data ?? [], post.uid).map(educationCard);
  return (
    <ArticleView
      back={{ to: '/learn', label: 'All Articles' }}
      header={{ kicker: 'Learn', title: post.data.title, publishedOn: post.published_on, tags: post.tags, image: post.data.featured_image }}
      more={{ id: 'other-articles', title: 'View Other Articles', cards: others, status: list }}
    >
      <RichText blocks={post.data.body} />
      {post.data.external_link && (
        <p className={css({ mt: '10' })}>
          <ContentLink href={post.data.external_link} className={button({ variant: 'solid', size: 'lg' })}>
            Read the Full Article <ArrowRightIcon />
          </ContentLink>
        </p>
      )}
    </ArticleView>
  );
}
