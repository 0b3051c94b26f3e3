import { spawn } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { freePort } from '../support/free-port';
import { onCleanup } from './cleanups';
import { stopChild } from './server-process';
import { log, ms } from './format';

/**
 * The `live` part (README "Several processes and machines", "SSE at scale"): LIVE_BENCH_STREAMS
 * server-sent event streams open on one server process (PGlite, loopback), then LIVE_BENCH_EVENTS
 * console price edits of an item of their store, one after another, each fanned out to every stream.
 * Delivery latency runs from the edit's send to the event's arrival at each stream's client (the
 * load generator shares the machine, so it includes this process reading 2,000 sockets). Memory per
 * stream: the server's RSS and V8 heap after a full GC, before and after opening them, divided.
 * Bounded: the opening, each event and the whole part give up after fixed times.
 */
const env = process.env;
const STREAMS = Math.max(1, Number(env.BENCH_LIVE_STREAMS) || 2000);
const EVENTS = Math.max(1, Number(env.BENCH_LIVE_EVENTS) || 5);
/** One account holds at most this many streams per process (the setting's ceiling). */
const STREAMS_PER_USER = 100;
const OPEN_AT_ONCE = 100;
const OPEN_TIMEOUT_MS = 120_000;
const EVENT_TIMEOUT_MS = 10_000;
const START_TIMEOUT_MS = 300_000;
/** Goal: every stream has the event within 1 s at p99. */
export const LIVE_TARGET_P99_MS = 1_000;

export interface LiveReport {
  streams: number;
  opened: number;
  openSeconds?: number;
  events: number;
  deliveries: number;
  missed: number;
  p50?: number;
  p99?: number;
  max?: number;
  /** The console edit's own answer (its write committed), median over the events: part of every delivery's latency. */
  editAnsweredMs?: number;
  /** From the first stream's arrival to the last one's, median over the events: the fan-out itself. */
  spreadMs?: number;
  /** Bytes per open stream on the server: RSS and V8 heap. */
  rssPerStream?: number;
  heapPerStream?: number;
  rssBefore?: number;
  rssAfter?: number;
  error?: string;
}

interface Ready {
  type: 'ready';
  port: number;
  brandId: number;
  storeId: number;
  itemId: number;
  priceCents: number;
  operatorToken: string;
  listenerTokens: string[];
}

async function startLiveServer(): Promise<{ ready: Ready; stop: () => Promise<void> }> {
  const port = await freePort();
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = env;
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/bench/live-server.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_PRODUCTS_PER_STORE: '50',
      LIVE_STREAMS_PER_USER: String(STREAMS_PER_USER),
      LIVE_BENCH_USERS: String(Math.ceil(STREAMS / STREAMS_PER_USER)),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = () => stopChild(child);
  onCleanup(stop);
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`live server not ready after ${START_TIMEOUT_MS / 1000} s:\n${tail}`)), START_TIMEOUT_MS);
    child.on('message', (message: Ready) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`live server exited before it was ready (${code ?? signal}):\n${tail}`));
    });
  });
  return { ready, stop };
}

/** One open stream as the bench reads it: the arrival time of each catalog event, by event id. */
interface OpenStream {
  arrivals: Map<string, number>;
  close(): void;
}

