import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { killServerProcesses, startServerProcess, testsRunOnPostgres } from '../../../tests/support/server-process';
import { openTestDatabase } from '../../../tests/support/test-app';
import { LIVE_CHANNEL } from '../services/live/start-live';

/**
 * `WORKERS=N` (README "Several processes and machines"): the real server entry as a child process,
 * a primary that prepares the database once and forks N workers on one port, each with its own
 * live listener; a worker that dies is replaced, SIGTERM stops them all cleanly. PGlite refuses it.
 */
const onPostgres = testsRunOnPostgres();
const WAIT_MS = 30_000;

let database: { handle: DatabaseHandle; url?: string; drop?: () => Promise<void> } | undefined;
beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  killServerProcesses();
  await database?.handle.close();
  await database?.drop?.();
});

/** The processes the primary forked (Linux `ps`). */
function workerPids(primaryPid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primaryPid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number).sort();
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** Connections LISTENing for live events: one per worker (src/server/db/listen.ts). */
async function listeners(handle: DatabaseHandle): Promise<number> {
  const rows = await handle.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE ${`LISTEN%${LIVE_CHANNEL}%`}`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('WORKERS on PGlite', () => {
  test('refuses to start, saying PGlite belongs to one process and WORKERS above 1 needs DATABASE_URL', async () => {
    await expect(startServerProcess({ WORKERS: '2', DATA_DIR: 'memory://', SEED_DEMO: 'false', WEB_DIST: '.no-web-app-in-this-test' })).rejects.toThrow(
      /WORKERS above 1 needs DATABASE_URL \(PostgreSQL\): PGlite, the embedded database used without it, belongs to one process/,
    );
  });
});

describe.skipIf(!onPostgres)('WORKERS=2 on PostgreSQL', () => {
  test(
    'serves on one port from two workers, each listening for live events, replaces a worker that dies, and stops cleanly on SIGTERM',
    async () => {
      const server = await startServerProcess({ DATABASE_URL: database!.url!, WORKERS: '2', SEED_DEMO: 'false', APP_ENV: 'local', WEB_DIST: '.no-web-app-in-this-test' });
      const primaryPid = server.child.pid!;
      await expect.poll(() => workerPids(primaryPid).length, { timeout: WAIT_MS }).toBe(2);
      await expect.poll(() => listeners(database!.handle), { timeout: WAIT_MS }).toBe(2);
      const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${server.port}/api/health`).then((response) => response.status)));
      expect(answers).toEqual(Array(8).fill(200));

      // A worker killed outright is replaced by a new one, which listens too.
      const [victim, survivor] = workerPids(primaryPid);
      process.kill(victim!, 'SIGKILL');
      await expect.poll(() => workerPids(primaryPid), { timeout: WAIT_MS }).toEqual(expect.arrayContaining([survivor]));
      await expect.poll(() => workerPids(primaryPid).filter((pid) => pid !== victim).length, { timeout: WAIT_MS }).toBe(2);
      await expect.poll(() => listeners(database!.handle), { timeout: WAIT_MS }).toBe(2);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);

      // SIGTERM to the primary: every worker stops as a single process does, then the primary exits 0.
      const workers = workerPids(primaryPid);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(workers.filter((pid) => isRunning(pid))).toEqual([]);
      await expect.poll(() => listeners(database!.handle), { timeout: WAIT_MS }).toBe(0);
    },
    120_000,
  );
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
