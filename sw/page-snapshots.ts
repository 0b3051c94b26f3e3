/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core/types';
import { matchPrecache } from 'workbox-precaching';
import { inlineStylesheet, stylesheetHref } from '../src/api/shell-document';
import { injectSnapshot, isSnapshotPage, PAGE_SNAPSHOT_CACHE, snapshotKey, type PageSnapshot } from './page-snapshot-rules';

/**
 * Answers a navigation with the precached shell, plus the last snapshot of that page when one was
 * kept (sw/page-snapshot-rules.ts): the page shows at once, before any code runs, and the
 * app replaces it with its own render. Any trouble reading the snapshot gives the plain shell.
 */
export function withPageSnapshot(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const response = await shell(options);
    const url = options.url;
    if (!url || !isSnapshotPage(url.pathname) || !response.ok) return response;
    try {
      const kept = await (await caches.open(PAGE_SNAPSHOT_CACHE)).match(snapshotKey(url));
      if (!kept) return response;
      const snapshot = (await kept.json()) as PageSnapshot;
      const shellHtml = await response.clone().text();
      let page = injectSnapshot(shellHtml, snapshot, Date.now());
      if (page === shellHtml) return response;
      const href = stylesheetHref(page);
      const css = href ? await (await matchPrecache(href))?.text() : undefined;
      if (css !== undefined) page = inlineStylesheet(page, css);
      // The precached shell's own headers, its content security policy among them: that policy allows
      // the kept page's inline start script by hash (README "Content security policy").
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(page, { status: response.status, statusText: response.statusText, headers });
    } catch {
      return response;
    }
  };
}
