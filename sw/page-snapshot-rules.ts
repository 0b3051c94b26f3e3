/**
 * Page snapshots (README "A repeat visit shows the last page at once"): the page keeps the markup of
 * a public page it rendered in Cache Storage; the service worker answers the next navigation to that
 * page with the shell plus that markup, shown inert until the app's own first render replaces it.
 * The service worker's protocol, shared with the page that writes the snapshots (src/web/shell/pwa/page-snapshot.ts); pure.
 */
import { inlineCriticalStylesheet, showBeforeApp } from '../src/api/shell-document';

/** Where snapshots live (Cache Storage is readable by the page and the service worker alike). */
export const PAGE_SNAPSHOT_CACHE = 'apotheca-page-snapshots-v1';
/** At most this many pages are kept; the oldest go first. */
export const PAGE_SNAPSHOT_LIMIT = 30;
/** A snapshot older than this is not shown. */
export const PAGE_SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export interface PageSnapshot {
  /** The markup of the app's page column (header, page, footer) as it was rendered. */
  html: string;
  /** The root element's inline style (the brand's colour variables). */
  rootStyle: string;
  /** The rules of the app's stylesheets the page uses (critical-css.ts); older snapshots have none. */
  css?: string;
  /** The build that rendered it (index.html's apotheca-build meta): another build's classes differ. */
  build: string;
  savedAt: number;
}

/** Public pages only: never an account, cart, order or sign-in page (their markup is personal). */
export function isSnapshotPage(pathname: string): boolean {
  return pathname === '/' || /^\/(products|product|locations|menu|collection|consumption|experience|learn|news|faq|about|delivery)(\/|$)/.test(pathname);
}

/** The Cache Storage key of a page's snapshot (its path and query). */
export function snapshotKey(url: URL): string {
  return new URL(`/__page-snapshot${url.pathname}${url.search}`, url.origin).href;
}

/** The build id in a shell document (vite.config.ts writes it), or '' when none. */
export function buildOf(html: string): string {
  return /<meta name="apotheca-build" content="([^"]*)"/.exec(html)?.[1] ?? '';
}

/**
 * The shell with the snapshot shown in place of the app: #root is hidden until the app removes the
 * snapshot, and the snapshot is inert (nothing in it can be clicked or focused before the app runs).
 * With the snapshot's own rules inline, the full stylesheet loads behind them; a snapshot without
 * them leaves the stylesheet link for the service worker to inline whole. Answers the shell
 * unchanged when the snapshot does not fit it.
 */
export function injectSnapshot(shellHtml: string, snapshot: PageSnapshot, now: number): string {
  if (!snapshot.html || snapshot.build !== buildOf(shellHtml) || now - snapshot.savedAt > PAGE_SNAPSHOT_MAX_AGE_MS) return shellHtml;
  const page = showBeforeApp(shellHtml, { html: snapshot.html, rootStyle: snapshot.rootStyle });
  return snapshot.css ? inlineCriticalStylesheet(page, snapshot.css) : page;
}
