import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppShell } from '@/web/shell/app-shell';
import { AppLoading } from '@/web/shell/pages/app-loading';
import { NotFoundPage } from '@/web/shell/pages/lazy-not-found-page';
import { RootError } from '@/web/shell/pages/root-error';
import { StartupEffects } from '@/web/shared/startup/startup-effects';
import { ensureStartup } from '@/web/shared/startup/startup-store';
import { isKioskScreen, mayBePinned } from '@/web/state/pinned-device';
import type { RouterContext } from '@/web/router';

// The kiosk's frame and guard load only where they are used: no kiosk code in a shopper's entry.
const LazyKioskChrome = lazy(() => import('@/web/shell/kiosk-chrome').then((m) => ({ default: m.KioskChrome })));
const loadKioskGuard = () => import('@/web/features/kiosk/kiosk-guard');

export const Route = createRootRouteWithContext<RouterContext>()({
  // A pinned device stays inside /kiosk (kiosk mode, DECISIONS.md "Modes of the one installable app"):
  // only a device that keeps a pin loads the guard, which checks the pin itself.
  // Startup resolves brand and store before any child loader runs (they read shoppingState).
  beforeLoad: ({ context, location }) => {
    if (!mayBePinned()) return ensureStartup(context.queryClient);
    return loadKioskGuard().then((guard) => {
      guard.keepPinnedDeviceInKiosk(location.pathname);
      return ensureStartup(context.queryClient);
    });
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
  return (
    <>
      <StartupEffects />
      {kiosk ? (
        <Suspense fallback={null}>
          <LazyKioskChrome>
            <Outlet />
          </LazyKioskChrome>
        </Suspense>
      ) : (
        <AppShell>
          <Outlet />
        </AppShell>
      )}
    </>
  );
}
