import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/web/features/shell/app-shell';
import { AppLoading } from '@/web/features/shell/pages/app-loading';
import { NotFoundPage } from '@/web/features/shell/pages/not-found-page';
import { RootError } from '@/web/features/shell/pages/root-error';
import { StartupEffects } from '@/web/features/startup/startup-effects';
import { ensureStartup } from '@/web/features/startup/startup-store';
import type { RouterContext } from '@/web/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Startup resolves brand and store before any child loader runs (they read shoppingState).
  beforeLoad: ({ context }) => ensureStartup(context.queryClient),
  pendingComponent: AppLoading,
  pendingMs: 0,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <StartupEffects />
      <AppShell>
        <Outlet />
      </AppShell>
    </>
  );
}
