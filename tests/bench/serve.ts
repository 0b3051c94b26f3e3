import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { seedOnce } from '@/server/db/prepare';
import { summarizeProfile, type CpuProfile } from './cpu-profile';
import { mixedSetup } from './mixed-setup';

/**
 * The benchmark's server process (spawned by tests/bench/run.ts with an IPC channel): the real app
 * (`createApp`) on the configured database, migrated and seeded once at benchmark scale, served by
 * @hono/node-server on 127.0.0.1. Next to it, on the same process and port:
 *   POST /bench/capture?key=K&path=P  runs GET P through the app (gzip) and keeps status, headers, bytes;
 *   GET  /bench/bare?key=K            answers those bytes from memory (the "bare" baseline);
 *   GET  /bench/stats                 process CPU time, RSS and event-loop utilisation.
 *   POST /bench/trace?on=1|0          records every SQL statement the app sends (text, params, ms);
 *   GET  /bench/trace                 the recorded statements, grouped by text;
 *   POST /bench/explain?id=N          EXPLAIN (ANALYZE, BUFFERS) of recorded statement N with its last params.
 *   POST /bench/mixed-setup?store=S&shoppers=N  the mixed workload's shoppers (made once) and products (mixed-setup.ts).
 *   POST /bench/profile?on=1|0        starts V8's CPU profiler on this process; on=0 stops it and answers the summary (cpu-profile.ts).
 * Tracing is off during the load runs; the bench switches it on only for a short sequential profile.
 */
const config = loadConfig();

interface TracedStatement {
  id: number;
  text: string;
  params: unknown[];
  count: number;
  totalMs: number;
  maxMs: number;
  rows: number;
}
let tracing = false;
const traced = new Map<string, TracedStatement>();
function record(text: string, params: unknown[] | undefined, ms: number, rows: number) {
  let entry = traced.get(text);
  if (!entry) {
    entry = { id: traced.size + 1, text, params: [], count: 0, totalMs: 0, maxMs: 0, rows: 0 };
    traced.set(text, entry);
  }
  entry.params = params ?? [];
  entry.count += 1;
  entry.totalMs += ms;
  entry.maxMs = Math.max(entry.maxMs, ms);
  entry.rows += rows;
}
function statementOf(arg: unknown): { text?: string; params?: unknown[] } {
  if (typeof arg === 'string') return { text: arg };
  if (arg && typeof arg === 'object' && 'text' in arg) return { text: String((arg as { text: unknown }).text), params: (arg as { values?: unknown[] }).values };
  return {};
}
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] } | undefined)?.rows;
  return Array.isArray(rows) ? rows.length : 0;
}

// node-postgres: every statement (pool.query included) goes through Client#query.
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function tracedQuery(this: pg.Client, ...args: unknown[]) {
  if (!tracing) return pgQuery.apply(this, args);
  const started = performance.now();
  const { text, params } = statementOf(args[0]);
  const values = Array.isArray(args[1]) ? (args[1] as unknown[]) : params;
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (error: unknown, result: unknown) => {
      if (text) record(text, values, performance.now() - started, rowCount(result));
      (last as (error: unknown, result: unknown) => void)(error, result);
    };
    return pgQuery.apply(this, args);
  }
  const result = pgQuery.apply(this, args) as Promise<unknown> | undefined;
  if (result && typeof (result as Promise<unknown>).then === 'function' && text) {
    return result.then((value) => {
      record(text, values, performance.now() - started, rowCount(value));
      return value;
    });
  }
  return result;
} as typeof pg.Client.prototype.query;

/**
 * PGlite: drizzle calls its client's query(text, params, options), in this thread or on the
 * database's own (PGLITE_THREAD), so the client in hand is traced, not PGlite's prototype.
 */
