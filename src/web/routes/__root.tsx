import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/web/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
});
