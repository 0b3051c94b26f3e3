import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { ConsolePage } from '@/web/features/admin/frame/console-page';

/**
 * /admin and /admin/{store,catalog,import,feeds,audit}: the operator console (README "The operator
 * console"). One route with an optional section, so the route tree every shopper's entry carries
 * holds one small console route; it needs login, and its code loads on demand.
 */
export const Route = createFileRoute('/admin/{-$section}')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: ConsolePage,
});
