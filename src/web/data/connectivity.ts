import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the app can reach its server: TanStack Query's online manager, which pauses queries while
 * offline and decides whether a cart write is sent or kept for later. The browser's word is not
 * enough: TanStack starts out online, and `navigator.onLine` stays true on a network that leads
 * nowhere (a captive portal, a dead Wi-Fi, a page a service worker answered with no network behind
 * it). So a request that cannot reach the server also marks the app offline, and the health check
 * is asked again, more slowly each time, until it answers or the browser says it is back online.
 */

const PROBE_FIRST_MS = 2_000;
const PROBE_MAX_MS = 10_000;
const HEALTH_URL = '/api/health';

let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelayMs = PROBE_FIRST_MS;
/** Set by followBrowserConnectivity when the app starts; until then requests report nothing. */
let following = false;

/** A page opened with no network starts offline. */
export function syncOnlineAtStart(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

function stopProbing(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelayMs = PROBE_FIRST_MS;
}

function probeLater(): void {
  if (probeTimer !== undefined) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    fetch(HEALTH_URL, { cache: 'no-store' })
      .then((response) => (response.ok ? reportReachable() : retry()))
      .catch(retry);
  }, probeDelayMs);
}

function retry(): void {
  probeDelayMs = Math.min(probeDelayMs * 2, PROBE_MAX_MS);
  probeLater();
}

/** A request got an answer from the server: the app is online. */
export function reportReachable(): void {
  if (!following) return;
  stopProbing();
  onlineManager.setOnline(true);
}

/**
 * A request could not reach the server. Offline until the health check answers; when the browser
 * itself says it is offline, its 'online' event ends it instead.
 */
export function reportUnreachable(): void {
  if (!following) return;
  onlineManager.setOnline(false);
  if (typeof navigator === 'undefined' || navigator.onLine) probeLater();
}

/**
 * Starts following the network, once, as the app starts: the browser's own online and offline
 * events, and what requests find out (reportReachable, reportUnreachable).
 */
export function followBrowserConnectivity(): void {
  following = true;
  syncOnlineAtStart();
  onlineManager.setEventListener((setOnline) => {
    const online = () => {
      stopProbing();
      setOnline(true);
    };
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}
