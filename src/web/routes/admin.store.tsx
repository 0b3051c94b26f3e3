import { createFileRoute } from '@tanstack/react-router';
import { StoreSettingsPage } from '@/web/features/admin/stores/store-settings-page';

/** /admin/store: the picked store's settings (operators for every store, managers for theirs). */
export const Route = createFileRoute('/admin/store')({
  component: StoreSettingsPage,
});
