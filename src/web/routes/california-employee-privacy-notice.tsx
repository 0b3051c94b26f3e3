import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadDocument } from '@/web/features/content/lazy-loaders';
import { ContentPage } from '@/web/features/content/pages/content-page';
import { NotFoundPage } from '@/web/features/shell/pages/not-found-page';

const UID = 'california-employee-privacy-notice';

/** Legal page (part 1 §2): California employee privacy notice. */
export const Route = createFileRoute('/california-employee-privacy-notice')({
  loader: ({ context }) => loadDocument(context.queryClient, 'page', UID),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: () => <ContentPage uid={UID} />,
});
