/** How often an open page asks the server for a new build (besides on return to the tab and on reconnecting). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Asks for a new service worker hourly, whenever the page becomes visible again and whenever the
 * device comes back online, so a long-open tab learns of a release without being reloaded.
 * `check` is registration.update(); it rejects when the server cannot be reached, which is no news.
 */
export function checkForUpdatesRegularly(check: () => Promise<unknown>): void {
  const run = () => {
    if (navigator.onLine) check().catch(() => undefined);
  };
  window.setInterval(run, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') run();
  });
  window.addEventListener('online', run);
}
