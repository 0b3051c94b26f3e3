import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { ensurePostgresBinaries, startTempPostgres, type TempPostgres } from '../support/postgres';
import { analyzeModules, ensureBuild, measureManifest, type BundleReport } from './bundle';
import { closedLoop, openLoop, type LoadResult, type Target } from './load';

/**
 * `npm run bench`: GET /api/p/inventory at benchmark scale on PGlite and on PostgreSQL, beside a bare
 * endpoint of the same server process answering the same bytes from memory; closed loop (C workers)
 * and open loop (fixed rate, latency from the intended send time); plus the gzipped JavaScript a
 * product list page loads before it is interactive. A benchmark, not a test: it prints a report
 * (also written to .data/bench-report.md) and exits 0 unless it cannot run.
 *
 * Settings (environment):
 *   BENCH_PRODUCTS_PER_STORE  products per store and usage type in the seed (20000)
 *   BENCH_DBS                 pglite,postgres (either or both)
 *   BENCH_CONCURRENCY         closed-loop workers (16)
 *   BENCH_SECONDS             closed-loop measured seconds per request kind (10)
 *   BENCH_WARMUP_SECONDS      closed-loop warm-up seconds, not recorded (2)
 *   BENCH_OPEN_RATE           open-loop requests per second (300)
 *   BENCH_OPEN_SECONDS        open-loop seconds per request kind (30; 0 = no open loop)
 *   BENCH_OPEN_UNCACHED       open loop for the uncached variants: auto (only when the closed loop showed
 *                             enough capacity for the rate; else it can only measure the timeout), always, never
 *   BENCH_OPEN_FACETS         also run the open loop for the facet request (true)
 *   BENCH_UNCACHED            also run every request with unique URLs that miss the server's catalog cache (true)
 *   BENCH_TIMEOUT_MS          per-request timeout, counted as an error (10000)
 *   BENCH_OPEN_SOCKETS        open-loop connection cap (32): bounds the backlog an overloaded server keeps
 *   BENCH_DRAIN_SECONDS       after a run, wait this long for the server to finish queued work, else restart it (60)
 *   BENCH_RESEED              true: throw away the cached PGlite data dir and seed again (false)
 *   BENCH_ANALYZE_PGLITE      run ANALYZE on PGlite before the load (false: measure what the app leaves;
 *                             PostgreSQL is always analyzed, as autovacuum would do within a minute)
 *   BENCH_PARALLEL_SEED       seed PGlite and PostgreSQL at the same time (true; 2 cores)
 *   BENCH_QUIET_WAIT_SECONDS  before each run, wait up to this long for other processes on the machine to use
 *                             less than BENCH_QUIET_PERCENT (30) % of a core (0 = do not wait)
 *   BENCH_BUILD               auto (build when dist is missing or older than the sources), always, never
 *   BENCH_BUNDLE_MODULES      also attribute the bundle to modules with an in-memory build (true)
 *   BENCH_PROFILE_REQUESTS    sequential traced requests per kind for the SQL profile (20; 0 = off)
 *   BENCH_STORE_ID, BENCH_SEARCH   override the store and the search word picked from the data
 *   BENCH_SEED_TIMEOUT_MINUTES     give up seeding after this long (30)
 */
const env = process.env;
const flag = (name: string, fallback: boolean) => (env[name] === undefined ? fallback : ['1', 'true', 'yes'].includes(String(env[name]).toLowerCase()));
const num = (name: string, fallback: number) => {
  const value = Number(env[name]);
  return env[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
};

const settings = {
  productsPerStore: Math.round(num('BENCH_PRODUCTS_PER_STORE', 20000)),
  dbs: (env.BENCH_DBS ?? 'pglite,postgres').split(',').map((item) => item.trim()).filter((item): item is DbKind => item === 'pglite' || item === 'postgres'),
  concurrency: Math.round(num('BENCH_CONCURRENCY', 16)),
  seconds: num('BENCH_SECONDS', 10),
  warmupSeconds: env.BENCH_WARMUP_SECONDS === '0' ? 0 : num('BENCH_WARMUP_SECONDS', 2),
  openRate: num('BENCH_OPEN_RATE', 300),
  openSeconds: env.BENCH_OPEN_SECONDS === '0' ? 0 : num('BENCH_OPEN_SECONDS', 30),
  openUncached: env.BENCH_OPEN_UNCACHED ?? 'auto',
  openFacets: flag('BENCH_OPEN_FACETS', true),
  uncached: flag('BENCH_UNCACHED', true),
  timeoutMs: num('BENCH_TIMEOUT_MS', 10_000),
  openSockets: Math.round(num('BENCH_OPEN_SOCKETS', 32)),
  drainSeconds: num('BENCH_DRAIN_SECONDS', 60),
  reseed: flag('BENCH_RESEED', false),
  analyzePglite: flag('BENCH_ANALYZE_PGLITE', false),
  parallelSeed: flag('BENCH_PARALLEL_SEED', true),
  quietWaitSeconds: env.BENCH_QUIET_WAIT_SECONDS === undefined ? 0 : Number(env.BENCH_QUIET_WAIT_SECONDS) || 0,
  quietPercent: num('BENCH_QUIET_PERCENT', 30),
  build: env.BENCH_BUILD ?? 'auto',
  bundleModules: flag('BENCH_BUNDLE_MODULES', true),
  profileRequests: env.BENCH_PROFILE_REQUESTS === '0' ? 0 : Math.round(num('BENCH_PROFILE_REQUESTS', 20)),
  seedTimeoutMs: num('BENCH_SEED_TIMEOUT_MINUTES', 30) * 60_000,
};
const TARGET_P99: Record<DbKind, number> = { postgres: 50, pglite: 100 };
/** A run during which other processes used more than this share of one core is flagged as noisy. */
const NOISY_PERCENT = 40;
const API_KEY = env.API_KEY ?? 'apotheca-public-web-key';

type DbKind = 'pglite' | 'postgres';
type Base = 'page' | 'facets';
/** page/facets: the fixed URL of issue 2 (after the first answer, the server's catalog cache answers it);
 *  "uncached": the same request with a price_max that differs in the 5th decimal on every request, so
 *  each one misses the cache and runs the SQL; bare: the captured bytes of the fixed URL. */
type Kind = Base | `${Base} uncached` | `bare ${Base}`;
const baseOf = (kind: Kind): Base => (kind.includes('facets') ? 'facets' : 'page');

const log = (line: string) => console.log(`[bench] ${line}`);
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const secs = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// ---------------------------------------------------------------------------------------------
// Clean-up: every server and the PostgreSQL instance are stopped on success, error and Ctrl-C.
const cleanups: (() => Promise<void>)[] = [];
async function runCleanups() {
  while (cleanups.length) {
    const next = cleanups.pop();
    await next?.().catch((error: unknown) => console.error(`[bench] clean-up failed: ${String(error)}`));
  }
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`[bench] ${signal}: stopping servers and PostgreSQL…`);
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Server processes

interface ReadyMessage {
  type: 'ready';
  port: number;
  kind: DbKind;
  pid: number;
  seeded: boolean;
  timings: { openMs: number; migrateMs: number; seedMs: number };
  counts?: { stores: number; items: number; specials: number };
  store?: { id: number; store_slug: string; name: string; state: string; products: number };
  search: { word?: string; wordRows: number; filteredRows: number };
  plannerStats?: { reltuples: number; stat_columns: number };
}

interface BenchServer {
  kind: DbKind;
  ready: ReadyMessage;
  child: ChildProcess;
  wallMs: number;
  cache?: string;
  dataBytes?: number;
  /** Planner statistics of inventory_items when the load starts. */
  statsNote?: string;
  restarts?: number;
  stop(): Promise<void>;
  /** Stops the process and starts a new one on the same database (after an overload it cannot drain). */
  restart(): Promise<void>;
}

function startServer(kind: DbKind, extraEnv: Record<string, string>): Promise<BenchServer> {
  const started = performance.now();
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...inherited } = env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/serve.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      SEED_PRODUCTS_PER_STORE: String(settings.productsPerStore),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let tail = '';
  const forward = (stream: NodeJS.ReadableStream | null) =>
    stream?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-6000);
      for (const line of text.split('\n')) if (line.trim()) console.log(`[server:${kind}] ${line.length > 400 ? `${line.slice(0, 400)} …` : line}`);
    });
  forward(child.stdout);
  forward(child.stderr);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${kind} server not ready after ${secs(settings.seedTimeoutMs)} (seeding too slow?)`));
    }, settings.seedTimeoutMs);
    child.on('message', (message: ReadyMessage) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve({
        kind,
        ready: message,
        child,
        wallMs: performance.now() - started,
        stop,
        async restart(this: BenchServer) {
          await this.stop();
          const fresh = await startServer(kind, extraEnv);
          this.ready = { ...fresh.ready, timings: this.ready.timings, seeded: this.ready.seeded };
          this.child = fresh.child;
          this.stop = fresh.stop;
          this.restarts = (this.restarts ?? 0) + 1;
        },
      });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const lines = tail.trim().split('\n').map((line) => (line.length > 400 ? `${line.slice(0, 400)} …` : line));
      reject(new Error(`${kind} server exited before it was ready (${code ?? signal}):\n${lines.slice(-25).join('\n')}`));
    });
  });
}

function hashSources(paths: string[]): string {
  const hash = createHash('sha256');
  const walk = (entry: string) => {
    if (!existsSync(entry)) return;
    if (statSync(entry).isDirectory()) {
      for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
    } else {
      hash.update(entry).update(readFileSync(entry));
    }
  };
  paths.forEach(walk);
  return hash.digest('hex').slice(0, 16);
}

function dirBytes(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(entry).reduce((sum, name) => sum + dirBytes(path.join(entry, name)), 0);
}

const pgliteDir = () => path.join('.data', `bench-pglite-${settings.productsPerStore}`);
interface PgliteMeta {
  seedHash?: string;
  seedMs?: number;
  analyzedByBench?: boolean;
}
function pgliteMeta(): PgliteMeta | undefined {
  const file = `${pgliteDir()}.meta.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PgliteMeta) : undefined;
}
/** ANALYZE persists in the cached data dir: remember it, so later runs do not report it as the app's doing. */
function markPgliteAnalyzed() {
  const meta = pgliteMeta();
  if (meta) writeFileSync(`${pgliteDir()}.meta.json`, JSON.stringify({ ...meta, analyzedByBench: true }, null, 2));
}

