import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/** A throwaway PostgreSQL server from Debian's package, on a loopback port, in a temp dir. */
export interface TempPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (the superuser, trust auth). */
  url: string;
  port: number;
  version: string;
  /** Stops the server (fast shutdown, then SIGKILL) and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

const log = (message: string) => console.log(`[postgres] ${message}`);

/** The newest /usr/lib/postgresql/N/bin, installing Debian's postgresql with apt when none exists. */
export function ensurePostgresBinaries(): string {
  const found = findBinaries();
  if (found) return found;
  log("no PostgreSQL binaries under /usr/lib/postgresql: installing Debian's postgresql with apt");
  if (process.getuid?.() !== 0) throw new Error('[postgres] not root: run "apt-get install -y postgresql" as root first');
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  for (const args of [[...wait, 'update'], [...wait, 'install', '-y', 'postgresql']]) {
    log(`$ apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`[postgres] apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
  const installed = findBinaries();
  if (!installed) throw new Error('[postgres] apt finished but no /usr/lib/postgresql/N/bin/postgres exists');
  return installed;
}

function findBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/**
 * PostgreSQL refuses to run as root: as root, initdb and postgres run as the `postgres` user via
 * setpriv and the directory is handed to it; as anyone else they run as that user.
 */
function asServerUser(binary: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [binary, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', binary, ...args]];
}

function serverUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('[postgres] running as root but there is no "postgres" user (install postgresql)');
  return { uid: Number(uid), gid: Number(gid) };
}

/** initdb into a fresh temp dir, start postgres on a free loopback port, wait until it accepts queries. */
export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = ensurePostgresBinaries();
  const version = path.basename(path.dirname(bin));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  mkdirSync(socketDir);
  const ids = serverUserIds();
  if (ids) for (const entry of [dir, socketDir]) chownSync(entry, ids.uid, ids.gid);

  let child: ChildProcess | undefined;
  let stopped = false;
  const logFile = path.join(dir, 'server.log');
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
      child.kill('SIGINT'); // fast shutdown: roll back open transactions, disconnect clients
      const timer = setTimeout(() => child!.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
    log(`stopped and removed ${dir}`);
  };

  try {
    const init = spawnSync(
      ...asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']),
      { encoding: 'utf8' },
    );
    if (init.status !== 0) throw new Error(`[postgres] initdb failed (exit ${init.status}):\n${init.stdout}${init.stderr}`);

    // Another process may take the free port before postgres binds it: try a new port then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const out = openSync(logFile, 'a');
      if (ids) chownSync(logFile, ids.uid, ids.gid);
      // Test-only settings: durability off for speed; enough connections for parallel test files.
      const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200'];
      child = spawn(
        ...asServerUser(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', socketDir, ...settings.flatMap((s) => ['-c', s])]),
        // Own process group: a Ctrl-C in the terminal reaches us, and we stop the server in order.
        { stdio: ['ignore', out, out], detached: true },
      );
      closeSync(out);
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      try {
        await waitUntilReady(url, child, logFile);
      } catch (error) {
        if (attempt >= 3 || !/could not bind|already in use/i.test((error as Error).message)) throw error;
        log(`port ${port} was taken, retrying`);
        continue;
      }
      log(`PostgreSQL ${version} ready on 127.0.0.1:${port} (pid ${child.pid}, dir ${dir})`);
      return { url, port, version, stop };
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`[postgres] server exited early (${child.exitCode ?? child.signalCode}):\n${readFileSync(logFile, 'utf8')}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`[postgres] not ready after 30 s: ${(error as Error).message}\n${readFileSync(logFile, 'utf8')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
