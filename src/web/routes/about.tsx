import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadAbout } from '@/web/features/content/lazy-loaders';
import { AboutPage } from '@/web/features/content/pages/about-page';
import { brandPageRoute } from '@/web/shell/pages/brand-page-route';

/** /about (part 1 §2): main brand only. */
export const Route = createFileRoute('/about')({
  ...brandPageRoute,
  loader: ({ context }) => loadAbout(context.queryClient),
  pendingComponent: ArticlePending,
  component: AboutPage,
});
