import { createFileRoute } from '@tanstack/react-router';
import { CatalogPage } from '@/web/features/admin/catalog/catalog-page';

/** /admin/catalog: the picked store's items, prices and stock per usage type. */
export const Route = createFileRoute('/admin/catalog')({
  component: CatalogPage,
});
