import { createFileRoute } from '@tanstack/react-router';
import { guardStoreSlug } from '@/web/features/stores/route-guards';
import { StorePage } from '@/web/features/stores/store-page/store-page';
import { StorePagePending } from '@/web/features/stores/store-page/store-page-pending';

/** /store/{store_slug}: legacy slugs and /store/choose redirect first (part 1 §2 route table). */
export const Route = createFileRoute('/store/$storeSlug')({
  beforeLoad: ({ params }) => guardStoreSlug(params.storeSlug),
  pendingComponent: StorePagePending,
  component: StorePage,
});
