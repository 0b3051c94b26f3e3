import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadNewsArticle } from '@/web/features/content/lazy-loaders';
import { NewsArticlePage } from '@/web/features/content/pages/news-article-page';
import { NotFoundPage } from '@/web/shell/pages/lazy-not-found-page';

/** /news/{id} (part 1 §2): the article and up to 3 related ones ('You May Also Like'). */
export const Route = createFileRoute('/news/$id')({
  loader: ({ context, params }) => loadNewsArticle(context.queryClient, params.id),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: NewsArticlePage,
});
