import { createFileRoute } from '@tanstack/react-router';
import { ListingPending } from '@/web/features/content/components/skeletons';
import { loadNewsIndex } from '@/web/features/content/lazy-loaders';
import { PressInquiryButton } from '@/web/features/contact/press/press-inquiry-button';
import { NewsPage } from '@/web/features/content/pages/news-page';

/** /news (part 1 §2): hero carousel, 'Submit Press Inquiry' (from the contact feature), every article. Both brands. */
export const Route = createFileRoute('/news/')({
  loader: ({ context }) => loadNewsIndex(context.queryClient),
  pendingComponent: ListingPending,
  component: () => <NewsPage pressInquiry={<PressInquiryButton />} />,
});
