import { createFileRoute } from '@tanstack/react-router';
import { ConsoleSectionPage } from '@/web/features/admin/frame/console-section-page';

/** /admin and /admin/{store,catalog,import,feeds,audit}: the console's sections, loaded on demand. */
export const Route = createFileRoute('/admin/{-$section}')({
  component: ConsoleSectionPage,
});
