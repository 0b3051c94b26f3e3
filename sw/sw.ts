/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PAGES } from './cache-rules';
import { withPageSnapshot } from './page-snapshots';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// No directory index: '/' is a navigation like any other, answered below with its page snapshot.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// Navigations are answered by the precached shell so a reload works with no network, with the last
// render of a public page shown until the app takes over; API paths and the server's own development
// pages (/dev/outbox) are not the app's.
registerRoute(new NavigationRoute(withPageSnapshot(createHandlerBoundToURL('/index.html')), { denylist: SERVER_PAGES }));
// Map data, images and the store reads an offline locator needs (runtime-caching.ts).
registerRuntimeCaching();

// The first install controls the open page at once; later versions wait until the shopper
// presses Reload in the update prompt (workbox-window's messageSkipWaiting).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