function tracePgliteQueries(client: { query: PGlite['query'] }) {
  const pgliteQuery = client.query.bind(client);
  client.query = async function tracedPgliteQuery(...args: Parameters<PGlite['query']>) {
    if (!tracing) return pgliteQuery(...args);
    const started = performance.now();
    const result = await pgliteQuery(...args);
    record(String(args[0]), args[1] as unknown[] | undefined, performance.now() - started, rowCount(result));
    return result;
  } as PGlite['query'];
}

type Rows<T> = { rows: T[] };
interface StoreRow {
  id: number;
  store_slug: string;
  name: string;
  state: string;
  products: number;
}

function send(message: unknown) {
  if (process.send) process.send(message);
  else console.log(JSON.stringify(message));
}

const t0 = performance.now();
const handle = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteThread: config.PGLITE_THREAD });
if (handle.kind === 'pglite') tracePgliteQueries((handle.db as unknown as { $client: { query: PGlite['query'] } }).$client);
const opened = performance.now();
await handle.migrate();
const migrated = performance.now();
const seeded = await seedOnce(handle, config.SEED_PRODUCTS_PER_STORE);
const seedDone = performance.now();

const db = handle.db;
const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(text)) as unknown as Rows<T>).rows;

const counts = (
  await query<{ stores: number; items: number; specials: number }>(sql`
    select (select count(*)::int from stores) as stores,
           (select count(*)::int from inventory_items) as items,
           (select count(*)::int from specials) as specials`)
)[0];

// A main-brand store with an open recreational menu, the one with the most sellable rec products.
const store = (
  await query<StoreRow>(sql`
    select s.id, s.store_slug, s.name, s.state,
           (select count(*)::int from inventory_items i where i.store_id = s.id and i.rec_sellable_qty > 0) as products
      from stores s join ordering_apps a on a.id = s.ordering_app_id
     where a.is_main_brand and s.is_rec_menu and not s.is_divested and s.coming_soon_url is null
       and s.temp_closed_rec is null and not s.is_rec_coming_soon
     order by products desc, s.id
     limit 1`)
)[0];

// A common word of the product names that the benchmark's filters keep: aim at ~20% of the rows.
let searchWord: string | undefined;
let filteredRows = 0;
let wordRows = 0;
if (store) {
  const names = await query<{ name: string }>(sql`
    select name from inventory_items
     where store_id = ${store.id} and category = 'flower' and strain_type in ('hybrid', 'indica')
       and rec_sellable_qty > 0 and rec_price_cents is not null and rec_price_cents <= 8000`);
  filteredRows = names.length;
  const freq = new Map<string, number>();
  const stop = new Set(['flower', 'hybrid', 'indica', 'sativa', 'with', 'from', 'the', 'and']);
  for (const { name } of names) {
    const words = new Set(name.toLowerCase().match(/[a-z]{4,}/g) ?? []);
    for (const word of words) if (!stop.has(word)) freq.set(word, (freq.get(word) ?? 0) + 1);
  }
  const goal = Math.max(60, filteredRows * 0.2);
  const most = Math.max(0, ...freq.values());
  const ranked = [...freq.entries()]
    .filter(([, count]) => count >= 60 || count === most)
    .sort((a, b) => Math.abs(a[1] - goal) - Math.abs(b[1] - goal) || b[1] - a[1] || a[0].localeCompare(b[0]));
  if (ranked[0]) [searchWord, wordRows] = ranked[0];
}

const stats = async () =>
  (
    await query<{ reltuples: number; stat_columns: number }>(sql`
      select c.reltuples::float8 as reltuples,
             (select count(*)::int from pg_stats where schemaname = 'public' and tablename = 'inventory_items') as stat_columns
        from pg_class c where c.relname = 'inventory_items' and c.relkind = 'r'`)
  )[0];
const plannerStats = await stats();

const app = createApp({ db, config });
let inFlight = 0;
let profiler: Session | undefined;
const captured = new Map<string, { status: number; headers: [string, string][]; body: Uint8Array }>();

