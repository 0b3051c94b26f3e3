import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AGE_CONFIRMED_COOKIE } from '@/api/shell-document';
import { SERVER_PAGES_FILE, type RenderServerPage, type ServerPageRequest } from '@/api/server-pages';
import { SHOPPING_COOKIES } from '@/api/shopping-cookies';
import { isPrivatePage } from '@/domain/crawl-rules';
import { isSimplePage } from '@/domain/simple-pages';
import { parseUsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { busyMeter, databaseThreadBusy } from '@/server/db/database-load';
import { cachedCatalog } from '@/server/services/catalog/catalog-cache';
import { logError } from '@/server/services/logging/log-error';
import { brandForRequest } from '../brand';
import type { AppEnv } from '../context';
import { renderThread } from './render-thread';

/** A render still under way after this will never end: its thread is ended (render-thread.ts). */
const RENDER_GIVE_UP_MS = 10_000;
/**
 * Below this many page requests in the last second the server is quiet, and a request waits for its
 * page's render up to QUIET_WAIT_MS: nobody else is held up, and the visitor (a shopper opening a
 * shared link on a new device) gets the page itself. Busier, it waits SERVER_PAGES_WAIT_MS.
 */
const QUIET_PAGES_PER_SECOND = 20;
const QUIET_WAIT_MS = 2_000;
/**
 * Renders waiting or under way at most: past that a page is left to the app, so a burst of new
 * addresses (a crawler, or someone making up query strings) cannot queue work without end.
 */
const RENDERS_IN_FLIGHT_MAX = 4;

/** The cache bucket of pages rendered without a store (dropped only when every store's menu changes). */
const NO_STORE = 0;

class RendersBusy extends Error {}
/** One refusal for all: most page requests under load are refused a render, and an Error's stack costs. */
const RENDERS_BUSY = new RendersBusy('No room for another render.');

/** The API as the rendered page calls it: in this process, for the page's brand. */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

/**
 * The build's page renderer (src/web/prerender/server-pages.tsx, built to SERVER_PAGES_FILE), loaded
 * once and again after a rebuild replaced it; undefined when the build has none.
 */
interface Renderer {
  render: RenderServerPage;
  /** Which build it is (pages kept from another build are not shown). */
  build: number;
}

function builtRenderer(distDir: string, onThread: ReturnType<typeof renderThread> | undefined): () => Promise<Renderer | undefined> {
  const file = path.join(distDir, SERVER_PAGES_FILE);
  let kept: { mtimeMs: number; render: Promise<Renderer | undefined> } | undefined;
  return () => {
    if (!existsSync(file)) return Promise.resolve(undefined);
    const { mtimeMs } = statSync(file);
    if (kept?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      // On the render thread the file is loaded there (a file that does not load fails each render).
      onThread?.load(url);
      const render = onThread ? Promise.resolve({ render: (request: ServerPageRequest) => onThread.render(url, request), build: mtimeMs }) : import(url).then(
        (module: { renderServerPage?: RenderServerPage }) => module.renderServerPage && { render: module.renderServerPage, build: mtimeMs },
        (error: unknown) => {
          logError('[pages] the build has a page renderer that does not load', error);
          return undefined;
        },
      );
      kept = { mtimeMs, render };
    }
    return kept.render;
  };
}

/** Public pages of the storefront: not one person's (crawl rules), not the kiosk's or a sign-in flow. */
function rendersOnServer(c: Context<AppEnv>): boolean {
  const pathname = c.req.path;
  return (
    c.req.method === 'GET' &&
    (c.req.header('accept')?.includes('text/html') ?? false) &&
    !pathname.startsWith('/api/') &&
    !path.extname(pathname) &&
    !isPrivatePage(pathname) &&
    !isSimplePage(pathname)
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface RenderBudget {
  /** Renders started in any second at most (SERVER_PAGES_PER_SECOND). */
  perSecond: number;
  /** No render above this event loop utilisation of the server's thread or the database's (SERVER_PAGES_MAX_BUSY). */
  maxBusy: number;
  /** Renders on a thread of their own (SERVER_PAGES_THREAD=own) or on the server's. */
  thread: 'own' | 'server';
  /**
   * How long a request waits for its page's render (SERVER_PAGES_WAIT_MS) on a busy server before it
   * is answered the shell with the page's head; the render goes on and is kept for the next visitor.
   */
  waitMs: number;
}

/**
 * Renders a public page with the app's own screens before the app runs (issue 22), for the shell and
 * the first visitor's page to show (`serverPage`; README "Pages for crawlers"): what a crawler, a link
 * preview or a shopper on a new device reads at once. The page renders for the shopper's chosen store
 * (their cookie), else the page's own store (a product's): pageAnswers sets it as `pageStore`, with the API answered
 * in this process; answers are kept as long as catalog answers are, and dropped with them when the
 * store's menu changes. A page that fails or takes too long is left to the app.
 */
export function serverRenderedPages(distDir: string, apiFetch: ApiFetch, budget: RenderBudget): MiddlewareHandler<AppEnv> {
  const renderer = builtRenderer(distDir, budget.thread === 'own' ? renderThread(RENDER_GIVE_UP_MS) : undefined);
  // The renderer loaded now, not by the first visitor's page (hundreds of ms on a thread of its own).
  void renderer();
  let inFlight = 0;
  const started: number[] = [];
  const asked: number[] = [];
  /** How long this request may wait for its render: long on a quiet server, SERVER_PAGES_WAIT_MS on a busy one. */
  const waitFor = () => {
    const now = performance.now();
    // The last QUIET_PAGES_PER_SECOND + 1 requests are enough to tell whether there were more in a second.
    asked.push(now);
    if (asked.length > QUIET_PAGES_PER_SECOND + 1) asked.shift();
    const quiet = asked.length <= QUIET_PAGES_PER_SECOND || now - asked[0]! >= 1_000;
    return quiet ? Math.max(QUIET_WAIT_MS, budget.waitMs) : budget.waitMs;
  };
  const serverBusy = busyMeter(() => performance.eventLoopUtilization());
  // Refused, not answered undefined: an error is not kept, so the page renders once there is room.
  const busy = (db: Database) => Math.max(serverBusy(), databaseThreadBusy(db));
  const bounded = async (db: Database, render: () => Promise<string | undefined>) => {
    const now = performance.now();
    while (started.length > 0 && now - started[0]! >= 1_000) started.shift();
    // Renders started in the last second are bounded too (SERVER_PAGES_PER_SECOND): one that misses the
    // cache costs 20-30 ms of a core (on the render thread) and the API reads it makes on the server's
    // and the database's threads, so a crawler walking a
    // whole menu gets the rest of its pages as the shell (head and JSON-LD still there) instead of
    // starving shoppers. And none while the server's thread or PGlite's (on a thread of its own) is
    // busy with other work: a render would only queue behind it and hold up the requests after it.
    if (inFlight >= RENDERS_IN_FLIGHT_MAX || started.length >= budget.perSecond || (budget.maxBusy < 1 && busy(db) > budget.maxBusy)) throw RENDERS_BUSY;
    started.push(now);
    inFlight += 1;
    try {
      return await render();
    } finally {
      inFlight -= 1;
    }
  };
  return async (c, next) => {
    if (!rendersOnServer(c) || c.get('pageMissing')) return next();
    const built = await renderer();
    const db = c.get('db');
    const brand = built && (await brandForRequest(db, { brand: c.req.query('brand'), host: c.req.header('host') }));
    if (!built || !brand) return next();
    const store = c.get('pageStore');
    const storeSlug = store?.slug;
    const storeId = store?.id ?? NO_STORE;
    const usageType = parseUsageType(getCookie(c, SHOPPING_COOKIES.usage)) ?? 'recreational';
    const ageConfirmed = getCookie(c, AGE_CONFIRMED_COOKIE) === 'true';
    const url = new URL(c.req.url);
    const page = `${url.pathname}${url.search}`;
    const host = c.req.header('host') ?? url.host;
    const fetchApi = (apiUrl: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('host', host);
      headers.set('x-ordering-app-id', String(brand.id));
      return Promise.resolve(apiFetch(new Request(new URL(apiUrl, url.origin), { ...init, headers })));
    };
    const key = `server-page|${built.build}|${brand.id}|${storeSlug ?? ''}|${usageType}|${ageConfirmed}|${page}`;
    const waitMs = waitFor();
    const html = await withTimeout(
      cachedCatalog(db, storeId, key, () => bounded(db, () => built.render({ url: page, storeSlug, usageType, ageConfirmed, fetchApi })), 'pages'),
      waitMs,
    ).catch((error: unknown) => {
      if (!(error instanceof RendersBusy)) logError(`[pages] ${page} did not render`, error);
      return undefined;
    });
    if (html) c.set('serverPage', html);
    return next();
  };
}
