import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startTempPostgres, type TempPostgres } from '../support/postgres';
import { onCleanup } from './cleanups';
import { log } from './format';
import { getJson } from './http-client';
import { startServer, stopChild, type BenchServer } from './server-process';

/** The mixed workload's scale: the demo seed's 450 products per store (the figure). */
export const MIXED_PRODUCTS_PER_STORE = 450;

/** A server the mixed workload runs against: the bench's own process (traceable) or `npm start`'s with WORKERS. */
export interface MixedServer {
  label: string;
  port: number;
  pid: number;
  /** The bench server process (tests/bench/serve.ts): /bench/stats, /bench/trace. */
  bench?: BenchServer;
  /** Server processes counted once it answered (the process and its live children). */
  processes: number;
  stop(): Promise<void>;
}

export async function startMixedPglite(): Promise<MixedServer> {
  const dir = path.join('.data', `bench-mixed-pglite-${MIXED_PRODUCTS_PER_STORE}`);
  // Fresh every run: carts and orders of an earlier run would change what a cart call costs.
  rmSync(dir, { recursive: true, force: true });
  const server = await startServer('pglite', { DATA_DIR: dir, SEED_PRODUCTS_PER_STORE: String(MIXED_PRODUCTS_PER_STORE) });
  return benchServer('PGlite, 1 process', server);
}

function benchServer(label: string, server: BenchServer): MixedServer {
  return { label, port: server.ready.port, pid: server.child.pid ?? 0, bench: server, processes: 1, stop: () => server.stop() };
}

export async function startMixedPostgres(): Promise<{ postgres: TempPostgres; url: string; server: MixedServer }> {
  const postgres = await startTempPostgres();
  onCleanup(() => postgres.stop());
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE apotheca_mixed');
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = '/apotheca_mixed';
  const server = await startServer('postgres', { DATABASE_URL: url.toString(), SEED_PRODUCTS_PER_STORE: String(MIXED_PRODUCTS_PER_STORE) });
  return { postgres, url: url.toString(), server: benchServer('PostgreSQL, 1 process', server) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The production server (src/server/cli/serve.ts, `npm start` without its build step) with
 * WORKERS=N on the PostgreSQL database the one-process run used. A build whose server ignores
 * WORKERS runs one process: the report counts the processes it found.
 */
export async function startWorkers(url: string, workers: number): Promise<MixedServer> {
  const port = await freePort();
  const { DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], {
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: url, WORKERS: String(workers), LOG_REQUESTS: 'false', SEED_PRODUCTS_PER_STORE: String(MIXED_PRODUCTS_PER_STORE) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream: NodeJS.ReadableStream | null) =>
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[server:workers] ${line.slice(0, 300)}`);
    });
  forward(child.stdout);
  forward(child.stderr);
  const stop = () => stopChild(child);
  onCleanup(stop);
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the WORKERS=${workers} server exited (${child.exitCode})`);
    const ok = await getJson<unknown>(port, '/api/health', 'GET', 2000).then(() => true, () => false);
    if (ok) break;
    if (waited > 120_000) {
      await stop();
      throw new Error(`the WORKERS=${workers} server did not answer /api/health in 120 s`);
    }
    await sleep(250);
  }
  // Workers may still be starting after the first answers.
  await sleep(2000);
  const processes = processTree(child.pid ?? 0).filter(isNode).length;
  log(`WORKERS=${workers} server on port ${port}: ${processes} process(es)`);
  return { label: `PostgreSQL, WORKERS=${workers}`, port, pid: child.pid ?? 0, processes, stop };
}

/** A process and its live descendants, from /proc. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index] && !tree.includes(pid)) tree.push(pid);
  }
  return tree.filter((pid) => parents.has(pid));
}

/** Node processes only: tsx starts an esbuild service beside each. */
function isNode(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'esbuild';
  } catch {
    return false;
  }
}

/** CPU seconds of a process tree (each process's own and its reaped children's). */
export function treeCpuSeconds(root: number): number {
  let total = 0;
  for (const pid of processTree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}