/** PGlite in .data/bench-pglite-<n>, reused while the seed sources are unchanged. */
async function startPglite(): Promise<BenchServer> {
  const dir = pgliteDir();
  const metaFile = `${dir}.meta.json`;
  const seedHash = seedSourcesHash();
  let cache = 'reused';
  const meta = pgliteMeta();
  if (settings.reseed || !existsSync(dir) || meta?.seedHash !== seedHash) {
    cache = settings.reseed ? 'reseeded (BENCH_RESEED)' : !existsSync(dir) ? 'new' : meta ? 'reseeded (seed sources changed)' : 'reseeded (no marker)';
    rmSync(dir, { recursive: true, force: true });
    rmSync(metaFile, { force: true });
  }
  log(`PGlite: ${dir} (${cache}), ${settings.productsPerStore} products per store`);
  mkdirSync('.data', { recursive: true });
  const server = await startServer('pglite', { DATA_DIR: dir });
  if (server.ready.seeded) writeFileSync(metaFile, JSON.stringify({ seedHash, seedMs: server.ready.timings.seedMs, at: new Date().toISOString() }, null, 2));
  if (!server.ready.seeded && meta?.seedMs) cache += ` (seeded earlier in ${secs(meta.seedMs)})`;
  return { ...server, cache, dataBytes: dirBytes(dir) };
}

interface PostgresStart {
  server: BenchServer;
  postgres: TempPostgres;
  url: string;
  /** After the bench: pg_dump the freshly seeded database so the next run restores it instead of seeding. */
  saveDump?: () => Promise<string>;
}

const seedSourcesHash = () => hashSources(['src/server/db/seed', 'src/server/db/schema.ts']);

/**
 * A throwaway PostgreSQL (tests/support/postgres.ts), migrated and seeded by the server process.
 * Seeding 20,000 products per store takes minutes, so a seeded database is kept as a pg_dump in
 * .data/bench-pg-<n>.dump (reused while the seed sources are unchanged) and restored with pg_restore.
 */
