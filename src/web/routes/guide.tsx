import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadDocument } from '@/web/features/content/lazy-loaders';
import { ContentPage } from '@/web/features/content/pages/content-page';
import { NotFoundPage } from '@/web/features/shell/pages/not-found-page';

const UID = 'guide';

/** /guide (part 1 §2): the static guide page (hours, purchase limits, maps, social links). */
export const Route = createFileRoute('/guide')({
  loader: ({ context }) => loadDocument(context.queryClient, 'page', UID),
  pendingComponent: ArticlePending,
  notFoundComponent: NotFoundPage,
  component: () => <ContentPage uid={UID} />,
});
