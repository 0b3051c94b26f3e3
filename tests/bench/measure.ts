import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunRow } from './bench-results';
import { log } from './format';
import { getJson } from './http-client';
import type { Kind } from './kinds';
import type { LoadResult } from './load';
import { machineBusySeconds, postgresUid, userCpuSeconds, waitForQuiet } from './noise';
import type { BenchServer } from './server-process';
import { settings } from './settings';

/** Process CPU time, RSS and event-loop utilisation, from the server's GET /bench/stats. */
interface Stats {
  cpuMicros: number;
  now: number;
  rss: number;
  elu: { idle: number; active: number; utilization: number };
}

/** One load run with the CPU used meanwhile by the server, PostgreSQL, the generator and everything else. */
export async function measure(server: BenchServer, kind: Kind, run: () => Promise<LoadResult>): Promise<RunRow> {
  const waited = await waitForQuiet(server);
  if (waited > 1.5) log(`  waited ${waited.toFixed(0)} s for other processes to quieten down`);
  const port = server.ready.port;
  const before = await getJson<Stats>(port, '/bench/stats', 'GET', 30_000);
  const dbBefore = server.kind === 'postgres' && Number.isFinite(postgresUid) ? userCpuSeconds(postgresUid) : undefined;
  const machineBefore = machineBusySeconds();
  const clientBefore = process.cpuUsage();
  const runStarted = performance.now();
  const result = await run();
  const runEnded = performance.now();
  // An overloaded server may answer late even here: fall back to "unknown" rather than fail the bench.
  const after = await getJson<Stats>(port, '/bench/stats', 'GET', 15_000).catch(() => undefined);
  const machineAfter = machineBusySeconds();
  const client = process.cpuUsage(clientBefore);
  const dbAfter = dbBefore !== undefined ? userCpuSeconds(postgresUid) : undefined;
  const wallMs = after ? after.now - before.now : runEnded - runStarted;
  const activeMs = after ? after.elu.active - before.elu.active : Number.NaN;
  const idleMs = after ? after.elu.idle - before.elu.idle : Number.NaN;
  const serverCpuPercent = after ? ((after.cpuMicros - before.cpuMicros) / 1000 / wallMs) * 100 : Number.NaN;
  const dbCpuPercent = dbBefore !== undefined && dbAfter !== undefined ? ((dbAfter - dbBefore) * 1000 / wallMs) * 100 : undefined;
  const machinePercent = ((machineAfter - machineBefore) * 1000 / wallMs) * 100;
  const clientPercent = ((client.user + client.system) / 1000 / wallMs) * 100;
  const drain = await waitIdle(server);
  return {
    db: server.kind,
    kind,
    result,
    serverCpuPercent,
    eventLoopPercent: (activeMs / Math.max(1, activeMs + idleMs)) * 100,
    dbCpuPercent: dbCpuPercent === undefined ? undefined : Math.max(0, dbCpuPercent),
    otherCpuPercent: Math.max(0, machinePercent - (Number.isNaN(serverCpuPercent) ? 0 : serverCpuPercent) - (dbCpuPercent ?? 0) - clientPercent),
    drainSeconds: drain.seconds,
    restarted: drain.restarted,
  };
}

/**
 * Waits until the server has no request in progress: an overloaded run leaves requests the generator
 * gave up on, and the server still works through them. After BENCH_DRAIN_SECONDS (60) the server
 * process is restarted instead, so the next run starts clean.
 */
async function waitIdle(server: BenchServer): Promise<{ seconds: number; restarted?: string }> {
  const started = performance.now();
  let inFlight: number | undefined;
  while (performance.now() - started < settings.drainSeconds * 1000) {
    const stats = await getJson<Stats & { inFlight?: number }>(server.ready.port, '/bench/stats', 'GET', 5000).catch(() => undefined);
    inFlight = stats?.inFlight;
    if (stats && !stats.inFlight) return { seconds: (performance.now() - started) / 1000 };
    await sleep(250);
  }
  const restarted = `still ${inFlight ?? 'unknown'} request(s) in progress after ${settings.drainSeconds} s: server restarted`;
  log(`${server.kind}: ${restarted}`);
  await server.restart();
  return { seconds: (performance.now() - started) / 1000, restarted };
}
