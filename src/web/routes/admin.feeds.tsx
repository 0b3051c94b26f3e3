import { createFileRoute } from '@tanstack/react-router';
import { FeedKeysPage } from '@/web/features/admin/feeds/feed-keys-page';

/** /admin/feeds: the point-of-sale feed keys (operators). */
export const Route = createFileRoute('/admin/feeds')({
  component: FeedKeysPage,
});
