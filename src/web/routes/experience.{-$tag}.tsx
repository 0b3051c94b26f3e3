import { createFileRoute } from '@tanstack/react-router';
import { ExperiencePage } from '@/web/features/catalog/pages/experience-page';
import { ProductListPending } from '@/web/features/catalog/pages/product-list-pending';
import { tagListRoute } from '@/web/features/catalog/tag-list-route';

export const Route = createFileRoute('/experience/{-$tag}')({
  ...tagListRoute<{ tag?: string }>('experience'),
  pendingComponent: ProductListPending,
  component: ExperiencePage,
});
