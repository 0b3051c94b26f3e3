import os from 'node:os';
import type { RunRow } from './bench-results';
import type { LoadResult } from './load';

/**
 * The throughput the measured costs allow on a quiet machine, independent of neighbours: bounded by the
 * server's event loop (one thread: its busy time per request; PGlite runs on it) and by all cores
 * (server CPU, which includes zlib on libuv's threads, plus PostgreSQL's).
 */
export function cpuBoundCapacity(row: RunRow): string {
  if (!row.result.rps || Number.isNaN(row.serverCpuPercent) || Number.isNaN(row.eventLoopPercent)) return '–';
  const serverMs = (row.serverCpuPercent * 10) / row.result.rps;
  const dbMs = row.dbCpuPercent === undefined ? 0 : (row.dbCpuPercent * 10) / row.result.rps;
  // Event-loop busy time per request: wall-clock busy, so on a crowded machine it also counts waiting for a core.
  const loopMs = Math.min((row.eventLoopPercent * 10) / row.result.rps, serverMs);
  const capacity = Math.min(1000 / Math.max(loopMs, 1e-3), (os.cpus().length * 1000) / (serverMs + dbMs));
  return capacity.toFixed(0);
}

/** The load generator (one process, one thread) used about a whole core: the server may have had more to give. */
export const generatorBound = (row: RunRow) => row.result.clientCpuPercent >= 90;

export function errorText(result: LoadResult): string {
  if (!result.errors) return '0';
  return `${result.errors} (${Object.entries(result.errorKinds).map(([kind, count]) => `${kind}: ${count}`).join(', ')})`;
}
