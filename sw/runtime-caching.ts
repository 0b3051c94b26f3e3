/// <reference lib="webworker" />
import type { RouteMatchCallback } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { DEVICE_COPY_HEADER } from '../src/api/device-copy';
import { isMapData, isStaticImage, isStoreRead, type RequestFacts } from './cache-rules';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

function when(rule: (request: RequestFacts) => boolean): RouteMatchCallback {
  return ({ url, request }) => rule({ url, method: request.method, origin: self.location.origin });
}

/**
 * Runtime caches, each named with the reason it exists. Precached files (the app shell, code chunks
 * including MapLibre and its worker, public images) are answered by the precache route first.
 */
export function registerRuntimeCaching(): void {
  // The map's own style, state shapes and context layers change only with a brand's colours or a release: show the
  // kept copy at once (the map draws offline) and refresh it in the background.
  registerRoute(when(isMapData), new StaleWhileRevalidate({ cacheName: 'apotheca-map-v1' }));

  // Art under /images and /brands is versioned by its name: keep it, refetch only when evicted.
  registerRoute(
    when(isStaticImage),
    new CacheFirst({
      cacheName: 'apotheca-images-v1',
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );

  // Brand and store reads: always ask the network first (stock, hours and closures change), but an
  // offline reload, or a network slower than 3 s, still knows its brand and stores. Minimum for the
  // offline locator; the IndexedDB query persistence of a later issue covers the rest of the catalog.
  registerRoute(
    when(isStoreRead),
    new NetworkFirst({
      cacheName: 'apotheca-store-reads-v1',
      networkTimeoutSeconds: 3,
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }), markDeviceCopies],
    }),
  );
}

/**
 * NetworkFirst reads its cache only when the network failed or was too slow: the page is told, so
 * the kept answer does not count as the server being reachable (src/web/data/connectivity.ts).
 */
const markDeviceCopies = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(DEVICE_COPY_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
