import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ENTER_SITE_ATTRIBUTE } from '@/api/shell-document';
import type { ProfileSummary } from './cpu-profile';
import { log, ms } from './format';
import { decode, getJson, rawGet } from './http-client';
import { returningShopperCookies } from './lighthouse';
import { ensureWebDist, WEB_DIST } from './lighthouse-app';
import { closedLoop, openLoop, type LoadResult, type Target } from './load';
import { errorText } from './load-figures';
import { machineBusySeconds, waitForQuiet } from './noise';
import { pageAddresses } from './page-addresses';
import { startServer, type BenchServer } from './server-process';
import { settings } from './settings';

/**
 * The pages part of `npm run bench` (issue 22): the HTML of public pages as a browser or a crawler asks
 * for it, GET /product/{id}, /store/{slug} and /learn/{id} with `Accept: text/html`, an open loop at
 * BENCH_PAGES_RATE (100) requests per second over every address of its kind, against the goal:
 * a product page's p99 under 50 ms at 100 requests per second on PGlite.
 */

/** The demo seed's own scale (and the mixed workload's): a page reads one product, store or article by key, so the catalog's size barely matters, and a fresh seed takes seconds. */
export const PAGES_PRODUCTS_PER_STORE = 450;
export const PAGE_TARGET = { rate: 100, p99Ms: 50 };

export type Visitor = 'returning shopper' | 'crawler';
export type PageKind = 'product' | 'store' | 'learn';

/** A browser's navigation headers; the returning shopper carries the cookies the app wrote, the crawler none. */
function visitorHeaders(visitor: Visitor, storeSlug: string): Record<string, string> {
  const navigation = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
    'accept-language': 'en-US,en;q=0.9',
  };
  if (visitor === 'crawler') return { ...navigation, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  const cookie = returningShopperCookies(storeSlug).map((item) => `${item.name}=${item.value}`).join('; ');
  return { ...navigation, 'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', cookie };
}

/** What one address answered before the load: the page is measured only if it is the page. */
export interface PageCheck {
  path: string;
  status: number;
  contentType: string;
  /** On the wire (gzip) and decoded. */
  bytes: number;
  htmlBytes: number;
  ms: number;
  title?: string;
  canonical: boolean;
  /** @type of each JSON-LD block. */
  jsonLd: string[];
  /** The first-visit page: the age gate over the document. */
  ageGate: boolean;
}

export interface PageRun {
  page: PageKind;
  visitor: Visitor;
  addresses: number;
  check?: PageCheck;
  /** One request at a time (BENCH_PAGES_ALONE_SECONDS): the page's service time with nothing queued. */
  alone?: LoadResult;
  /** The server process's CPU per page in that pass, ms (main thread, plus zlib on libuv's threads). */
  aloneServerMs?: number;
  /** V8's CPU profile of the server during one more such pass (product pages, BENCH_PAGES_PROFILE). */
  profile?: ProfileSummary;
  /** SQL statements the server sent per page (product pages, with the profile), and the most frequent. */
  statements?: { perPage: number; dbMsPerPage: number; top: { text: string; perPage: number; meanMs: number }[] };
  result?: LoadResult;
  /** % of one core, over the measured window. */
  serverCpuPercent?: number;
  eventLoopPercent?: number;
  otherCpuPercent?: number;
  error?: string;
}

export interface PagesReport {
  productsPerStore: number;
  rate: number;
  seconds: number;
  aloneSeconds: number;
  store?: string;
  dist?: string;
  seedSeconds?: number;
  runs: PageRun[];
  errors: string[];
}

interface Stats {
  cpuMicros: number;
  now: number;
  elu: { idle: number; active: number };
  inFlight?: number;
}

async function checkPage(port: number, pathname: string, headers: Record<string, string>): Promise<PageCheck> {
  const response = await rawGet(port, pathname, headers, 'GET', 30_000);
  const html = decode(response).toString('utf8');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => {
    try {
      return String((JSON.parse(match[1]!) as { '@type'?: unknown })['@type']);
    } catch {
      return 'invalid JSON';
    }
  });
  return {
    path: pathname,
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    bytes: response.body.length,
    htmlBytes: Buffer.byteLength(html),
    ms: response.ms,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical"/.test(html),
    jsonLd,
    ageGate: html.includes(ENTER_SITE_ATTRIBUTE),
  };
}

