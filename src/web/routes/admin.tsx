import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { ConsoleFrame } from '@/web/features/admin/frame/console-frame';

/** /admin: the operator console (README "The operator console"); needs login, its code loads on demand. */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: ConsoleFrame,
});
