import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { isKioskScreen, keepPinnedDeviceInKiosk } from '@/web/features/kiosk/kiosk-guard';
import { KioskChrome } from '@/web/shell/kiosk-chrome';
import { AppShell } from '@/web/shell/app-shell';
import { AppLoading } from '@/web/shell/pages/app-loading';
import { NotFoundPage } from '@/web/shell/pages/not-found-page';
import { RootError } from '@/web/shell/pages/root-error';
import { StartupEffects } from '@/web/shared/startup/startup-effects';
import { ensureStartup } from '@/web/shared/startup/startup-store';
import type { RouterContext } from '@/web/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A pinned device stays inside /kiosk (kiosk mode, DECISIONS.md "Modes of the one installable app").
  // Startup resolves brand and store before any child loader runs (they read shoppingState).
  beforeLoad: ({ context, location }) => {
    keepPinnedDeviceInKiosk(location.pathname);
    return ensureStartup(context.queryClient);
  },
  pendingComponent: AppLoading,
  pendingMs: 0,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
  component: RootLayout,
});

function RootLayout() {
  // The kiosk's own screen is full screen: no shop header, footer, banners or dialogs.
  const kiosk = useRouterState({ select: (state) => isKioskScreen(state.location.pathname) });
  const Frame = kiosk ? KioskChrome : AppShell;
  return (
    <>
      <StartupEffects />
      <Frame>
        <Outlet />
      </Frame>
    </>
  );
}
