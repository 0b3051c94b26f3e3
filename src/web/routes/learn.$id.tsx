import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadLearnArticle } from '@/web/features/content/lazy-loaders';
import { LearnArticlePage } from '@/web/features/content/pages/learn-article-page';
import { brandPageRoute } from '@/web/shell/pages/brand-page-route';

/** /learn/{id} (part 1 §2): one article and 'View Other Articles'; main brand only. */
export const Route = createFileRoute('/learn/$id')({
  ...brandPageRoute,
  loader: ({ context, params }) => loadLearnArticle(context.queryClient, params.id),
  pendingComponent: ArticlePending,
  component: LearnArticlePage,
});
