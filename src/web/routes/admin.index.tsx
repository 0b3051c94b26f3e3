import { createFileRoute } from '@tanstack/react-router';
import { ConsoleOverview } from '@/web/features/admin/overview/console-overview';

/** /admin: the stores the console user manages. */
export const Route = createFileRoute('/admin/')({
  component: ConsoleOverview,
});
