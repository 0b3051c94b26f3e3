import { createFileRoute } from '@tanstack/react-router';
import { loadSettings } from '@/web/features/content/lazy-loaders';
import { CareersPage } from '@/web/features/content/pages/careers-page';
import { guardBrandPage } from '@/web/shared/startup/brand-page-guard';

/** /careers (part 1 §2): redirects to the external jobs board; main brand only. */
export const Route = createFileRoute('/careers')({
  beforeLoad: ({ context, location }) => guardBrandPage(context.queryClient, location.pathname),
  loader: ({ context }) => loadSettings(context.queryClient),
  component: CareersPage,
});
