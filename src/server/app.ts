import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { serveStatic } from '@hono/node-server/serve-static';
import { apiPaths } from '@/api/paths';
import type { ApiOperation } from '@/api/operation';
import type { Config } from './config';
import type { Database } from './db/client';
import { DEFAULT_MAX_BODY_BYTES, limitBody } from './http/body-limit';
import { compressAnswers } from './http/compress-answers';
import { sendPageDocument } from './http/crawl/kept-documents';
import { pageAnswers } from './http/crawl/page-answers';
import { pageShell } from './http/crawl/page-head';
import { privatePagesNoindex } from './http/crawl/private-pages';
import { robotsHandler } from './http/crawl/robots';
import { registerSitemaps } from './http/crawl/sitemap';
import { brandForRequest, brandMiddleware } from './http/brand';
import { brandShell } from './http/brand-shell';
import { firstVisitPages, serverPageDocument } from './http/first-visit-page';
import { serverRenderedPages, type ApiFetch } from './http/crawl/server-rendered-pages';
import { SERVER_PAGES_DIR } from '@/api/server-pages';
import type { AppEnv } from './http/context';
import { ApiProblem, TooManyRequestsProblem } from './http/errors';
import { shedLoadPast } from './http/load-shedding';
import { securityHeaders } from './http/security-headers';
import { webManifestHandler } from './http/web-manifest';
import { registerApiRoutes } from './routes';
import { developmentOnly } from './routes/dev/development-only';
import { outboxPageHandler } from './routes/dev/outbox-page';
import { configureCatalogCache } from './services/catalog/catalog-cache';
import type { LiveHub } from './services/live/live-hub';
import { logError } from './services/logging/log-error';

const defaultBodyLimit = limitBody(DEFAULT_MAX_BODY_BYTES);
/**
 * Uploads (multipart) and imports and the feed (CSV or large JSON bodies) of the path table: each
 * handler streams up to its own, larger limit; every other body has the default.
 */
const OWN_BODY_LIMIT = Object.values(apiPaths as Record<string, ApiOperation>)
  .filter((operation) => operation.multipart || operation.csvBody)
  .map((operation) => new RegExp(`^/api${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`));

/** The whole server: API under /api and, when built, the web app with an SPA fallback. */
export function createApp({ db, config, live }: { db: Database; config: Config; live?: LiveHub }) {
  configureCatalogCache(config.CATALOG_CACHE_SECONDS);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('live', live);
    await next();
  });
  // Before the load shedding, so every answer carries them, a 503 included.
  app.use('*', securityHeaders(config));
  app.use('*', shedLoadPast(config.MAX_REQUESTS_IN_FLIGHT, new Set([`/api${apiPaths.health.path}`])));
  if (config.LOG_REQUESTS === 'true') app.use('*', logger());
  app.use('*', compressAnswers());

  const api = new Hono<AppEnv>();
  api.use('*', (c, next) => (OWN_BODY_LIMIT.some((pattern) => pattern.test(c.req.path)) ? next() : defaultBodyLimit(c, next)));
  api.use('*', brandMiddleware);
  registerApiRoutes(api);
  api.notFound((c) => c.json({ error: 'Not found.' }, 404));
  app.route('/api', api);

  app.onError((error, c) => {
    if (error instanceof TooManyRequestsProblem) return c.json(error.body, 429, { 'Retry-After': String(error.retryAfterSeconds) });
    if (error instanceof ApiProblem) return c.json(error.body, error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      // Hono's own 400s (malformed JSON or form data) name no field: the body as a whole is wrong.
      if (status === 400) return c.json({ error: 'Invalid request.', fields: { _: [error.message] } }, 400);
      return c.json({ error: status >= 500 ? 'Something went wrong. Please try again later.' : error.message }, status);
    }
    logError(`[api] ${c.req.method} ${c.req.path}`, error);
    return c.json({ error: 'Something went wrong. Please try again later.' }, 500);
  });

  // The development outbox page (codes to read without a mail server); before the web app's fallback.
  if (config.APP_ENV === 'local') app.get('/dev/outbox', developmentOnly, ...outboxPageHandler);
  // Crawlers (README "Pages for crawlers"): per-brand robots.txt and sitemaps; private pages say noindex.
  app.get('/robots.txt', robotsHandler);
  registerSitemaps(app);
  app.use('*', privatePagesNoindex);
  serveWebApp(app, config, (request) => app.fetch(request));
  return app;
}

/** Hashed assets are immutable; the service worker must always be revalidated; other paths fall back to the shell. */
function serveWebApp(app: Hono<AppEnv>, config: Config, apiFetch: ApiFetch) {
  const distDir = config.WEB_DIST;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/sw.js', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  });
  // The shell names the current hashed assets: browsers must always revalidate it.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('Cache-Control', 'no-cache');
  });
  app.get('/manifest.webmanifest', webManifestHandler(distDir));
  // Re-read the shell when a rebuild replaces it, so a running server never points at deleted assets.
  let shell = { mtimeMs: 0, html: '' };
  const currentShell = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== shell.mtimeMs) shell = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return shell.html;
  };
  /** Which build is served (documents kept from another are not sent). */
  const currentBuild = () => {
    currentShell();
    return shell.mtimeMs;
  };
  // The spec's redirects over HTTP, and unknown products, stores and articles as 404 (issue 22).
  app.use('*', pageAnswers);
  // The page itself rendered on the server, for the shell or the first visitor's gate to show (issue 22).
  app.use('*', serverRenderedPages(distDir, apiFetch, { perSecond: config.SERVER_PAGES_PER_SECOND, maxBusy: config.SERVER_PAGES_MAX_BUSY, thread: config.SERVER_PAGES_THREAD, waitMs: config.SERVER_PAGES_WAIT_MS }));
  // The shell in the request brand's name, title and install icons (README "Per-brand web manifest"),
  // showing the page rendered on the server until the app takes over.
  const brandedShell = async (c: Context<AppEnv>) => {
    const brand = await brandForRequest(c.get('db'), { brand: c.req.query('brand'), host: c.req.header('host') });
    if (!brand) return c.html(currentShell());
    return sendPageDocument(c, currentBuild(), () => {
      const shell = pageShell(c, brandShell(currentShell(), brand, distDir));
      const page = c.get('serverPage');
      return page ? serverPageDocument(shell, page, brand) : shell;
    });
  };
  // Before the static files: '/' would otherwise be answered with index.html as it is.
  app.use('*', firstVisitPages(distDir, currentShell, currentBuild));
  // The service worker precaches /index.html (with ?__WB_REVISION__): each origin keeps its brand's.
  app.get('/', brandedShell);
  app.get('/index.html', brandedShell);
  // The page renderer is the server's own code, not a file of the site.
  app.get(`/${SERVER_PAGES_DIR}/*`, (c) => c.json({ error: 'Not found.' }, 404));
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', async (c) => {
    // A missing file (/assets/x.js) is a 404; a page address that merely holds a dot (/product/1.5)
    // is asked for as HTML and gets the shell, which shows its own not-found or error screen.
    const wantsPage = c.req.header('accept')?.includes('text/html') ?? false;
    if (path.extname(c.req.path) && !wantsPage) return c.json({ error: 'Not found.' }, 404);
    return brandedShell(c);
  });
}
