import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadLearnArticle } from '@/web/features/content/lazy-loaders';
import { LearnArticlePage } from '@/web/features/content/pages/learn-article-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';
import { NotFoundPage } from '@/web/shell/pages/not-found-page';

/** /learn/{id} (part 1 §2): one article and 'View Other Articles'; main brand only. */
export const Route = createFileRoute('/learn/$id')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context, params }) => loadLearnArticle(context.queryClient, params.id),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: LearnArticlePage,
});
