import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isNetworkFailure } from './data/api-errors';
import { clearPrivateDataOnSignOut } from './data/private-data';
import { createQueryClient } from './data/query-client';
import { followBrowserConnectivity } from './data/connectivity';
import { loadLiveUpdatesWhenSignedIn } from './data/live/load-live';
import { persistQueries } from './data/query-persistence';
import { startSessionService } from './data/session-service';
import { startOfflineWritesWhenSignedIn } from './shared/cart/start-offline-writes';
import { adoptFirstVisitGate } from './shell/age-gate/first-visit-copy';
import { applyAccessibilityMode } from './shell/footer/accessibility-mode';
import { renderFirstPage, revealAppWhenReady } from './shell/pwa/page-snapshot';
import { registerServiceWorker } from './shell/pwa/register-sw';
import { brandOverride } from './shared/startup/api/get-store-breakdown';
import { createAppRouter } from './router';
import { loadConsent } from './state/consent';

// TanStack's persister refreshes a restored query without handling its failure; offline that is
// expected (the kept data stays on screen), not an error worth reporting.
window.addEventListener('unhandledrejection', (event) => {
  if (isNetworkFailure(event.reason)) event.preventDefault();
});

applyAccessibilityMode();
loadConsent();
startSessionService();
adoptFirstVisitGate();

followBrowserConnectivity();
const queryClient = createQueryClient();
persistQueries(queryClient, { scope: brandOverride() ?? 'host', buster: __API_CONTRACT_HASH__ });
clearPrivateDataOnSignOut(queryClient);
const router = createAppRouter(queryClient);
revealAppWhenReady(router, queryClient);

const root = createRoot(document.getElementById('root')!);
const renderApp = () =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
renderFirstPage(router, renderApp);

void registerServiceWorker();
// Keeping pages for the next visit starts 1.5 s after a page settles: its code is not the first paint's.
if (import.meta.env.PROD) void import('./shell/pwa/keep-page-snapshots').then((keeping) => keeping.keepPageSnapshots(router, queryClient));
startOfflineWritesWhenSignedIn(queryClient);
loadLiveUpdatesWhenSignedIn(queryClient);
