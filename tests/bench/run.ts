import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { DbReport } from './bench-results';
import { analyzeModules, ensureBuild, measureManifest, type BundleReport } from './bundle';
import { handleSignals, runCleanups, wasInterrupted } from './cleanups';
import { kb, log } from './format';
import type { DbKind } from './kinds';
import { benchConsoleCatalog, type ConsoleCatalogReport } from './console-catalog';
import { benchImport, renderImport, type ImportReport } from './import-bench';
import { benchLighthouse, lighthouseRan } from './lighthouse';
import { benchLive, type LiveReport } from './live-bench';
import type { LighthouseReport } from './lighthouse-results';
import { startPglite } from './pglite-database';
import { startPostgresServer } from './postgres-database';
import { render } from './report';
import { benchMixed, type MixedReport } from './mixed';
import { benchPages, type PagesReport } from './pages';
import { renderPages } from './report-pages';
import { renderSeo } from './report-seo';
import { benchDatabase } from './scenarios';
import { benchSeo, type SeoReport } from './seo';
import type { BenchServer } from './server-process';
import { settings } from './settings';

/**
 * `npm run bench`: GET /api/p/inventory at benchmark scale on PGlite and on PostgreSQL, beside a bare
 * endpoint of the same server process answering the same bytes from memory; closed loop (C workers)
 * and open loop (fixed rate, latency from the intended send time); plus the gzipped JavaScript a
 * product list page loads before it is interactive; and Lighthouse (mobile) against the real build served
 * by the real server: the performance score of a cold first visit to / and /products/flower, the LCP of a
 * repeat visit with the service worker warm, and whether that visit's shell (document, JS, CSS) came from
 * the service worker. A benchmark, not a test: it prints a report (also written to .data/bench-report.md;
 * Lighthouse's HTML reports go to .data/lighthouse/) and exits 0 unless a part cannot run at all; missed
 * targets are reported, not failed.
 *
 * Settings (environment; read in tests/bench/settings.ts):
 *   BENCH_ONLY                run only these parts (comma list of bundle, databases, console, mixed, import, live, pages, lighthouse, seo; default all),
 *                             e.g. BENCH_ONLY=lighthouse npm run bench (a few minutes); `console` is the console's
 *                             catalog table (GET /api/admin/stores/{id}/items as the demo operator, 20 req/s open loop);
 *                             `mixed` is the mixed shopper workload (tests/bench/mixed.ts: its own databases at 450
 *                             products per store, stepped open loop on PGlite, PostgreSQL and PostgreSQL with WORKERS,
 *                             then the service time and SQL statements of each cart call; about 6 minutes)
 *                             `live` opens BENCH_LIVE_STREAMS (2000) event streams on one PGlite server process and fans
 *                             BENCH_LIVE_EVENTS (5) console price edits out to them (tests/bench/live-bench.ts)
 *                             `pages` is the HTML of /product/{id}, /store/{slug} and /learn/{id} as a returning shopper and
 *                             as a crawler asks for it, open loop on PGlite at the demo's 450 products per store (tests/bench/pages.ts;
 *                             about 4 minutes); `seo` is Lighthouse's SEO category on /, a product, a store and a Learn article,
 *                             as a crawler and as a returning shopper (tests/bench/seo.ts; about 3 minutes)
 *   BENCH_PAGES_RATE          the pages part's offered rate (100 req/s, the issue's)
 *   BENCH_PAGES_SECONDS       its open loop's seconds per page and visitor (20)
 *   BENCH_PAGES_ALONE_SECONDS  before each open loop, this many seconds of one request at a time (5; 0 = none): the page's
 *                             service time alone and the server's CPU per page; it warms the server's code too
 *   BENCH_PAGES_PROFILE       V8's CPU profile of the server during one more such pass on each product page (true)
 *   BENCH_MIXED_RATES         the mixed workload's offered rates, stepped up until one misses (25,50,75,100,150,200,250,300,400,500)
 *   BENCH_MIXED_STEP_SECONDS  seconds per step (15)
 *   BENCH_MIXED_BUDGET_SECONDS  no new step after this long per server configuration (120)
 *   BENCH_MIXED_WARM_RATE / BENCH_MIXED_WARM_SECONDS  an unrecorded step before the climb, so every server process
 *                             starts it with warm code and caches (50 req/s for 15 s; 0 seconds = none)
 *   BENCH_MIXED_PROFILE       one more step at the highest passing rate with V8's CPU profiler on (true)
 *   BENCH_MIXED_CALLS         sequential calls per cart call and cart size for the service times (30)
 *   BENCH_MIXED_WORKERS       WORKERS of the multi-process PostgreSQL run (2; 1 = no such run)
 *   BENCH_LIGHTHOUSE          include Lighthouse (lighthouse and seo) when BENCH_ONLY is unset (true)
 *   BENCH_LIGHTHOUSE_RUNS     Lighthouse runs per page, cold, and repeat-visit flows (3); medians are reported
 *   BENCH_LIGHTHOUSE_PAGES    pages to measure (/,/products/flower,/product/{id},/cart,/locations; {id} is the store's
 *                             first product, /cart is measured signed in)
 *   BENCH_LIGHTHOUSE_TIMEOUT_SECONDS  give up one Lighthouse run after this long (180; a flow gets it once per page, plus once)
 *   BENCH_LIGHTHOUSE_STORE    the returning shopper's store slug (default: the first open recreational store)
 *   BENCH_PRODUCTS_PER_STORE  products per store and usage type in the seed (20000)
 *   BENCH_IMPORT_ROWS         rows of the import part's file, into one empty store of a fresh database per kind (20000)
 *   BENCH_DBS                 pglite,postgres (either or both)
 *   BENCH_CONCURRENCY         closed-loop workers (16)
 *   BENCH_SECONDS             closed-loop measured seconds per request kind (10)
 *   BENCH_WARMUP_SECONDS      closed-loop warm-up seconds, not recorded (2)
 *   BENCH_OPEN_RATE           open-loop requests per second (300)
 *   BENCH_OPEN_SECONDS        open-loop seconds per request kind (30; 0 = no open loop)
 *   BENCH_CONSOLE_SECONDS     seconds of the console catalog table's open loop at 20 req/s (30)
 *   BENCH_OPEN_UNCACHED       open loop for the uncached variants: auto (only when the closed loop showed
 *                             enough capacity for the rate; else it can only measure the timeout), always, never
 *   BENCH_OPEN_UNCACHED_RATE  the open loop's rate for the uncached variants (50, issue 23's goal: list and search
 *                             p99 ≤ 50 ms, facets ≤ 100 ms on PostgreSQL; ≤ 150 ms on PGlite)
 *   BENCH_OPEN_FACETS         also run the open loop for the facet request (true)
 *   BENCH_UNCACHED            also run every request with unique URLs that miss the server's catalog cache (true)
 *   BENCH_TIMEOUT_MS          per-request timeout, counted as an error (10000)
 *   BENCH_OPEN_SOCKETS        open-loop connection cap (32): bounds the backlog an overloaded server keeps
 *   BENCH_DRAIN_SECONDS       after a run, wait this long for the server to finish queued work, else restart it (60)
 *   BENCH_RESEED              true: throw away the cached PGlite data dir and seed again (false)
 *   BENCH_ANALYZE_PGLITE      run ANALYZE on PGlite before the load (false: measure what the app leaves;
 *                             PostgreSQL is always analyzed, as autovacuum would do within a minute)
 *   BENCH_PARALLEL_SEED       seed PGlite and PostgreSQL at the same time (true; 2 cores)
 *   BENCH_QUIET_WAIT_SECONDS  before each run (load runs and Lighthouse runs), wait up to this long for other processes
 *                             on the machine to use less than BENCH_QUIET_PERCENT (30) % of a core (0 = do not wait)
 *   BENCH_BUILD               auto (build when dist is missing or older than the sources), always, never; Lighthouse
 *                             measures its own build in the system temp dir (tests/bench/lighthouse-app.ts), same rule
 *   BENCH_BUNDLE_MODULES      also attribute the bundle to modules with an in-memory build (true)
 *   BENCH_PROFILE_REQUESTS    sequential traced requests per kind for the SQL profile (20; 0 = off)
 *   BENCH_STORE_ID, BENCH_SEARCH   override the store and the search word picked from the data
 *   BENCH_SEED_TIMEOUT_MINUTES     give up seeding after this long (30)
 */

