import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { startTransition } from 'react';
import { CRITICAL_STYLE_ATTRIBUTE, DEFERRED_STYLESHEET_ATTRIBUTE, LIVE_ATTRIBUTE, SNAPSHOT_ELEMENT_ID, SNAPSHOT_STYLE_ID } from '@/api/shell-document';

/** The app replaces the snapshot by then even if its data is still on the way. */
const REVEAL_MAX_MS = 4_000;
/** The longest the first render waits for its route behind a shown page: the app's own loading screen is there before the page goes. */
export const FIRST_RENDER_WAIT_MAX_MS = REVEAL_MAX_MS - 1_000;

/**
 * Showing the page kept on the device (README "A repeat visit shows the last page at once") until the
 * app has the same page ready. Keeping pages is keep-page-snapshots.ts, loaded after the start.
 */

/**
 * Whether no query on screen is still loading its first answer (a skeleton). Disabled queries
 * (signed out, nothing chosen) wait without fetching and do not count.
 */
export function settled(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .every((query) => !(query.state.status === 'pending' && query.state.fetchStatus === 'fetching'));
}

export function whenSettled(queryClient: QueryClient): Promise<void> {
  if (settled(queryClient)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!settled(queryClient)) return;
      stop();
      resolve();
    });
  });
}

/** One wait per stylesheet: its load event fires once, for whoever listened first. */
const stylesheetsLoading = new WeakMap<HTMLLinkElement, Promise<void>>();

/**
 * Resolves once the full stylesheet applies: at once, unless a kept page came with only its own rules
 * and the stylesheet is still loading behind them (inlineCriticalStylesheet). A stylesheet that fails
 * to load is let go too, so the app never waits on it for ever.
 */
export function fullStylesheetReady(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}][rel=stylesheet]`);
  if (!link || link.sheet) return Promise.resolve();
  let ready = stylesheetsLoading.get(link);
  if (!ready) {
    ready = new Promise((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    stylesheetsLoading.set(link, ready);
  }
  return ready;
}

/**
 * Renders the app's first page. With nothing shown before it, at once (its own loading screen).
 * Behind a shown page (a kept page, the server's copy, a first visitor's gate), once the router has
 * loaded that page, and in a transition: React renders it in slices the browser can answer taps
 * between. Rendered at once, the router's load landing re-rendered it all in one synchronous task
 * (~0.5 s at 4x CPU on /). A load that hangs (a network that leads nowhere) waits FIRST_RENDER_WAIT_MAX_MS.
 */
export function renderFirstPage(router: Pick<AnyRouter, 'load'>, render: () => void): void {
  if (document.getElementById(SNAPSHOT_ELEMENT_ID) === null) return render();
  let rendered = false;
  const renderOnce = () => {
    if (rendered) return;
    rendered = true;
    startTransition(render);
  };
  const latest = setTimeout(renderOnce, FIRST_RENDER_WAIT_MAX_MS);
  void router.load().finally(() => {
    clearTimeout(latest);
    renderOnce();
  });
}

/**
 * Resolves once the app's pictures that load at once (not lazily: a list's first row, a product's
 * picture, the logo) are decoded or have failed. Swapped in before, they flash empty where the shown
 * page had them, and the same picture painted again later counts as the page's largest paint.
 */
export function eagerPicturesReady(root: ParentNode): Promise<void> {
  const pictures = [...root.querySelectorAll('img')].filter((picture) => picture.loading !== 'lazy' && typeof picture.decode === 'function');
  return Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(() => undefined);
}

/** Removes the snapshot the service worker showed, so the app's own render is what remains. */
export function revealApp(): void {
  document.getElementById(SNAPSHOT_ELEMENT_ID)?.remove();
  document.getElementById(SNAPSHOT_STYLE_ID)?.remove();
  const critical = document.querySelector(`style[${CRITICAL_STYLE_ATTRIBUTE}]`);
  // The kept page's own rules go once the full stylesheet holds them all.
  if (critical) void fullStylesheetReady().then(() => critical.remove());
}

let revealLater: (() => void) | undefined;

/**
 * The page the server rendered behind a first visitor's gate goes once the app has the same page
 * ready (as a kept page does, revealAppWhenReady), or at once when the app did not start that way.
 */
export function revealFirstVisitPageWhenReady(): void {
  const reveal = revealLater ?? revealApp;
  revealLater = undefined;
  reveal();
}

/**
 * When the shell came with a snapshot: swaps it for the app once the first page has resolved, its
 * data is in (restored from the device, usually) and the full stylesheet applies, so the shopper sees
 * the last page, then the same page live, never a skeleton or an unstyled app in between; after
 * REVEAL_MAX_MS at the latest.
 */
export function revealAppWhenReady(router: AnyRouter, queryClient: QueryClient, { evenFirstVisitCopy = false } = {}): void {
  const shown = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (!shown) return;
  // A first visitor's working gate stays until the app's own gate takes over (age-gate/first-visit-copy.ts),
  // which then reveals the page behind it this way (revealFirstVisitPageWhenReady).
  if (shown.hasAttribute(LIVE_ATTRIBUTE) && !evenFirstVisitCopy) {
    revealLater = () => revealAppWhenReady(router, queryClient, { evenFirstVisitCopy: true });
    return;
  }
  const deadline = setTimeout(revealApp, REVEAL_MAX_MS);
  const reveal = () =>
    void Promise.all([whenSettled(queryClient), fullStylesheetReady()])
      .then(() => eagerPicturesReady(document.getElementById('root') ?? document))
      .then(() => {
        clearTimeout(deadline);
        requestAnimationFrame(revealApp);
      });
  // Asked once the app runs (the first visitor's gate left), the first page may have resolved already.
  if (router.state.resolvedLocation && router.state.status === 'idle') return reveal();
  const stop = router.subscribe('onResolved', () => {
    stop();
    reveal();
  });
}