async function startPostgresServer(): Promise<PostgresStart> {
  const postgres = await startTempPostgres();
  cleanups.push(() => postgres.stop());
  const bin = ensurePostgresBinaries();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE apotheca_bench');
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = '/apotheca_bench';
  const dumpFile = path.join('.data', `bench-pg-${settings.productsPerStore}.dump`);
  const metaFile = `${dumpFile}.meta.json`;
  const seedHash = seedSourcesHash();
  const meta = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as { seedHash?: string; seedMs?: number }) : undefined;
  let cache = 'fresh (temp dir)';
  if (!settings.reseed && existsSync(dumpFile) && meta?.seedHash === seedHash) {
    log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port}: restoring ${dumpFile}`);
    const started = performance.now();
    const restore = spawnSync(path.join(bin, 'pg_restore'), ['--no-owner', '--jobs=2', '--dbname', url.toString(), dumpFile], { encoding: 'utf8' });
    const seconds = secs(performance.now() - started);
    if (restore.status === 0) cache = `restored from dump in ${seconds}${meta.seedMs ? ` (seeded earlier in ${secs(meta.seedMs)})` : ''}`;
    else {
      log(`pg_restore failed (${restore.status}): ${restore.stderr.slice(0, 500)}; seeding instead`);
      const again = new pg.Client({ connectionString: postgres.url });
      await again.connect();
      await again.query('DROP DATABASE apotheca_bench WITH (FORCE)');
      await again.query('CREATE DATABASE apotheca_bench');
      await again.end();
      cache = 'fresh (restore failed)';
    }
  } else {
    log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port}: migrating and seeding ${settings.productsPerStore} products per store`);
  }
  const server = await startServer('postgres', { DATABASE_URL: url.toString() });
  const sizeClient = new pg.Client({ connectionString: url.toString() });
  await sizeClient.connect();
  const size = Number((await sizeClient.query<{ size: string }>('select pg_database_size(current_database()) as size')).rows[0]?.size ?? 0);
  await sizeClient.end();
  const saveDump = server.ready.seeded
    ? async () => {
        const started = performance.now();
        const dump = spawnSync(path.join(bin, 'pg_dump'), ['--format=custom', '--compress=1', '--file', `${dumpFile}.tmp`, url.toString()], { encoding: 'utf8' });
        if (dump.status !== 0) return `pg_dump failed: ${dump.stderr.slice(0, 300)}`;
        renameSync(`${dumpFile}.tmp`, dumpFile);
        writeFileSync(metaFile, JSON.stringify({ seedHash, seedMs: server.ready.timings.seedMs, at: new Date().toISOString() }, null, 2));
        return `saved ${dumpFile} (${(statSync(dumpFile).size / 2 ** 20).toFixed(0)} MB) in ${secs(performance.now() - started)}`;
      }
    : undefined;
  return { server: { ...server, cache, dataBytes: size }, postgres, url: url.toString(), saveDump };
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers

function rawGet(port: number, pathname: string, headers: Record<string, string>, method = 'GET', timeoutMs = 60_000) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${method} ${pathname.slice(0, 60)} in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}

async function getJson<T>(port: number, pathname: string, method = 'GET', timeoutMs = 60_000): Promise<T> {
  const response = await rawGet(port, pathname, {}, method, timeoutMs);
  return JSON.parse(response.body.toString('utf8')) as T;
}

function decode(response: { headers: http.IncomingHttpHeaders; body: Buffer }): Buffer {
  return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body;
}

interface Stats {
  cpuMicros: number;
  now: number;
  rss: number;
  elu: { idle: number; active: number; utilization: number };
}

/** CPU seconds of all processes of a user (the PostgreSQL server and its backends), from /proc. */
function userCpuSeconds(uid: number): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (statSync(`/proc/${pid}`).uid !== uid) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, plus cutime + cstime: the postmaster's reaped backends keep the sum monotonic.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / tick;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}
/** CPU seconds of one process (and its reaped children), from /proc. */
function processCpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** Percent of one core used over `windowMs` by processes outside the bench (other work on the machine). */
async function otherCpuPercent(server: BenchServer, windowMs: number): Promise<number> {
  const sample = () => ({
    machine: machineBusySeconds(),
    ours: processCpuSeconds(process.pid) + processCpuSeconds(server.child.pid) + (Number.isFinite(postgresUid) ? userCpuSeconds(postgresUid) : 0),
  });
  const before = sample();
  await sleep(windowMs);
  const after = sample();
  return Math.max(0, ((after.machine - before.machine - (after.ours - before.ours)) * 1000 / windowMs) * 100);
}

/**
 * With BENCH_QUIET_WAIT_SECONDS > 0: before a run, wait (at most that long) until other processes use
 * less than BENCH_QUIET_PERCENT (30) % of one core, so the run measures the app rather than the neighbours.
 */
async function waitForQuiet(server: BenchServer): Promise<number> {
  if (settings.quietWaitSeconds <= 0) return 0;
  const started = performance.now();
  while (performance.now() - started < settings.quietWaitSeconds * 1000) {
    if ((await otherCpuPercent(server, 1000)) < settings.quietPercent) break;
  }
  return (performance.now() - started) / 1000;
}

/** Busy jiffies of the whole machine (all cores), from /proc/stat. */
function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
}

const postgresUid = (() => {
  try {
    const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
    return Number(line?.split(':')[2]);
  } catch {
    return Number.NaN;
  }
})();

// ---------------------------------------------------------------------------------------------
// One database: verify, capture, profile, closed loops, open loops

interface Check {
  status: number;
  encoding: string;
  wireBytes: number;
  jsonBytes: number;
  firstMs: number;
  rows?: number;
  totalRows?: number;
  hasFacets: boolean;
  warnings: string[];
}

interface RunRow {
  db: DbKind;
  kind: Kind;
  result: LoadResult;
  serverCpuPercent: number;
  eventLoopPercent: number;
  dbCpuPercent?: number;
  /** CPU used on the machine by processes that are not part of the bench (other work on the box). */
  otherCpuPercent: number;
  /** Seconds the server needed afterwards to finish requests still queued in it. */
  drainSeconds: number;
  /** Set when the server did not drain and was restarted. */
  restarted?: string;
}

interface ProfileRow {
  db: DbKind;
  kind: Kind;
  requests: number;
  clientMs: { p50: number; max: number };
  statementsPerRequest: number;
  dbMsPerRequest: number;
  top: { id: number; text: string; count: number; meanMs: number; maxMs: number; rows: number; plan?: string }[];
}

interface DbReport {
  kind: DbKind;
  server: BenchServer;
  paths: ReturnType<typeof inventoryPaths>;
  checks: Partial<Record<Kind, Check>>;
  bareSameBytes: Record<string, boolean>;
  closed: RunRow[];
  open: RunRow[];
  profile: ProfileRow[];
  errors: string[];
  /** Open-loop runs left out, with the reason. */
  skipped: string[];
  loadMs: number;
}

function inventoryPaths(storeId: number, word: string | undefined) {
  const params = new URLSearchParams({
    store_id: String(storeId),
    usage_type: 'recreational',
    require_sellable_quantity: 'true',
    include_specials: 'true',
    categories: 'flower',
    strain_types: 'hybrid,indica',
    price_max: '80',
  });
  if (word) params.set('search', word);
  params.set('order_by', 'price');
  params.set('limit', '50');
  const page = `/api/p/inventory?${params.toString().replace(/%2C/g, ',')}`;
  const facets = `${page}&include_facets=true&offset=0`;
  /** Request n of the uncached variant: price_max 80 minus n millionths of a dollar (same rows, new cache key). */
  const uncached = (path: string) => (n: number) => path.replace('price_max=80&', `price_max=${(80 - (n % 200_000) * 5e-6).toFixed(6)}&`);
  return { page, facets, uncachedPage: uncached(page), uncachedFacets: uncached(facets) };
}

const requestHeaders: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip',
  'x-api-key': API_KEY,
  'user-agent': 'apotheca-bench',
};

