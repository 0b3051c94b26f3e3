import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadPageRoute } from '@/web/features/content/lazy-loaders';
import { PageRoutePage } from '@/web/features/content/pages/page-route-page';
import { NotFoundPage } from '@/web/shell/pages/lazy-not-found-page';

/**
 * /page/{id}/{storeID?}/{usageType?} (part 1 §2): a content page (deals, transition, coming-soon
 * pages). Invalid params and missing pages are not found; old ids redirect.
 */
export const Route = createFileRoute('/page/$id/{-$storeId}/{-$usageType}')({
  loader: ({ context, params }) => loadPageRoute(context.queryClient, params),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: PageRoutePage,
});