/** Waits (at most BENCH_DRAIN_SECONDS) until the server has no request left in progress. */
async function drained(port: number): Promise<void> {
  const deadline = Date.now() + settings.drainSeconds * 1000;
  while (Date.now() < deadline) {
    const stats = await getJson<Stats>(port, '/bench/stats', 'GET', 5000).catch(() => undefined);
    if (stats && !stats.inFlight) return;
    await sleep(250);
  }
}

const oneAtATime = (target: Target, seconds: number) => closedLoop({ target, concurrency: 1, warmupMs: 0, durationMs: seconds * 1000, timeoutMs: settings.timeoutMs });

/**
 * One request at a time: a second unrecorded (the code warms), then BENCH_PAGES_ALONE_SECONDS recorded,
 * with the server's CPU per page. With `profile`, one more pass with V8's profiler on in the server.
 */
async function alonePass(server: BenchServer, target: Target, profile: boolean): Promise<Pick<PageRun, 'alone' | 'aloneServerMs' | 'profile' | 'statements'>> {
  const port = server.ready.port;
  await oneAtATime(target, 1);
  const before = await getJson<Stats>(port, '/bench/stats', 'GET', 30_000);
  const alone = await oneAtATime(target, settings.pagesAloneSeconds);
  const after = await getJson<Stats>(port, '/bench/stats', 'GET', 30_000);
  const aloneServerMs = alone.requests ? (after.cpuMicros - before.cpuMicros) / 1000 / alone.requests : undefined;
  if (!profile) return { alone, aloneServerMs };
  await getJson(port, '/bench/profile?on=1', 'POST');
  // Stopped whatever happens: a profiler left on would slow the open loop that follows.
  const profiled = await oneAtATime(target, settings.pagesAloneSeconds).then(() => undefined, (error: unknown) => error);
  const summary = await getJson<ProfileSummary>(port, '/bench/profile?on=0', 'POST', 60_000);
  if (profiled) throw profiled;
  return { alone, aloneServerMs, profile: summary, statements: await statementsPerPage(port, target) };
}

interface TracedStatement {
  text: string;
  count: number;
  totalMs: number;
}

/** The SQL a page sends: TRACED_PAGES pages one at a time with the bench server's statement trace on. */
const TRACED_PAGES = 20;
async function statementsPerPage(port: number, target: Target): Promise<PageRun['statements']> {
  await getJson(port, '/bench/trace?on=1', 'POST');
  try {
    for (let n = 0; n < TRACED_PAGES; n += 1) await rawGet(port, target.pathFor?.(n) ?? target.path, target.headers);
  } finally {
    await getJson(port, '/bench/trace?on=0', 'POST');
  }
  const traced = await getJson<TracedStatement[]>(port, '/bench/trace');
  const count = traced.reduce((sum, statement) => sum + statement.count, 0);
  const top = [...traced]
    .sort((a, b) => b.count - a.count || b.totalMs - a.totalMs)
    .slice(0, 8)
    .map((statement) => ({ text: statement.text.replace(/\s+/g, ' ').slice(0, 140), perPage: statement.count / TRACED_PAGES, meanMs: statement.totalMs / statement.count }));
  return { perPage: count / TRACED_PAGES, dbMsPerPage: traced.reduce((sum, statement) => sum + statement.totalMs, 0) / TRACED_PAGES, top };
}

/** The measured open loop, with the server's and the machine's CPU meanwhile. */
async function loadRun(server: BenchServer, target: Target): Promise<Pick<PageRun, 'result' | 'serverCpuPercent' | 'eventLoopPercent' | 'otherCpuPercent'>> {
  const port = server.ready.port;
  const loop = (seconds: number) => openLoop({ target, rate: settings.pagesRate, durationMs: seconds * 1000, timeoutMs: settings.timeoutMs, maxSockets: settings.openSockets });
  const waited = await waitForQuiet(server);
  if (waited > 1.5) log(`  waited ${waited.toFixed(0)} s for other processes to quieten down`);
  const before = await getJson<Stats>(port, '/bench/stats', 'GET', 30_000);
  const machineBefore = machineBusySeconds();
  const clientBefore = process.cpuUsage();
  const result = await loop(settings.pagesSeconds);
  const after = await getJson<Stats>(port, '/bench/stats', 'GET', 15_000).catch(() => undefined);
  const machineSeconds = machineBusySeconds() - machineBefore;
  const client = process.cpuUsage(clientBefore);
  await drained(port);
  if (!after) return { result };
  const wallMs = after.now - before.now;
  const serverCpuPercent = ((after.cpuMicros - before.cpuMicros) / 1000 / wallMs) * 100;
  const active = after.elu.active - before.elu.active;
  const idle = after.elu.idle - before.elu.idle;
  const clientPercent = ((client.user + client.system) / 1000 / wallMs) * 100;
  return {
    result,
    serverCpuPercent,
    eventLoopPercent: (active / Math.max(1, active + idle)) * 100,
    otherCpuPercent: Math.max(0, ((machineSeconds * 1000) / wallMs) * 100 - serverCpuPercent - clientPercent),
  };
}

