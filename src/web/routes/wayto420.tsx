import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadDocument } from '@/web/features/content/lazy-loaders';
import { ContentPage } from '@/web/features/content/pages/content-page';
import { guardBrandPage } from '@/web/features/content/route-guards';
import { NotFoundPage } from '@/web/features/shell/pages/not-found-page';

const UID = 'wayto420';

/** /wayto420 (part 1 §2): main brand only. */
export const Route = createFileRoute('/wayto420')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context }) => loadDocument(context.queryClient, 'page', UID),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: () => <ContentPage uid={UID} />,
});
