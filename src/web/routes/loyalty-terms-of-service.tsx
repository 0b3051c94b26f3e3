import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadDocument } from '@/web/features/content/lazy-loaders';
import { ContentPage } from '@/web/features/content/pages/content-page';
import { NotFoundPage } from '@/web/features/shell/pages/not-found-page';

const UID = 'loyalty-terms-of-service';

/** Legal page (part 1 §2): the rewards programme's terms. */
export const Route = createFileRoute('/loyalty-terms-of-service')({
  loader: ({ context }) => loadDocument(context.queryClient, 'page', UID),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: () => <ContentPage uid={UID} />,
});