async function check(port: number, pathname: string, kind: Kind, word: string | undefined): Promise<Check> {
  const response = await rawGet(port, pathname, requestHeaders);
  const warnings: string[] = [];
  const result: Check = {
    status: response.status,
    encoding: String(response.headers['content-encoding'] ?? 'identity'),
    wireBytes: response.body.length,
    jsonBytes: 0,
    firstMs: response.ms,
    hasFacets: false,
    warnings,
  };
  if (response.status !== 200) {
    warnings.push(`HTTP ${response.status}: ${decode(response).toString('utf8').slice(0, 200)}`);
    return result;
  }
  if (result.encoding !== 'gzip') warnings.push(`answer not gzipped (content-encoding: ${result.encoding})`);
  const json = decode(response);
  result.jsonBytes = json.length;
  try {
    const body = JSON.parse(json.toString('utf8')) as {
      data?: { category?: string; strain_type?: string; price_cents?: number; discounted_price_cents?: number | null; name?: string; brand?: string; strain?: string | null }[];
      rows?: number;
      total_rows?: number;
      facets?: unknown;
    };
    const data = body.data ?? [];
    result.rows = body.rows ?? data.length;
    result.totalRows = body.total_rows;
    result.hasFacets = Boolean(body.facets);
    if (!Array.isArray(body.data)) warnings.push('no data array');
    if (data.length !== 50 && (body.total_rows ?? 0) >= 50) warnings.push(`page has ${data.length} items, not 50`);
    if (data.length < 50) warnings.push(`only ${data.length} items match: a lighter request than intended`);
    if (data.some((item) => item.category !== undefined && item.category !== 'flower')) warnings.push('category filter not applied');
    if (data.some((item) => item.strain_type && !['hybrid', 'indica'].includes(item.strain_type))) warnings.push('strain_types filter not applied');
    if (data.some((item) => (item.price_cents ?? 0) > 8000)) warnings.push('price_max filter not applied to price_cents');
    const prices = data.map((item) => item.discounted_price_cents ?? item.price_cents ?? 0);
    if (prices.some((price, index) => index > 0 && price < (prices[index - 1] ?? 0))) warnings.push('not sorted by (discounted) price ascending');
    if (word && data.some((item) => ![item.name, item.brand, item.strain].join(' ').toLowerCase().includes(word.toLowerCase()))) {
      warnings.push(`some items do not show "${word}" in name/brand/strain (search may cover other fields)`);
    }
    if (kind === 'facets' && !body.facets) warnings.push('include_facets=true answered no facets');
  } catch (error) {
    warnings.push(`answer is not JSON: ${(error as Error).message}`);
  }
  return result;
}

async function measure(server: BenchServer, kind: Kind, run: () => Promise<LoadResult>): Promise<RunRow> {
  const waited = await waitForQuiet(server);
  if (waited > 1.5) log(`  waited ${waited.toFixed(0)} s for other processes to quieten down`);
  const port = server.ready.port;
  const before = await getJson<Stats>(port, '/bench/stats', 'GET', 30_000);
  const dbBefore = server.kind === 'postgres' && Number.isFinite(postgresUid) ? userCpuSeconds(postgresUid) : undefined;
  const machineBefore = machineBusySeconds();
  const clientBefore = process.cpuUsage();
  const runStarted = performance.now();
  const result = await run();
  const runEnded = performance.now();
  // An overloaded server may answer late even here: fall back to "unknown" rather than fail the bench.
  const after = await getJson<Stats>(port, '/bench/stats', 'GET', 15_000).catch(() => undefined);
  const machineAfter = machineBusySeconds();
  const client = process.cpuUsage(clientBefore);
  const dbAfter = dbBefore !== undefined ? userCpuSeconds(postgresUid) : undefined;
  const wallMs = after ? after.now - before.now : runEnded - runStarted;
  const activeMs = after ? after.elu.active - before.elu.active : Number.NaN;
  const idleMs = after ? after.elu.idle - before.elu.idle : Number.NaN;
  const serverCpuPercent = after ? ((after.cpuMicros - before.cpuMicros) / 1000 / wallMs) * 100 : Number.NaN;
  const dbCpuPercent = dbBefore !== undefined && dbAfter !== undefined ? ((dbAfter - dbBefore) * 1000 / wallMs) * 100 : undefined;
  const machinePercent = ((machineAfter - machineBefore) * 1000 / wallMs) * 100;
  const clientPercent = ((client.user + client.system) / 1000 / wallMs) * 100;
  const drain = await waitIdle(server);
  return {
    db: server.kind,
    kind,
    result,
    serverCpuPercent,
    eventLoopPercent: (activeMs / Math.max(1, activeMs + idleMs)) * 100,
    dbCpuPercent: dbCpuPercent === undefined ? undefined : Math.max(0, dbCpuPercent),
    otherCpuPercent: Math.max(0, machinePercent - (Number.isNaN(serverCpuPercent) ? 0 : serverCpuPercent) - (dbCpuPercent ?? 0) - clientPercent),
    drainSeconds: drain.seconds,
    restarted: drain.restarted,
  };
}

/**
 * Waits until the server has no request in progress: an overloaded run leaves requests the generator
 * gave up on, and the server still works through them. After BENCH_DRAIN_SECONDS (60) the server
 * process is restarted instead, so the next run starts clean.
 */
async function waitIdle(server: BenchServer): Promise<{ seconds: number; restarted?: string }> {
  const started = performance.now();
  let inFlight: number | undefined;
  while (performance.now() - started < settings.drainSeconds * 1000) {
    const stats = await getJson<Stats & { inFlight?: number }>(server.ready.port, '/bench/stats', 'GET', 5000).catch(() => undefined);
    inFlight = stats?.inFlight;
    if (stats && !stats.inFlight) return { seconds: (performance.now() - started) / 1000 };
    await sleep(250);
  }
  const restarted = `still ${inFlight ?? 'unknown'} request(s) in progress after ${settings.drainSeconds} s: server restarted`;
  log(`${server.kind}: ${restarted}`);
  await server.restart();
  return { seconds: (performance.now() - started) / 1000, restarted };
}

async function profile(server: BenchServer, kind: Kind, target: Target): Promise<ProfileRow> {
  const port = server.ready.port;
  await getJson(port, '/bench/trace?on=1', 'POST');
  const latencies: number[] = [];
  for (let index = 0; index < settings.profileRequests; index += 1) {
    const pathname = target.pathFor ? target.pathFor(150_000 + index) : target.path;
    latencies.push((await rawGet(port, pathname, requestHeaders)).ms);
  }
  await getJson(port, '/bench/trace?on=0', 'POST');
  const statements = await getJson<{ id: number; text: string; count: number; totalMs: number; maxMs: number; rows: number }[]>(port, '/bench/trace');
  const requests = settings.profileRequests;
  const sorted = [...latencies].sort((a, b) => a - b);
  const top = [...statements].sort((a, b) => b.totalMs - a.totalMs).slice(0, 3);
  const rows: ProfileRow['top'] = [];
  for (const [index, statement] of top.entries()) {
    const plan = index < 2 && statement.totalMs / statement.count >= 0.5
      ? (await getJson<{ plan: string }>(port, `/bench/explain?id=${statement.id}`, 'POST')).plan
      : undefined;
    rows.push({ id: statement.id, text: statement.text, count: statement.count, meanMs: statement.totalMs / statement.count, maxMs: statement.maxMs, rows: statement.rows / statement.count, plan });
  }
  return {
    db: server.kind,
    kind,
    requests,
    clientMs: { p50: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN },
    statementsPerRequest: statements.reduce((sum, item) => sum + item.count, 0) / requests,
    dbMsPerRequest: statements.reduce((sum, item) => sum + item.totalMs, 0) / requests,
    top: rows,
  };
}

