import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tests/support/free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 5_000;

/** A second real server on its own copy of the built app, so a spec can publish a release to it. */
export interface ReleaseServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The folder it serves (WEB_DIST), a copy the spec may rewrite. */
  webDist: string;
  stop(): Promise<void>;
}

/**
 * Starts `src/server/cli/start.ts` (the `npm start` entry) on a copy of `sourceDist`, a free port and
 * an in-memory database, beside the suite's own server, which keeps serving dist/ untouched.
 */
export async function startReleaseServer(sourceDist: string): Promise<ReleaseServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-release-'));
  const webDist = path.join(dir, 'dist');
  cpSync(path.resolve(root, sourceDist), webDist, { recursive: true });
  // start.ts rebuilds into WEB_DIST when a source file is newer than its index.html; the copy is the
  // build under test, so date it ahead of any edit made while the suite runs.
  const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
  utimesSync(path.join(webDist, 'index.html'), later, later);

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://release-server',
    UPLOADS_DIR: path.join(dir, 'uploads'),
    WEB_DIST: webDist,
    APP_ENV: 'local',
    SEED_PRODUCTS_PER_STORE: '50',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`[e2e] the release server did not start:\n${output}`);
    }
    await delay(250);
  }
  return { url, webDist, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
