import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../support/free-port';
import { onCleanup } from './cleanups';
import { log, secs } from './format';
import type { LighthouseReport } from './lighthouse-results';

/**
 * The app Lighthouse measures: the production build, served by the real `npm start` entry
 * (src/server/cli/start.ts) on a fresh PGlite folder, on 127.0.0.1 only. The build goes to a folder
 * under the system temp dir, never to dist/ (which the bundle part and developers own).
 */
export const WEB_DIST = path.join(tmpdir(), 'apotheca-bench-web-dist');

// The sources start.ts compares with the build (plus the lock file: a dependency bump changes the bundle).
const WEB_SOURCES = ['src/web', 'src/api', 'src/domain', 'sw', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'package-lock.json'];
const BUILD_TIMEOUT_MS = 10 * 60_000;

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/**
 * Builds the web app into WEB_DIST when it is missing or older than the sources (BENCH_BUILD=auto), always,
 * or never. start.ts makes the same check on WEB_DIST/index.html, so a fresh build here means it serves as is.
 */
export function ensureWebDist(mode: string): LighthouseReport['dist'] {
  const index = path.join(WEB_DIST, 'index.html');
  const missing = !existsSync(index);
  const stale = !missing && Math.max(...WEB_SOURCES.map(newestMtime)) > newestMtime(index);
  if (mode === 'never' || (mode !== 'always' && !missing && !stale)) {
    if (missing) throw new Error(`${index} is missing and BENCH_BUILD=never`);
    if (stale) log(`lighthouse: ${WEB_DIST} is older than the web sources (BENCH_BUILD=never); start.ts may rebuild it`);
    return { dir: WEB_DIST, built: 'existing' };
  }
  log(`lighthouse: ${missing ? 'no build yet' : stale ? 'sources changed since the last build' : 'BENCH_BUILD=always'}: vite build --outDir ${WEB_DIST}`);
  const started = performance.now();
  const result = spawnSync('npx', ['vite', 'build', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
    throw new Error(`vite build failed (${why}):\n${(result.stdout ?? '').slice(-3000)}\n${(result.stderr ?? '').slice(-3000)}`);
  }
  return { dir: WEB_DIST, built: missing ? 'built' : 'rebuilt', seconds: (performance.now() - started) / 1000 };
}

export interface AppServer {
  url: string;
  pid: number;
  startSeconds: number;
  /** Request lines the server logged so far ("GET /path?query"), in order. */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * `npm start` with PORT, HOST=127.0.0.1, a fresh PGlite DATA_DIR and WEB_DIST: it migrates, seeds the
 * demo data and serves. LOG_REQUESTS=true lets the repeat-visit check see what reached the server.
 */
export async function startAppServer(readyTimeoutMs: number): Promise<AppServer> {
  const started = performance.now();
  const runDir = mkdtempSync(path.join(tmpdir(), 'apotheca-bench-lighthouse-'));
  const port = await freePort();
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, HOST: _host, WEB_DIST: _dist, UPLOADS_DIR: _uploads, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runDir, 'pglite'),
      UPLOADS_DIR: path.join(runDir, 'uploads'),
      WEB_DIST,
      LOG_REQUESTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const requests: string[] = [];
  let tail = '';
  const read = (stream: NodeJS.ReadableStream | null) => {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const request = /^<-- (\w+) (\S+)/.exec(line);
        if (request) requests.push(`${request[1]} ${request[2]}`);
        else if (!line.startsWith('--> ') && line.trim()) {
          tail = `${tail}\n${line}`.slice(-6000);
          console.log(`[server:lighthouse] ${line.length > 400 ? `${line.slice(0, 400)} …` : line}`);
        }
      }
    });
  };
  read(child.stdout);
  read(child.stderr);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  onCleanup(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + readyTimeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the app server exited before it was ready (${child.exitCode ?? child.signalCode}):\n${tail.trim().split('\n').slice(-25).join('\n')}`);
    }
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
    if (healthy) {
      const startSeconds = (performance.now() - started) / 1000;
      log(`lighthouse: app server on ${url} (pid ${child.pid}) ready after ${secs(startSeconds * 1000)}`);
      return { url, pid: child.pid ?? 0, startSeconds, requests, stop };
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`the app server was not ready after ${secs(readyTimeoutMs)}`);
}