function openStream(ready: Ready, token: string, onCatalog: (id: string) => void): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const request = http.get(
      {
        host: '127.0.0.1',
        port: ready.port,
        path: `/api/live?store_id=${ready.storeId}`,
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'x-ordering-app-id': String(ready.brandId), accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`a stream was answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!opened && frame.startsWith('event: ready')) {
              opened = true;
              resolve({ arrivals, close: () => request.destroy() });
            } else if (frame.startsWith('event: catalog')) {
              const id = /\nid: (\d+)/.exec(frame)?.[1] ?? '?';
              arrivals.set(id, performance.now());
              onCatalog(id);
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}

async function serverMemory(port: number): Promise<{ rss: number; heapUsed: number; streams: number }> {
  return (await (await fetch(`http://127.0.0.1:${port}/bench/memory`)).json()) as { rss: number; heapUsed: number; streams: number };
}

async function editPrice(ready: Ready, cents: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${ready.port}/api/admin/items/${ready.itemId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${ready.operatorToken}`, 'x-ordering-app-id': String(ready.brandId), 'content-type': 'application/json' },
    body: JSON.stringify({ prices: { recreational: cents } }),
  });
  if (!response.ok) throw new Error(`the console price edit answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchLive(): Promise<LiveReport> {
  const report: LiveReport = { streams: STREAMS, opened: 0, events: EVENTS, deliveries: 0, missed: 0 };
  const streams: OpenStream[] = [];
  let server: Awaited<ReturnType<typeof startLiveServer>> | undefined;
  try {
    log(`live: starting a server on PGlite (demo seed, 50 products per store)…`);
    server = await startLiveServer();
    const { ready } = server;
    const before = await serverMemory(ready.port);
    report.rssBefore = before.rss;

    // Each event's arrivals counted as they come, so a round ends as soon as every stream has it.
    const received = new Map<string, number>();
    let roundDone: (() => void) | undefined;
    const onCatalog = (id: string) => {
      const count = (received.get(id) ?? 0) + 1;
      received.set(id, count);
      if (count === streams.length) roundDone?.();
    };

    log(`live: opening ${STREAMS} streams (${OPEN_AT_ONCE} at a time, ${ready.listenerTokens.length} accounts)…`);
    const openStarted = performance.now();
    for (let next = 0; next < STREAMS; next += OPEN_AT_ONCE) {
      if (performance.now() - openStarted > OPEN_TIMEOUT_MS) throw new Error(`opening took over ${OPEN_TIMEOUT_MS / 1000} s (${streams.length} open)`);
      const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, STREAMS - next) }, (_, n) => openStream(ready, ready.listenerTokens[Math.floor((next + n) / STREAMS_PER_USER)]!, onCatalog));
      streams.push(...(await Promise.all(batch)));
    }
    report.opened = streams.length;
    report.openSeconds = (performance.now() - openStarted) / 1000;
    const after = await serverMemory(ready.port);
    report.rssAfter = after.rss;
    report.rssPerStream = (after.rss - before.rss) / streams.length;
    report.heapPerStream = (after.heapUsed - before.heapUsed) / streams.length;
    log(`live: ${after.streams} streams open on the server; ${Math.round(report.rssPerStream / 1024)} KB RSS per stream`);

    const latencies: number[] = [];
    const editTimes: number[] = [];
    const spreads: number[] = [];
    for (let round = 0; round < EVENTS; round += 1) {
      const idsBefore = new Set(received.keys());
      const all = new Promise<void>((resolve) => (roundDone = resolve));
      const sentAt = performance.now();
      await editPrice(ready, ready.priceCents + (round % 2 ? 0 : 1));
      editTimes.push(performance.now() - sentAt);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, EVENT_TIMEOUT_MS)))]);
      clearTimeout(timer);
      const id = [...received.keys()].find((key) => !idsBefore.has(key));
      const arrivals = id ? streams.map((stream) => stream.arrivals.get(id)).filter((at): at is number => at !== undefined) : [];
      latencies.push(...arrivals.map((at) => at - sentAt));
      if (arrivals.length) spreads.push(Math.max(...arrivals) - Math.min(...arrivals));
      report.missed += streams.length - arrivals.length;
      log(`live: event ${round + 1}/${EVENTS}: ${arrivals.length}/${streams.length} streams, slowest ${ms(Math.max(0, ...arrivals.map((at) => at - sentAt)))} ms`);
    }
    const sorted = latencies.sort((x, y) => x - y);
    report.deliveries = sorted.length;
    report.p50 = percentile(sorted, 50);
    report.p99 = percentile(sorted, 99);
    report.max = sorted.at(-1);
    report.editAnsweredMs = percentile(editTimes.sort((x, y) => x - y), 50);
    report.spreadMs = percentile(spreads.sort((x, y) => x - y), 50);
  } catch (error) {
    report.error = (error as Error).message.split('\n')[0];
    log(`live: ${report.error}`);
  } finally {
    for (const stream of streams) stream.close();
    await server?.stop();
  }
  return report;
}
