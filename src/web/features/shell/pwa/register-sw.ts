import { pwaState } from './pwa-state';

/**
 * Registers sw.js with workbox-window (production builds only). When a new version is waiting,
 * the update prompt offers Reload: the waiting worker takes over, then the page reloads once.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    pwaState.applyUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    pwaState.updateReady = true;
  });
  try {
    await wb.register();
  } catch (error) {
    console.warn('[pwa] service worker registration failed', error);
  }
}