// Clean-up: every server and the PostgreSQL instance are stopped on success, error and Ctrl-C.
handleSignals();

async function main(): Promise<number> {
  const startedAt = new Date();
  const t0 = performance.now();
  const phases: [string, number][] = [];
  const failures: string[] = [];
  let bundle: BundleReport | undefined;
  let bundleError: string | undefined;
  let pgVersion: string | undefined;
  const dbs: DbReport[] = [];
  const consoleCatalog: ConsoleCatalogReport[] = [];
  let lighthouse: LighthouseReport | undefined;
  const imports: ImportReport[] = [];
  let live: LiveReport | undefined;
  let mixed: MixedReport | undefined;
  let pages: PagesReport | undefined;
  let seo: SeoReport | undefined;

  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      phases.push([name, performance.now() - started]);
    }
  };

  if (settings.parts.has('bundle')) await timed('bundle (build if needed, manifest, analysis build)', async () => {
    try {
      const built = ensureBuild(settings.build, log);
      const manifest = measureManifest();
      let modules: BundleReport['modules'];
      if (settings.bundleModules) {
        try {
          modules = await analyzeModules();
        } catch (error) {
          modules = { count: 0, topPackages: [], forbidden: [], note: `analysis build failed: ${(error as Error).message.split('\n')[0]}` };
        }
      }
      bundle = { built: built.built, buildSeconds: built.seconds, ...manifest, modules };
      log(`bundle: ${kb(bundle.totalGzip)} KB gzipped JS before interactive`);
    } catch (error) {
      bundleError = (error as Error).message;
      log(`bundle: not measured: ${bundleError}`);
    }
  });

  const databases = settings.parts.has('databases') || settings.parts.has('console') ? settings.dbs : [];
  try {
    // Start (and, when needed, seed) the databases' servers: in parallel by default.
    const servers: Partial<Record<DbKind, BenchServer>> = {};
    let saveDump: (() => Promise<string>) | undefined;
    const starters: Record<DbKind, () => Promise<void>> = {
      pglite: async () => {
        servers.pglite = await timed('PGlite: open, migrate, seed (if not cached), start server', startPglite);
      },
      postgres: async () => {
        const started = await timed('PostgreSQL: initdb, start, migrate, seed or restore, start server', startPostgresServer);
        servers.postgres = started.server;
        saveDump = started.saveDump;
        const client = new pg.Client({ connectionString: started.url });
        await client.connect();
        pgVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
        await client.end();
      },
    };
    const starts = databases.map((kind) => async () => {
      try {
        await starters[kind]();
      } catch (error) {
        failures.push(`${kind}: ${(error as Error).message}`);
      }
    });
    if (settings.parallelSeed) await Promise.all(starts.map((start) => start()));
    else for (const start of starts) await start();

    for (const kind of databases) {
      const server = servers[kind];
      if (!server) continue;
      if (settings.parts.has('databases')) {
        const report = await timed(`${kind}: checks, SQL profile, closed and open loops`, () => benchDatabase(server));
        dbs.push(report);
        failures.push(...report.errors.map((error) => `${kind}: ${error}`));
      }
      if (settings.parts.has('console')) {
        const report = await timed(`${kind}: console catalog table at 20 req/s`, () => benchConsoleCatalog(server));
        consoleCatalog.push(report);
        if (report.error) failures.push(`${kind}: console catalog table: ${report.error}`);
      }
      await server.stop();
      if (kind === 'postgres' && saveDump) {
        const dump = saveDump;
        const note = await timed('PostgreSQL: pg_dump of the seeded database for the next run', () => dump());
        log(note);
        if (servers.postgres) servers.postgres.cache = `${servers.postgres.cache ?? ''}; ${note}`;
      }
    }

    if (settings.parts.has('mixed')) {
      mixed = await timed('mixed shopper workload (PGlite, PostgreSQL, PostgreSQL with workers; service times)', benchMixed);
      failures.push(...mixed.errors.map((error) => `mixed: ${error}`));
    }

    if (settings.parts.has('import')) {
      for (const kind of settings.dbs) {
        const report = await timed(`${kind}: import ${settings.importRows} items (dry run and apply)`, () => benchImport(kind, settings.importRows));
        imports.push(report);
        if (report.error) failures.push(`import ${kind}: ${report.error}`);
      }
    }

    if (settings.parts.has('live')) {
      live = await timed('live: streams open on one process, events fanned out', benchLive);
      if (live.error) failures.push(`live: ${live.error}`);
    }

    if (settings.parts.has('pages')) {
      pages = await timed('pages: product, store and Learn HTML at 100 req/s on PGlite', benchPages);
      failures.push(...pages.errors.map((error) => `pages: ${error}`));
    }

    // Last, on a machine the load runs no longer keep busy.
    if (settings.parts.has('lighthouse')) {
      try {
        lighthouse = await benchLighthouse();
        phases.push(...lighthouse.phases);
      } catch (error) {
        failures.push(`lighthouse: ${(error as Error).message}`);
      }
    }
    if (settings.parts.has('seo')) {
      seo = await benchSeo();
      phases.push(...seo.phases);
      failures.push(...seo.errors.map((error) => `seo: ${error}`));
    }
  } finally {
    await timed('stop servers and PostgreSQL', runCleanups);
  }

  if (lighthouse && !lighthouseRan(lighthouse)) failures.push(`lighthouse: ${lighthouse.errors[0] ?? 'no figure measured'}`);
  const text = [render({ startedAt, totalMs: performance.now() - t0, phases, bundle, bundleError, dbs, consoleCatalog, failures, pgVersion, lighthouse, live, mixed }), ...renderPages(pages), ...renderSeo(seo), ...renderImport(imports)].join('\n');
  console.log(`\n${text}`);
  mkdirSync('.data', { recursive: true });
  writeFileSync(path.join('.data', 'bench-report.md'), `${text}\n`);
  log('report written to .data/bench-report.md');
  // Exit 1 only when a part that was asked for could not measure anything.
  const ranLoad = !databases.length || dbs.some((db) => db.closed.length > 0) || consoleCatalog.some((report) => report.result);
  const ranLighthouse = !settings.parts.has('lighthouse') || lighthouseRan(lighthouse);
  const ranImport = !settings.parts.has('import') || imports.some((report) => report.steps.length > 0);
  const ranLive = !settings.parts.has('live') || Boolean(live?.deliveries);
  const ranMixed = !settings.parts.has('mixed') || Boolean(mixed?.runs.some((run) => run.steps.length > 0));
  const ranPages = !settings.parts.has('pages') || Boolean(pages?.runs.some((run) => run.result));
  const ranSeo = !settings.parts.has('seo') || Boolean(seo?.runs.some((run) => run.score !== undefined));
  return ranLoad && ranLighthouse && ranImport && ranLive && ranMixed && ranPages && ranSeo ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    if (wasInterrupted()) return; // the signal handler cleans up and exits
    console.error(`[bench] failed: ${(error as Error)?.stack ?? String(error)}`);
    await runCleanups();
    process.exit(1);
  });