async function handleBench(request: Request, url: URL): Promise<Response> {
  if (url.pathname === '/bench/bare') {
    const entry = captured.get(url.searchParams.get('key') ?? '');
    if (!entry) return new Response('not captured', { status: 404 });
    return new Response(entry.body as Uint8Array<ArrayBuffer>, { status: entry.status, headers: entry.headers });
  }
  if (url.pathname === '/bench/capture' && request.method === 'POST') {
    const key = url.searchParams.get('key') ?? '';
    const target = url.searchParams.get('path') ?? '';
    const response = await app.fetch(
      new Request(`http://127.0.0.1${target}`, { headers: Object.fromEntries(request.headers.entries()) }),
    );
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(([name]) => !['content-length', 'transfer-encoding', 'connection', 'date'].includes(name));
    captured.set(key, { status: response.status, headers, body });
    return Response.json({ status: response.status, headers: Object.fromEntries(headers), bytes: body.byteLength });
  }
  if (url.pathname === '/bench/trace') {
    if (request.method === 'POST') {
      tracing = url.searchParams.get('on') === '1';
      if (tracing) traced.clear();
      return Response.json({ tracing });
    }
    return Response.json([...traced.values()]);
  }
  if (url.pathname === '/bench/explain' && request.method === 'POST') {
    const id = Number(url.searchParams.get('id'));
    const entry = [...traced.values()].find((item) => item.id === id);
    if (!entry) return new Response('unknown statement', { status: 404 });
    const client = (db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
    try {
      const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${entry.text}`, entry.params);
      return Response.json({ plan: result.rows.map((row) => String(Object.values(row)[0])).join('\n') });
    } catch (error) {
      return Response.json({ plan: `EXPLAIN failed: ${(error as Error).message}` });
    }
  }
  if (url.pathname === '/bench/stats') {
    const cpu = process.cpuUsage();
    const elu = performance.eventLoopUtilization();
    return Response.json({ cpuMicros: cpu.user + cpu.system, rss: process.memoryUsage().rss, elu, now: performance.now(), inFlight });
  }
  if (url.pathname === '/bench/mixed-setup' && request.method === 'POST') {
    return Response.json(await mixedSetup(db, Number(url.searchParams.get('store')), Number(url.searchParams.get('shoppers'))));
  }
  if (url.pathname === '/bench/profile' && request.method === 'POST') {
    if (url.searchParams.get('on') === '1') {
      profiler ??= new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      return Response.json({ profiling: true });
    }
    if (!profiler) return new Response('not profiling', { status: 409 });
    const { profile } = (await profiler.post('Profiler.stop')) as { profile: CpuProfile };
    profiler.disconnect();
    profiler = undefined;
    return Response.json(summarizeProfile(profile));
  }
  if (url.pathname === '/bench/analyze' && request.method === 'POST') {
    const started = performance.now();
    await db.execute(sql`ANALYZE`);
    return Response.json({ ms: performance.now() - started, stats: await stats() });
  }
  return new Response('not found', { status: 404 });
}

const server = serve(
  {
    fetch: (request: Request, env: unknown) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/bench/')) return handleBench(request, url);
      inFlight += 1;
      const done = () => {
        inFlight -= 1;
      };
      try {
        const response = app.fetch(request, env as never);
        if (response instanceof Promise) return response.finally(done);
        done();
        return response;
      } catch (error) {
        done();
        throw error;
      }
    },
    port: 0,
    hostname: '127.0.0.1',
  },
  (info) => {
    send({
      type: 'ready',
      port: info.port,
      kind: handle.kind,
      pid: process.pid,
      seeded,
      timings: { openMs: opened - t0, migrateMs: migrated - opened, seedMs: seedDone - migrated },
      counts,
      store,
      search: { word: searchWord, wordRows, filteredRows },
      plannerStats,
    });
  },
);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  await handle.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
