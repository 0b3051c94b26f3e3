import { createFileRoute } from '@tanstack/react-router';
import { ArticlePending } from '@/web/features/content/components/skeletons';
import { loadDocument } from '@/web/features/content/lazy-loaders';
import { ContentPage } from '@/web/features/content/pages/content-page';
import { brandPageRoute } from '@/web/shell/pages/brand-page-route';

const UID = 'what-to-expect';

/** /help/what-to-expect (part 1 §2): main brand only. */
export const Route = createFileRoute('/help/what-to-expect')({
  ...brandPageRoute,
  loader: ({ context }) => loadDocument(context.queryClient, 'page', UID),
  pendingComponent: ArticlePending,
  component: () => <ContentPage uid={UID} />,
});
