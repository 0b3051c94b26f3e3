import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { onCleanup } from './cleanups';
import { secs } from './format';
import type { DbKind } from './kinds';
import { settings } from './settings';

/** A child process running tests/bench/serve.ts on one database; it reports ready over IPC. */
export interface ReadyMessage {
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

export interface BenchServer {
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

export function startServer(kind: DbKind, extraEnv: Record<string, string>): Promise<BenchServer> {
  const started = performance.now();
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...inherited } = process.env;
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
  const stop = () => stopChild(child);
  onCleanup(stop);
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

/** Stops a server child: SIGTERM for a graceful stop, SIGKILL after 10 s; nothing when it is gone already. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}
