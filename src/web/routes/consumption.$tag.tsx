import { createFileRoute } from '@tanstack/react-router';
import { ConsumptionPage } from '@/web/features/catalog/pages/consumption-page';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { tagListRoute } from '@/web/features/catalog/tag-list-route';

export const Route = createFileRoute('/consumption/$tag')({
  ...tagListRoute('consumption'),
  pendingComponent: ProductListPending,
  component: ConsumptionPage,
});
