import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { CRITICAL_STYLE_ATTRIBUTE, DEFERRED_STYLESHEET_ATTRIBUTE, LIVE_ATTRIBUTE, SNAPSHOT_ELEMENT_ID, SNAPSHOT_STYLE_ID } from '@/api/shell-document';
import { isSnapshotPage, PAGE_SNAPSHOT_CACHE, PAGE_SNAPSHOT_LIMIT, snapshotKey, type PageSnapshot } from '../../../../sw/page-snapshot-rules';
import { classesIn, criticalCss, type CssRuleLike } from './critical-css';
import { KEPT_SCREENS, keepFirstScreens } from './first-screens';

/** A page is kept this long after it settled, so it is kept with its data, not its skeleton. */
const SNAPSHOT_DELAY_MS = 1_500;
/** How many of a snapshot's first pictures load with the document (about a phone screen's worth). */
const EAGER_PICTURES = 6;
/** The app replaces the snapshot by then even if its data is still on the way. */
const REVEAL_MAX_MS = 4_000;

/**
 * Whether no query on screen is still loading its first answer (a skeleton). Disabled queries
 * (signed out, nothing chosen) wait without fetching and do not count.
 */
function settled(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .every((query) => !(query.state.status === 'pending' && query.state.fetchStatus === 'fetching'));
}

function whenSettled(queryClient: QueryClient): Promise<void> {
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
    void Promise.all([whenSettled(queryClient), fullStylesheetReady()]).then(() => {
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

/**
 * The rules of the page's stylesheets that `column` (with the document's root and body) uses, or
 * undefined when a stylesheet cannot be read: the snapshot then carries the whole stylesheet.
 */
function criticalCssFor(column: Element): string | undefined {
  const classes = classesIn(column);
  for (const element of [document.documentElement, document.body]) for (const name of Array.from(element.classList)) classes.add(name);
  const rules: CssRuleLike[] = [];
  try {
    for (const sheet of Array.from(document.styleSheets)) {
      const owner = sheet.ownerNode;
      if (owner instanceof Element && (owner.hasAttribute(CRITICAL_STYLE_ATTRIBUTE) || owner.id === SNAPSHOT_STYLE_ID)) continue;
      rules.push(...Array.from(sheet.cssRules));
    }
  } catch {
    return undefined;
  }
  return criticalCss(rules, classes);
}

/** The markup of the page column as rendered now, or undefined when this page must not be kept. */
function capturePage(queryClient: QueryClient): PageSnapshot | undefined {
  if (document.getElementById(SNAPSHOT_ELEMENT_ID) || !isSnapshotPage(window.location.pathname) || !settled(queryClient)) return undefined;
  const column = document.getElementById('main')?.parentElement;
  // Behind the age gate the page is not what the shopper sees.
  if (!column || column.hasAttribute('data-gated')) return undefined;
  const copy = column.cloneNode(true) as HTMLElement;
  keepFirstScreens(column, copy, KEPT_SCREENS * window.innerHeight);
  for (const transient of copy.querySelectorAll('[data-offline-banner]')) transient.remove();
  // The first pictures are on screen at once: load them with the document, not after layout.
  for (const picture of Array.from(copy.querySelectorAll('img')).slice(0, EAGER_PICTURES)) picture.removeAttribute('loading');
  return {
    html: copy.outerHTML,
    css: criticalCssFor(copy),
    rootStyle: document.documentElement.getAttribute('style') ?? '',
    build: document.querySelector('meta[name="apotheca-build"]')?.getAttribute('content') ?? '',
    savedAt: Date.now(),
  };
}

async function savePageSnapshot(queryClient: QueryClient): Promise<void> {
  const snapshot = capturePage(queryClient);
  if (!snapshot) return;
  try {
    const cache = await caches.open(PAGE_SNAPSHOT_CACHE);
    // Put replaces in place: deleting first would leave a moment (a reload's unload) with none.
    await cache.put(snapshotKey(new URL(window.location.href)), new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }));
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - PAGE_SNAPSHOT_LIMIT))) await cache.delete(old);
  } catch {
    // Storage full or blocked: the next visit renders as usual.
  }
}

/**
 * Keeps the last render of each public page (README "A repeat visit shows the last page at once"; the
 * service worker serves it, sw/page-snapshots.ts): after a page settles, and when the tab is hidden.
 */
export function keepPageSnapshots(router: AnyRouter, queryClient: QueryClient): void {
  if (typeof caches === 'undefined') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  router.subscribe('onResolved', () => {
    clearTimeout(timer);
    const path = window.location.pathname;
    timer = setTimeout(() => {
      void whenSettled(queryClient).then(() => {
        if (window.location.pathname === path) void savePageSnapshot(queryClient);
      });
    }, SNAPSHOT_DELAY_MS);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void savePageSnapshot(queryClient);
  });
}