export async function benchPages(): Promise<PagesReport> {
  const report: PagesReport = {
    productsPerStore: PAGES_PRODUCTS_PER_STORE,
    rate: settings.pagesRate,
    seconds: settings.pagesSeconds,
    aloneSeconds: settings.pagesAloneSeconds,
    runs: [],
    errors: [],
  };
  try {
    report.dist = ensureWebDist(settings.build).dir;
  } catch (error) {
    report.errors.push(`build: ${(error as Error).message}`);
    return report;
  }
  // Fresh every run, like the mixed workload's: what earlier runs left in it would not be the demo's.
  const dir = path.join('.data', `bench-pages-pglite-${PAGES_PRODUCTS_PER_STORE}`);
  rmSync(dir, { recursive: true, force: true });
  let server: BenchServer;
  try {
    server = await startServer('pglite', { DATA_DIR: dir, SEED_PRODUCTS_PER_STORE: String(PAGES_PRODUCTS_PER_STORE), WEB_DIST });
  } catch (error) {
    report.errors.push(`PGlite server: ${(error as Error).message}`);
    return report;
  }
  try {
    report.seedSeconds = server.ready.timings.seedMs / 1000;
    const storeSlug = server.ready.store?.store_slug;
    if (!storeSlug) throw new Error('the seed has no open recreational store of the main brand');
    report.store = storeSlug;
    const addresses = await pageAddresses(`http://127.0.0.1:${server.ready.port}`, storeSlug);
    const paths: Record<PageKind, string[]> = { product: addresses.products, store: addresses.stores, learn: addresses.articles };
    log(`pages: ${storeSlug}: ${addresses.products.length} products, ${addresses.stores.length} stores, ${addresses.articles.length} Learn articles in the sitemaps`);
    for (const page of ['product', 'store', 'learn'] as const) {
      for (const visitor of ['returning shopper', 'crawler'] as const) {
        const run: PageRun = { page, visitor, addresses: paths[page].length };
        report.runs.push(run);
        const list = paths[page];
        if (!list.length) {
          run.error = `no ${page} address in the sitemaps`;
          continue;
        }
        const headers = visitorHeaders(visitor, storeSlug);
        try {
          run.check = await checkPage(server.ready.port, list[0]!, headers);
          if (run.check.status !== 200 || !run.check.contentType.startsWith('text/html')) {
            throw new Error(`${list[0]} answered ${run.check.status} ${run.check.contentType}`);
          }
          const target: Target = { port: server.ready.port, path: list[0]!, pathFor: (n) => list[n % list.length]!, headers };
          if (settings.pagesAloneSeconds > 0) {
            Object.assign(run, await alonePass(server, target, settings.pagesProfile && page === 'product'));
            log(`pages: ${page}, ${visitor}: one at a time p50 ${ms(run.alone?.p50)} ms, p99 ${ms(run.alone?.p99)} ms, server CPU ${ms(run.aloneServerMs)} ms per page`);
          }
          log(`pages: ${page}, ${visitor}: ${list.length} addresses, open loop ${settings.pagesRate} req/s for ${settings.pagesSeconds} s`);
          Object.assign(run, await loadRun(server, target));
          if (run.result) log(`  p50 ${ms(run.result.p50)} ms, p95 ${ms(run.result.p95)} ms, p99 ${ms(run.result.p99)} ms, ${run.result.rps.toFixed(1)} req/s, errors ${errorText(run.result)}`);
        } catch (error) {
          run.error = (error as Error).message;
          log(`pages: ${page}, ${visitor}: ${run.error}`);
        }
      }
    }
  } catch (error) {
    report.errors.push((error as Error).message);
  } finally {
    await server.stop();
  }
  for (const run of report.runs) if (run.error) report.errors.push(`${run.page}, ${run.visitor}: ${run.error}`);
  return report;
}
