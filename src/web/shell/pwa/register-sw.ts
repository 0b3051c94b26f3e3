import { idle } from '@/web/data/when-idle';
import { listenForInstallOffer } from './install-events';
import { reloadOnce } from './page-reload';
import { reloadOnStaleChunk } from './stale-chunk-reload';
import { checkForUpdatesRegularly } from './update-checks';
import { offerUpdates } from './update-flow';

/** How long registering may wait for an idle moment. */
const SERVICE_WORKER_MAX_WAIT_MS = 3_000;

/**
 * Registers sw.js with workbox-window (production builds only) and wires what a release needs on an
 * open page: regular update checks, the update prompt's Reload (update-flow.ts), a reload when a
 * lazy chunk of the old build is gone, and the browser's install offer.
 */
export async function registerServiceWorker(): Promise<void> {
  // Before anything is awaited: the install offer may come soon after load.
  listenForInstallOffer();
  if (!import.meta.env.PROD) return;
  reloadOnStaleChunk(reloadOnce);
  if (!('serviceWorker' in navigator)) return;
  // Registering (and workbox-window's code) is nothing the first screen shows: after the start's long tasks.
  await idle(SERVICE_WORKER_MAX_WAIT_MS);
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  offerUpdates(wb, {
    wasControlled: Boolean(navigator.serviceWorker.controller),
    hasWaitingWorker: () => Boolean(registration?.waiting),
    reload: reloadOnce,
  });
  try {
    registration = await wb.register();
  } catch (error) {
    console.warn('[pwa] service worker registration failed', error);
    return;
  }
  checkForUpdatesRegularly(() => wb.update());
}
