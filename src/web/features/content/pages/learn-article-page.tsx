import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ContentDocumentOf } from '@/api/content';
import { otherArticles } from '@/domain/content-pages';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { ArrowRightIcon, ChevronLeftIcon } from '@/web/ui/icons';
import { educationPostsQueryOptions } from '../api/content-lists';
import { educationCard } from '../article-cards';
import { ArticleHeader } from '../components/article-header';
import { ContentError } from '../components/content-error';
import { MoreArticles } from '../components/more-articles';
import { ContentLink } from '@/web/ui/rich-text/content-link';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { ArticlePending } from '../components/skeletons';
import { useContentDocument } from '../hooks/use-content-document';
import { articleShell, pageShell } from '../styles';
import { usePageMeta } from '@/web/state/page-meta';

const route = getRouteApi('/learn/$id');

/** /learn/{id} (part 1 §2): the article, then 'View Other Articles' with 3 others. */
export function LearnArticlePage() {
  const { id } = route.useParams();
  const query = useContentDocument('education_post', id);
  // What this device kept shows even when its refresh fails (offline).
  if (query.data === undefined) return query.isError ? <ContentError error={query.error} onRetry={() => void query.refetch()} /> : <ArticlePending />;
  return <LearnArticleScreen post={query.data} />;
}

export function LearnArticleScreen({ post }: { post: ContentDocumentOf<'education_post'> }) {
  usePageMeta({ title: post.data.title, description: post.data.summary });
  const list = useQuery(educationPostsQueryOptions());
  const others = otherArticles(list.data?.data ?? [], post.uid).map(educationCard);
  return (
    <>
      <article className={articleShell}>
        <AppLink to="/learn" className={`${button({ variant: 'link', size: 'sm' })} ${css({ mb: '6' })}`}>
          <ChevronLeftIcon /> All Articles
        </AppLink>
        <ArticleHeader kicker="Learn" title={post.data.title} publishedOn={post.published_on} tags={post.tags} image={post.data.featured_image} />
        <RichText blocks={post.data.body} />
        {post.data.external_link && (
          <p className={css({ mt: '10' })}>
            <ContentLink href={post.data.external_link} className={button({ variant: 'solid', size: 'lg' })}>
              Read the Full Article <ArrowRightIcon />
            </ContentLink>
          </p>
        )}
      </article>
      <div className={pageShell}>
        <MoreArticles id="other-articles" title="View Other Articles" cards={others} status={list} />
      </div>
    </>
  );
}
