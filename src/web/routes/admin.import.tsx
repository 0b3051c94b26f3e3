import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '@/web/features/admin/import/import-page';

/** /admin/import: import the picked store's items from CSV or JSON (dry run, then apply), and export them. */
export const Route = createFileRoute('/admin/import')({
  component: ImportPage,
});
