import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadAbout } from '@/web/features/content/lazy-loaders';
import { AboutPage } from '@/web/features/content/pages/about-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';
import { NotFoundPage } from '@/web/shell/pages/not-found-page';

/** /about (part 1 §2): main brand only. */
export const Route = createFileRoute('/about')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context }) => loadAbout(context.queryClient),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: AboutPage,
});
