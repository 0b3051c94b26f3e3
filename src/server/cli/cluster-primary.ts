import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { prepareDatabase } from '../db/prepare';

/** Waits before replacing a worker that died: doubling from the first to the last. */
export const RESPAWN_DELAY_MS = { first: 500, last: 30_000 };
/** A worker that served this long before dying starts the backoff over. */
const HEALTHY_AFTER_MS = 60_000;
/** Workers dying this many times in a row, each before HEALTHY_AFTER_MS, stop the server (a bad setting, a database gone). */
export const MAX_QUICK_DEATHS = 10;
/** How long workers get to finish their answers after a stop before they are killed. */
const STOP_GRACE_MS = 30_000;

/**
 * The primary of `WORKERS=N` (README "Several processes and machines"): prepares the database once
 * (migrations, demo seed), then forks N workers that share the port (cluster hands them the
 * connections) and serve without preparing again; each hears live events and delivers the outbox
 * itself. A worker that dies is replaced with backoff; SIGINT or SIGTERM stops every worker the way
 * a single process stops (run-server.ts), then the primary exits.
 */
export async function runPrimary(config: Config, banner: string): Promise<void> {
  const prepared = await prepareDatabase(config);
  await prepared.close();

  let stopping = false;
  let quickDeaths = 0;
  let delay = RESPAWN_DELAY_MS.first;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  let listening = 0;

  function fork() {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      if (++listening === config.WORKERS) console.log(`${banner}, ${config.WORKERS} workers`);
    });
  }

  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`[start] worker ${worker.process.pid} died (${signal ?? `exit code ${code}`})`);
    if (livedMs >= HEALTHY_AFTER_MS) {
      quickDeaths = 0;
      delay = RESPAWN_DELAY_MS.first;
    }
    if (++quickDeaths > MAX_QUICK_DEATHS) {
      console.error(`[start] workers died ${MAX_QUICK_DEATHS} times in a row soon after starting; stopping`);
      exitCode = 1;
      stop();
      return;
    }
    console.error(`[start] starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
    delay = Math.min(delay * 2, RESPAWN_DELAY_MS.last);
  });

  function stop() {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit(exitCode);
    // Each worker stops as a single process does: no new requests, streams ended, answers and the outbox's send finished.
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let n = 0; n < config.WORKERS; n++) fork();
}