async function benchDatabase(server: BenchServer): Promise<DbReport> {
  const started = performance.now();
  const storeId = Number(env.BENCH_STORE_ID ?? server.ready.store?.id ?? 0);
  const word = env.BENCH_SEARCH ?? server.ready.search.word;
  const paths = inventoryPaths(storeId, word);
  const report: DbReport = { kind: server.kind, server, paths, checks: {}, bareSameBytes: {}, closed: [], open: [], profile: [], errors: [], skipped: [], loadMs: 0 };
  try {
    await runDatabase(server, report, storeId, word);
  } catch (error) {
    // Keep what was measured; the rest is reported as not run.
    report.errors.push(`bench aborted: ${(error as Error).message}`);
  }
  report.loadMs = performance.now() - started;
  return report;
}

async function runDatabase(server: BenchServer, report: DbReport, storeId: number, word: string | undefined): Promise<void> {
  const port = server.ready.port;
  const { paths } = report;
  const before = server.ready.plannerStats;
  const hadStats = Boolean(before && before.reltuples >= 0 && before.stat_columns > 0);
  if (server.kind === 'postgres' || settings.analyzePglite) {
    const analyzed = await getJson<{ ms: number }>(port, '/bench/analyze', 'POST');
    server.statsNote = `${hadStats ? 'had stats' : 'no stats'}; ANALYZE by bench (${secs(analyzed.ms)})`;
    if (server.kind === 'pglite') markPgliteAnalyzed();
  } else if (hadStats && pgliteMeta()?.analyzedByBench) {
    server.statsNote = 'yes, but from an earlier BENCH_ANALYZE_PGLITE run (BENCH_RESEED=true for what the app leaves)';
  } else {
    server.statsNote = hadStats ? 'yes (left by seed/app)' : 'NONE (never analyzed)';
  }
  if (!storeId) {
    report.errors.push('no main-brand store with a recreational menu in the seed');
    return;
  }
  log(`${server.kind}: store ${storeId}, search "${word ?? ''}"`);
  log(`${server.kind}: ${paths.page}`);

  const targets: Partial<Record<Kind, Target>> = {};
  for (const kind of ['page', 'facets'] as const) {
    const result = await check(port, paths[kind], kind, word);
    report.checks[kind] = result;
    if (result.status !== 200) {
      report.errors.push(`${kind}: ${result.warnings.join('; ')}`);
      continue;
    }
    targets[kind] = { port, path: paths[kind], headers: requestHeaders };
    if (settings.uncached) {
      const pathFor = kind === 'page' ? paths.uncachedPage : paths.uncachedFacets;
      const probe = pathFor(199_999);
      const uncached = await check(port, probe, kind, word);
      report.checks[`${kind} uncached`] = uncached;
      if (uncached.status === 200) targets[`${kind} uncached`] = { port, path: probe, pathFor, headers: requestHeaders };
    }
    const capture = await rawGet(port, `/bench/capture?key=${kind}&path=${encodeURIComponent(paths[kind])}`, requestHeaders, 'POST');
    if (capture.status !== 200) {
      report.errors.push(`bare capture of ${kind} failed: HTTP ${capture.status}`);
      continue;
    }
    const bareKind = `bare ${kind}` as const;
    const bare = await rawGet(port, `/bench/bare?key=${kind}`, requestHeaders);
    const live = await rawGet(port, paths[kind], requestHeaders);
    report.bareSameBytes[kind] = bare.body.equals(live.body);
    report.checks[bareKind] = {
      status: bare.status,
      encoding: String(bare.headers['content-encoding'] ?? 'identity'),
      wireBytes: bare.body.length,
      jsonBytes: decode(bare).length,
      firstMs: bare.ms,
      hasFacets: kind === 'facets',
      warnings: report.bareSameBytes[kind] ? [] : ['bare bytes differ from a fresh catalog answer (non-deterministic body?)'],
    };
    targets[bareKind] = { port, path: `/bench/bare?key=${kind}`, headers: requestHeaders };
  }
  if (!targets.page && !targets.facets) return;

  /** After a restart: new port for every target, bare bytes captured again, planner stats as before. */
  const reattach = async () => {
    for (const target of Object.values(targets)) if (target) target.port = server.ready.port;
    for (const kind of ['page', 'facets'] as const) {
      if (targets[`bare ${kind}`]) await rawGet(server.ready.port, `/bench/capture?key=${kind}&path=${encodeURIComponent(paths[kind])}`, requestHeaders, 'POST');
    }
    if (server.kind === 'postgres' || settings.analyzePglite) await getJson(server.ready.port, '/bench/analyze', 'POST');
  };

  if (settings.profileRequests > 0) {
    for (const kind of ['page', 'facets'] as const) {
      const target = targets[`${kind} uncached`] ?? targets[kind];
      if (!target) continue;
      log(`${server.kind}: SQL profile of ${kind} (${settings.profileRequests} sequential requests, unique URLs)`);
      report.profile.push(await profile(server, kind, target));
    }
  }

  const closedKinds: Kind[] = ['page', 'facets', 'page uncached', 'facets uncached', 'bare page', 'bare facets'];
  for (const kind of closedKinds) {
    const target = targets[kind];
    if (!target) continue;
    log(`${server.kind}: closed loop ${kind}: ${settings.concurrency} workers, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`);
    const row = await measure(server, kind, () =>
      closedLoop({ target, concurrency: settings.concurrency, warmupMs: settings.warmupSeconds * 1000, durationMs: settings.seconds * 1000, timeoutMs: settings.timeoutMs }),
    );
    report.closed.push(row);
    if (row.restarted) await reattach();
    log(`  ${row.result.rps.toFixed(0)} req/s, p50 ${ms(row.result.p50)} ms, p99 ${ms(row.result.p99)} ms, errors ${row.result.errors}`);
  }

  // Cached first: the uncached runs are the ones that may overload the server.
  const openKinds: Kind[] = settings.openFacets ? ['page', 'facets', 'page uncached', 'facets uncached'] : ['page', 'page uncached'];
  for (const kind of openKinds) {
    const target = targets[kind];
    if (!target || settings.openSeconds === 0) continue;
    if (kind.endsWith('uncached') && settings.openUncached !== 'always') {
      const capacity = report.closed.find((row) => row.kind === kind)?.result.rps ?? 0;
      if (settings.openUncached === 'never' || capacity < settings.openRate) {
        report.skipped.push(`${kind}: ${settings.openUncached === 'never' ? 'BENCH_OPEN_UNCACHED=never' : `closed-loop capacity ${capacity.toFixed(0)} req/s < ${settings.openRate} req/s offered, so the queue would grow without bound and every latency would reach the ${settings.timeoutMs / 1000} s timeout (BENCH_OPEN_UNCACHED=always runs it anyway)`}`);
        continue;
      }
    }
    await sleep(500);
    log(`${server.kind}: open loop ${kind}: ${settings.openRate} req/s for ${settings.openSeconds} s`);
    const row = await measure(server, kind, () =>
      openLoop({ target, rate: settings.openRate, durationMs: settings.openSeconds * 1000, timeoutMs: settings.timeoutMs, maxSockets: settings.openSockets }),
    );
    report.open.push(row);
    if (row.restarted) await reattach();
    log(`  p50 ${ms(row.result.p50)} ms, p99 ${ms(row.result.p99)} ms, max ${ms(row.result.max)} ms, errors ${row.result.errors}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function table(header: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, index) => Math.max(...cells.map((row) => (row[index] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, index) => ((align?.[index] ?? 'r') === 'l' ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => ((align?.[index] ?? 'r') === 'l' ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

/**
 * The throughput the measured costs allow on a quiet machine, independent of neighbours: bounded by the
 * server's event loop (one thread: its busy time per request; PGlite runs on it) and by all cores
 * (server CPU, which includes zlib on libuv's threads, plus PostgreSQL's).
 */
function cpuBoundCapacity(row: RunRow): string {
  if (!row.result.rps || Number.isNaN(row.serverCpuPercent) || Number.isNaN(row.eventLoopPercent)) return '–';
  const serverMs = (row.serverCpuPercent * 10) / row.result.rps;
  const dbMs = row.dbCpuPercent === undefined ? 0 : (row.dbCpuPercent * 10) / row.result.rps;
  // Event-loop busy time per request: wall-clock busy, so on a crowded machine it also counts waiting for a core.
  const loopMs = Math.min((row.eventLoopPercent * 10) / row.result.rps, serverMs);
  const capacity = Math.min(1000 / Math.max(loopMs, 1e-3), (os.cpus().length * 1000) / (serverMs + dbMs));
  return capacity.toFixed(0);
}

/** The load generator (one process, one thread) used about a whole core: the server may have had more to give. */
const generatorBound = (row: RunRow) => row.result.clientCpuPercent >= 90;

function errorText(result: LoadResult): string {
  if (!result.errors) return '0';
  return `${result.errors} (${Object.entries(result.errorKinds).map(([kind, count]) => `${kind}: ${count}`).join(', ')})`;
}

function render(input: {
  startedAt: Date;
  totalMs: number;
  phases: [string, number][];
  bundle?: BundleReport;
  bundleError?: string;
  dbs: DbReport[];
  failures: string[];
  pgVersion?: string;
}): string {
  const out: string[] = [];
  const { dbs } = input;
  out.push(`# Apotheca bench: GET /api/p/inventory and product-list bundle weight`);
  out.push('');
  out.push(`${input.startedAt.toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GB · Node ${process.version} · PostgreSQL ${input.pgVersion ?? '–'} · PGlite 0.5.16 · total ${secs(input.totalMs)}`);
  out.push('');
  out.push(`Scale: ${settings.productsPerStore} products per store and usage type. Load generator and server share the machine (server in a child process, PostgreSQL in its own processes). Requests send \`accept-encoding: gzip\`. Server catalog cache: CATALOG_CACHE_SECONDS=${env.CATALOG_CACHE_SECONDS ?? 'default'}.`);
  out.push('');

  // Summary first: the numbers issue 2 asks for.
  const summary: string[] = [];
  for (const db of dbs) {
    for (const row of db.open) {
      const target = TARGET_P99[row.db];
      const pass = row.result.p99 <= target && row.result.errors === 0;
      summary.push(`- ${row.db} ${row.kind} at ${settings.openRate} req/s: p99 ${ms(row.result.p99)} ms (target ≤ ${target}), errors ${row.result.errors}: **${pass ? 'PASS' : 'MISS'}**${row.otherCpuPercent > NOISY_PERCENT ? ` (noisy: other processes used ${row.otherCpuPercent.toFixed(0)} % CPU)` : ''}`);
    }
    for (const reason of db.skipped) summary.push(`- ${db.kind} ${reason.split(':')[0]} at ${settings.openRate} req/s: not run (see "Open-loop runs not made")`);
    for (const row of db.closed.filter((item) => !item.kind.startsWith('bare'))) {
      const bare = db.closed.find((other) => other.kind === `bare ${baseOf(row.kind)}`);
      summary.push(`- ${row.db} ${row.kind} closed loop: ${row.result.rps.toFixed(0)} req/s, p50 ${ms(row.result.p50)} / p99 ${ms(row.result.p99)} ms${bare ? `; bare ${bare.result.rps.toFixed(0)} req/s${generatorBound(bare) ? ' (generator-bound)' : ''}; catalog/bare ${generatorBound(bare) ? '≥ ' : ''}${((row.result.rps / bare.result.rps) * 100).toFixed(1)} %` : ''}`);
    }
  }
  if (input.bundle) summary.push(`- product list JS: ${kb(input.bundle.totalGzip)} KB gzipped (target ≤ 150): **${input.bundle.totalGzip <= input.bundle.targetGzip ? 'PASS' : 'MISS'}**; map/staff/kiosk code: ${input.bundle.forbidden.length || input.bundle.modules?.forbidden.length ? '**found**' : 'none'}`);
  for (const failure of input.failures) summary.push(`- could not run: ${failure.split('\n')[0]}`);
  const noisy = [...dbs.flatMap((db) => [...db.closed, ...db.open])].filter((row) => row.otherCpuPercent > NOISY_PERCENT);
  if (noisy.length) {
    summary.push(`- **noise**: other processes on this ${os.cpus().length}-core machine used up to ${Math.max(...noisy.map((row) => row.otherCpuPercent)).toFixed(0)} % CPU (of ${os.cpus().length * 100} %) during ${noisy.length} run(s) (see "other CPU %"): those numbers are pessimistic. BENCH_QUIET_WAIT_SECONDS=60 waits for a quieter moment before each run.`);
  }
  if (summary.length) out.push('## Summary', '', ...summary, '');

  if (dbs.length) {
    out.push('## Databases');
    out.push('');
    out.push(table(
      ['database', 'data', 'stores', 'inventory rows', 'size MB', 'open + migrate', 'seed', 'ready after', 'planner stats'],
      dbs.map((db) => [
        db.kind,
        db.server.cache ?? '',
        db.server.ready.counts?.stores ?? '–',
        db.server.ready.counts?.items ?? '–',
        db.server.dataBytes ? (db.server.dataBytes / 2 ** 20).toFixed(0) : '–',
        secs(db.server.ready.timings.openMs + db.server.ready.timings.migrateMs),
        db.server.ready.seeded ? secs(db.server.ready.timings.seedMs) : 'cached',
        secs(db.server.wallMs),
        db.server.statsNote ?? '–',
      ]),
      ['l', 'l'],
    ));
    out.push('');
    if (settings.parallelSeed && dbs.filter((db) => db.server.ready.seeded).length > 1) out.push('Both databases were seeded at the same time (BENCH_PARALLEL_SEED): each seed time includes sharing 2 cores.\n');
    const first = dbs[0];
    if (first) {
      const store = first.server.ready.store;
      out.push(`Store: ${store ? `${store.id} ${store.store_slug} (${store.state}), ${store.products} sellable rec products` : '–'}. Search word "${env.BENCH_SEARCH ?? first.server.ready.search.word ?? ''}": in ${first.server.ready.search.wordRows} of ${first.server.ready.search.filteredRows} names that pass the other filters.`);
      out.push('');
      out.push(`- page:   \`${first.paths.page}\``);
      out.push(`- facets: \`${first.paths.facets}\``);
      if (settings.uncached) out.push(`- uncached variants: the same with \`price_max=79.999995\`, \`79.999990\`, … (a new value on every request, so the server's catalog cache never answers; the rows are the same)`);
      out.push('');
      out.push(table(
        ['database', 'request', 'status', 'encoding', 'wire KB', 'JSON KB', 'items', 'total_rows', 'facets', 'first ms', 'bare = same bytes'],
        dbs.flatMap((db) => (['page', 'facets', 'page uncached', 'facets uncached'] as const).filter((kind) => db.checks[kind]).map((kind) => {
          const c = db.checks[kind];
          const same = kind === 'page' || kind === 'facets' ? db.bareSameBytes[kind] : undefined;
          return [db.kind, kind, c?.status ?? '–', c?.encoding ?? '–', c ? kb(c.wireBytes) : '–', c ? kb(c.jsonBytes) : '–', c?.rows ?? '–', c?.totalRows ?? '–', c?.hasFacets ? 'yes' : 'no', ms(c?.firstMs), same === undefined ? '–' : same ? 'yes' : 'NO'];
        })),
        ['l', 'l'],
      ));
      out.push('');
      const warnings = dbs.flatMap((db) => (Object.entries(db.checks) as [Kind, Check][]).flatMap(([kind, c]) => c.warnings.map((warning) => `- ${db.kind} ${kind}: ${warning}`)));
      if (warnings.length) out.push('Answer checks:', ...warnings, '');
    }
  }

  const closed = dbs.flatMap((db) => db.closed);
  if (closed.length) {
    out.push(`## Closed loop: ${settings.concurrency} workers, ${settings.seconds} s after ${settings.warmupSeconds} s warm-up`);
    out.push('');
    out.push(table(
      ['database', 'request', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU ms/req', 'PostgreSQL CPU ms/req', 'CPU-bound req/s', 'server CPU %', 'event loop %', 'PostgreSQL CPU %', 'client CPU %', 'other CPU %', 'catalog/bare'],
      closed.map((row) => {
        const bare = row.kind.startsWith('bare') ? undefined : closed.find((other) => other.db === row.db && other.kind === `bare ${baseOf(row.kind)}`);
        return [
          row.db,
          row.kind,
          row.result.rps.toFixed(0),
          ms(row.result.p50),
          ms(row.result.p99),
          ms(row.result.max),
          errorText(row.result),
          ms((row.serverCpuPercent * 10) / Math.max(1e-9, row.result.rps)),
          row.dbCpuPercent === undefined ? '–' : ms((row.dbCpuPercent * 10) / Math.max(1e-9, row.result.rps)),
          cpuBoundCapacity(row),
          row.serverCpuPercent.toFixed(0),
          row.eventLoopPercent.toFixed(0),
          row.dbCpuPercent === undefined ? '–' : row.dbCpuPercent.toFixed(0),
          row.result.clientCpuPercent.toFixed(0),
          row.otherCpuPercent.toFixed(0),
          bare ? `${generatorBound(bare) ? '≥ ' : ''}${((row.result.rps / bare.result.rps) * 100).toFixed(1)} % (1 : ${(bare.result.rps / row.result.rps).toFixed(0)})` : generatorBound(row) ? 'generator-bound' : '',
        ];
      }),
      ['l', 'l'],
    ));
    out.push('');
    out.push(`CPU columns are percent of one core over the run (${os.cpus().length} cores = ${os.cpus().length * 100} %); "other" is CPU used on the machine by processes outside the bench (noise). "CPU-bound req/s" is what the measured cost per request allows on a quiet machine: the lower of the event-loop bound (1000 / loop-busy ms per request, counted as at most the server's CPU ms) and the all-cores bound (cores × 1000 / (server + PostgreSQL CPU ms)); load generator not counted. A rough, noise-resistant estimate. catalog/bare = catalog throughput as a share of the bare endpoint's on the same server; "≥" and "generator-bound" mark runs where the load generator itself used a whole core, so the bare figure is the generator's ceiling and the ratio a lower bound.`);
    out.push('');
  }

  const open = dbs.flatMap((db) => db.open);
  if (open.length) {
    out.push(`## Open loop: ${settings.openRate} req/s for ${settings.openSeconds} s, latency from the intended send time`);
    out.push('');
    out.push(table(
      ['database', 'request', 'sent', 'ok req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors', 'target p99', 'verdict', 'server CPU %', 'PostgreSQL CPU %', 'other CPU %', 'generator lag p99/max ms', 'queue drained after'],
      open.map((row) => {
        const target = TARGET_P99[row.db];
        const pass = row.result.p99 <= target && row.result.errors === 0;
        return [
          row.db,
          row.kind,
          row.result.requests,
          row.result.rps.toFixed(0),
          ms(row.result.p50),
          ms(row.result.p90),
          ms(row.result.p99),
          ms(row.result.max),
          errorText(row.result),
          `≤ ${target} ms, 0 errors`,
          `${pass ? 'PASS' : 'MISS'}${row.otherCpuPercent > NOISY_PERCENT ? ' (noisy)' : ''}`,
          row.serverCpuPercent.toFixed(0),
          row.dbCpuPercent === undefined ? '–' : row.dbCpuPercent.toFixed(0),
          row.otherCpuPercent.toFixed(0),
          `${ms(row.result.dispatchLagP99)} / ${ms(row.result.dispatchLagMax)}`,
          row.restarted ? `not drained in ${settings.drainSeconds} s: restarted` : row.drainSeconds > 0.5 ? secs(row.drainSeconds * 1000) : '–',
        ];
      }),
      ['l', 'l'],
    ));
    out.push('');
    out.push('Targets (issue 2): at 300 req/s, p99 ≤ 50 ms on PostgreSQL and ≤ 100 ms on PGlite, zero errors. The facet request is reported against the same target.');
    out.push('');
  }
  const skipped = dbs.flatMap((db) => db.skipped.map((reason) => `- ${db.kind} ${reason}`));
  if (skipped.length) {
    out.push('Open-loop runs not made:', ...skipped, '');
  }

  const profiles = dbs.flatMap((db) => db.profile);
  if (profiles.length) {
    out.push(`## SQL per request (${settings.profileRequests} sequential requests each, statements traced in the server)`);
    out.push('');
    out.push(table(
      ['database', 'request', 'client p50 ms', 'statements / request', 'DB ms / request', 'slowest statement: mean ms', 'rows'],
      profiles.map((row) => [row.db, row.kind, ms(row.clientMs.p50), row.statementsPerRequest.toFixed(1), ms(row.dbMsPerRequest), ms(row.top[0]?.meanMs), row.top[0]?.rows.toFixed(0) ?? '–']),
      ['l', 'l'],
    ));
    out.push('');
  }

  const bundle = input.bundle;
  out.push('## JavaScript a product list page loads before it is interactive');
  out.push('');
  if (bundle) {
    out.push(`Build: ${bundle.built}${bundle.buildSeconds ? ` (${bundle.buildSeconds.toFixed(1)} s)` : ''}. Product list route: ${bundle.routeSrc ?? 'not found'}. Gzip level 9.`);
    out.push('');
    out.push(table(
      ['chunk', 'why', 'raw KB', 'gzip KB'],
      [...bundle.chunks.map((chunk) => [chunk.file, chunk.why, kb(chunk.rawBytes), kb(chunk.gzipBytes)]), ['total JS', '', kb(bundle.totalRaw), kb(bundle.totalGzip)]],
      ['l', 'l'],
    ));
    out.push('');
    const pass = bundle.totalGzip <= bundle.targetGzip && bundle.forbidden.length === 0 && (bundle.modules?.forbidden.length ?? 0) === 0;
    out.push(`Total ${kb(bundle.totalGzip)} KB gzipped JS (target ≤ ${kb(bundle.targetGzip)} KB): ${bundle.totalGzip <= bundle.targetGzip ? 'PASS' : 'MISS'}. CSS of the same chunks: ${kb(bundle.cssGzip)} KB gzipped (not counted).`);
    out.push(`No map (maplibre), staff or kiosk code: ${bundle.forbidden.length || bundle.modules?.forbidden.length ? 'MISS' : 'PASS'} (chunk names and sources, "maplibre" in contents${bundle.modules ? `, ${bundle.modules.count} module ids of an in-memory analysis build` : ''}).`);
    for (const item of [...bundle.forbidden, ...(bundle.modules?.forbidden ?? [])]) out.push(`- forbidden: ${item}`);
    for (const item of bundle.mentions) out.push(`- info: ${item} (strings such as route paths or labels, not necessarily code)`);
    if (bundle.lazy.length) {
      out.push(`- info: loaded on demand by these chunks, not counted (own gzip size, without their imports): ${bundle.lazy.map((item) => `${item.label.replace(/^src\/web\//, '')} ${kb(item.gzipBytes)} KB`).join(', ')}`);
    }
    for (const note of [...bundle.notes, ...(bundle.modules?.note ? [bundle.modules.note] : [])]) out.push(`- note: ${note}`);
    if (bundle.modules) {
      out.push('');
      out.push('Biggest contributors (rendered bytes before minification, from the analysis build):');
      out.push('');
      out.push(table(['package / app folder', 'KB'], bundle.modules.topPackages.map((item) => [item.name, kb(item.bytes)]), ['l']));
    }
    out.push(`\nOverall bundle verdict: ${pass ? 'PASS' : 'MISS'}`);
  } else {
    out.push(`Not measured: ${input.bundleError ?? 'unknown error'}`);
  }
  out.push('');

  out.push('## Where the time went');
  out.push('');
  out.push(table(['phase', 'wall clock'], input.phases.map(([name, duration]) => [name, secs(duration)]), ['l']));
  out.push('');
  if (input.failures.length) {
    out.push('## Could not run');
    out.push('');
    for (const failure of input.failures) out.push(`- ${failure.split('\n').join('\n  ')}`);
    out.push('');
  }

  if (profiles.some((row) => row.top.length)) {
    out.push('## Appendix: slowest statements and plans');
    out.push('');
    for (const row of profiles) {
      for (const statement of row.top) {
        out.push(`### ${row.db} ${row.kind}: statement ${statement.id}, ${statement.count / row.requests} per request, mean ${ms(statement.meanMs)} ms, max ${ms(statement.maxMs)} ms, ${statement.rows.toFixed(0)} rows`);
        out.push('');
        out.push('```sql');
        out.push(statement.text.length > 4000 ? `${statement.text.slice(0, 4000)} …` : statement.text);
        out.push('```');
        if (statement.plan) {
          out.push('');
          out.push('```');
          out.push(statement.plan);
          out.push('```');
        }
        out.push('');
      }
    }
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const startedAt = new Date();
  const t0 = performance.now();
  const phases: [string, number][] = [];
  const failures: string[] = [];
  let bundle: BundleReport | undefined;
  let bundleError: string | undefined;
  let pgVersion: string | undefined;
  const dbs: DbReport[] = [];

  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      phases.push([name, performance.now() - started]);
    }
  };

  await timed('bundle (build if needed, manifest, analysis build)', async () => {
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
    const starts = settings.dbs.map((kind) => async () => {
      try {
        await starters[kind]();
      } catch (error) {
        failures.push(`${kind}: ${(error as Error).message}`);
      }
    });
    if (settings.parallelSeed) await Promise.all(starts.map((start) => start()));
    else for (const start of starts) await start();

    for (const kind of settings.dbs) {
      const server = servers[kind];
      if (!server) continue;
      const report = await timed(`${kind}: checks, SQL profile, closed and open loops`, () => benchDatabase(server));
      dbs.push(report);
      failures.push(...report.errors.map((error) => `${kind}: ${error}`));
      await server.stop();
      if (kind === 'postgres' && saveDump) {
        const dump = saveDump;
        const note = await timed('PostgreSQL: pg_dump of the seeded database for the next run', () => dump());
        log(note);
        if (servers.postgres) servers.postgres.cache = `${servers.postgres.cache ?? ''}; ${note}`;
      }
    }
  } finally {
    await timed('stop servers and PostgreSQL', runCleanups);
  }

  const text = render({ startedAt, totalMs: performance.now() - t0, phases, bundle, bundleError, dbs, failures, pgVersion });
  console.log(`\n${text}`);
  mkdirSync('.data', { recursive: true });
  writeFileSync(path.join('.data', 'bench-report.md'), `${text}\n`);
  log('report written to .data/bench-report.md');
  const ranLoad = dbs.some((db) => db.closed.length > 0);
  return ranLoad ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch(async (error: unknown) => {
    if (interrupted) return; // the signal handler cleans up and exits
    console.error(`[bench] failed: ${(error as Error)?.stack ?? String(error)}`);
    await runCleanups();
    process.exit(1);
  });
