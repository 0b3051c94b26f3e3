import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { Database } from './client';

/** How busy a thread has been lately: its event loop utilisation over the last quarter second (or more). */
export function busyMeter(read: () => EventLoopUtilization): () => number {
  let mark = read();
  let at = performance.now();
  let busy = 0;
  return () => {
    const now = performance.now();
    if (now - at >= 250) {
      const next = read();
      busy = performance.eventLoopUtilization(next, mark).utilization;
      mark = next;
      at = now;
    }
    return busy;
  };
}

const databaseMeters = new WeakMap<Database, () => number>();

/** Says how a database on a thread of its own (PGlite, pglite-on-thread.ts) is read for busyness. */
export function registerDatabaseThread(db: Database, utilization: () => EventLoopUtilization): void {
  databaseMeters.set(db, busyMeter(utilization));
}

/**
 * How busy the database's own thread was lately (0 to 1), for work that may wait (server renders):
 * 0 for PostgreSQL, its own server, and for PGlite on the server's thread, whose load the server's
 * own event loop already shows.
 */
export function databaseThreadBusy(db: Database): number {
  return databaseMeters.get(db)?.() ?? 0;
}
