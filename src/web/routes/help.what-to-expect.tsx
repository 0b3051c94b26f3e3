import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadDocument } from '@/web/features/content/lazy-loaders';
import { ContentPage } from '@/web/features/content/pages/content-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';
import { NotFoundPage } from '@/web/shell/pages/not-found-page';

const UID = 'what-to-expect';

/** /help/what-to-expect (part 1 §2): main brand only. */
export const Route = createFileRoute('/help/what-to-expect')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context }) => loadDocument(context.queryClient, 'page', UID),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: () => <ContentPage uid={UID} />,
});
