import { createFileRoute } from '@tanstack/react-router';
import { CollectionPage } from '@/web/features/catalog/pages/collection-page';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { tagListRoute } from '@/web/features/catalog/tag-list-route';

export const Route = createFileRoute('/collection/$tag')({
  ...tagListRoute('collection'),
  pendingComponent: ProductListPending,
  component: CollectionPage,
});
