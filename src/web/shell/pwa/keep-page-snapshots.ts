import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { CRITICAL_STYLE_ATTRIBUTE, SNAPSHOT_ELEMENT_ID, SNAPSHOT_STYLE_ID } from '@/api/shell-document';
import { isSnapshotPage, PAGE_SNAPSHOT_CACHE, PAGE_SNAPSHOT_LIMIT, snapshotKey, type PageSnapshot } from '../../../../sw/page-snapshot-rules';
import { classesIn, criticalCssInSlices, type CssRuleLike } from './critical-css';
import { KEPT_SCREENS, keepFirstScreens } from './first-screens';
import { settled, whenSettled } from './page-snapshot';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

/*
 * Keeping the last render of each public page for the next visit (page-snapshot.ts shows it). Its own
 * chunk, loaded once the app has started (main.tsx): a page is kept 1.5 s after it settles, so none of
 * this is needed for the first paint.
 */

/** A page is kept this long after it settled, so it is kept with its data, not its skeleton. */
const SNAPSHOT_DELAY_MS = 1_500;
/** How many of a snapshot's first pictures load with the document (about a phone screen's worth). */
const EAGER_PICTURES = 6;

/**
 * The rules of the page's stylesheets that `column` (with the document's root and body) uses, or
 * undefined when a stylesheet cannot be read: the snapshot then carries the whole stylesheet.
 */
function criticalCssFor(column: Element, sliceMs: number): Promise<string | undefined> {
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
    return Promise.resolve(undefined);
  }
  return criticalCssInSlices(rules, classes, sliceMs);
}

/**
 * The markup of the page column as rendered now, or undefined when this page must not be kept. The
 * markup is copied at once; its rules are read in slices after (criticalCssInSlices).
 */
async function capturePage(queryClient: QueryClient, sliceMs: number): Promise<PageSnapshot | undefined> {
  if (document.getElementById(SNAPSHOT_ELEMENT_ID) || !isSnapshotPage(window.location.pathname) || !settled(queryClient)) return undefined;
  const column = document.getElementById('main')?.parentElement;
  // Behind the age gate the page is not what the shopper sees.
  if (!column || column.hasAttribute('data-gated')) return undefined;
  const copy = column.cloneNode(true) as HTMLElement;
  keepFirstScreens(column, copy, KEPT_SCREENS * window.innerHeight);
  for (const transient of copy.querySelectorAll('[data-offline-banner]')) transient.remove();
  // The first pictures are on screen at once: load them with the document, not after layout.
  for (const picture of Array.from(copy.querySelectorAll('img')).slice(0, EAGER_PICTURES)) picture.removeAttribute('loading');
  const kept = {
    html: copy.outerHTML,
    rootStyle: document.documentElement.getAttribute('style') ?? '',
    build: document.querySelector('meta[name="apotheca-build"]')?.getAttribute('content') ?? '',
    savedAt: Date.now(),
  };
  const css = await criticalCssFor(copy, sliceMs);
  return { ...kept, css: css === undefined ? undefined : withoutUnusedCustomProperties(css, kept.html) };
}

/** A settled page's rules are read in slices of this much main-thread time; a hidden tab's at once (its timers are slowed). */
const SETTLED_SLICE_MS = 8;

async function savePageSnapshot(queryClient: QueryClient, sliceMs = SETTLED_SLICE_MS): Promise<void> {
  // The page's address as it is now: reading the rules in slices lets the shopper move on meanwhile.
  const key = snapshotKey(new URL(window.location.href));
  try {
    const snapshot = await capturePage(queryClient, sliceMs);
    if (!snapshot) return;
    const cache = await caches.open(PAGE_SNAPSHOT_CACHE);
    // Put replaces in place: deleting first would leave a moment (a reload's unload) with none.
    await cache.put(key, new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }));
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
  const keepWhenSettled = () => {
    clearTimeout(timer);
    const path = window.location.pathname;
    timer = setTimeout(() => {
      void whenSettled(queryClient).then(() => {
        if (window.location.pathname === path) void savePageSnapshot(queryClient);
      });
    }, SNAPSHOT_DELAY_MS);
  };
  router.subscribe('onResolved', keepWhenSettled);
  // Loaded after the start, this may come after the first page resolved: that page is kept too.
  if (router.state.resolvedLocation && router.state.status === 'idle') keepWhenSettled();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void savePageSnapshot(queryClient, Number.POSITIVE_INFINITY);
  });
}
