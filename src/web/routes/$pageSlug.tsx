import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isTopLevelPage, TOP_LEVEL_PAGE_ALIASES } from '@/domain/top-level-pages';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadDocument } from '@/web/features/content/lazy-loaders';
import { ContentPage } from '@/web/features/content/pages/content-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';
import { NotFoundPage } from '@/web/shell/pages/lazy-not-found-page';

/**
 * The top-level content pages (part 1 §2): legal pages, /reviews, /tour, /askusanything, /bhm,
 * /wayto420 and /guide (and /hippa redirecting to /hipaa), each the 'page' document of its own uid. One route instead of thirteen keeps
 * the entry chunk small; any other top-level path is the not-found page, as before.
 */
export const Route = createFileRoute('/$pageSlug')({
  beforeLoad: ({ context, location, params }) => {
    const alias = TOP_LEVEL_PAGE_ALIASES[params.pageSlug];
    if (alias) throw redirect({ to: '/$pageSlug', params: { pageSlug: alias }, replace: true });
    if (!isTopLevelPage(params.pageSlug)) throw notFound();
    return guardBrandPage(context.queryClient, location.pathname);
  },
  loader: ({ context, params }) => loadDocument(context.queryClient, 'page', params.pageSlug),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: TopLevelPage,
});

function TopLevelPage() {
  const { pageSlug } = Route.useParams();
  return <ContentPage uid={pageSlug} />;
}
