import { createFileRoute } from '@tanstack/react-router';
import { ListingPending } from '@/web/features/content/components/skeletons';
import { loadNewsIndex } from '@/web/features/content/lazy-loaders';
import { NewsPage } from '@/web/features/content/pages/news-page';

/** /news (part 1 §2): hero carousel, 'Submit Press Inquiry', every article. Both brands. */
export const Route = createFileRoute('/news/')({
  loader: ({ context }) => loadNewsIndex(context.queryClient),
  pendingComponent: ListingPending,
  component: NewsPage,
});
