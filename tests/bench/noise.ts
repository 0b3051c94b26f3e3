import { readdirSync, readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchServer } from './server-process';
import { settings } from './settings';

/** CPU seconds of all processes of a user (the PostgreSQL server and its backends), from /proc. */
export function userCpuSeconds(uid: number): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (statSync(`/proc/${pid}`).uid !== uid) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime + stime, plus cutime + cstime: the postmaster's reaped backends keep the sum monotonic.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / tick;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}
/** CPU seconds of one process (and its reaped children), from /proc. */
function processCpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** Percent of one core used over `windowMs` by processes outside the bench (other work on the machine). */
async function otherCpuPercent(server: BenchServer, windowMs: number): Promise<number> {
  const sample = () => ({
    machine: machineBusySeconds(),
    ours: processCpuSeconds(process.pid) + processCpuSeconds(server.child.pid) + (Number.isFinite(postgresUid) ? userCpuSeconds(postgresUid) : 0),
  });
  const before = sample();
  await sleep(windowMs);
  const after = sample();
  return Math.max(0, ((after.machine - before.machine - (after.ours - before.ours)) * 1000 / windowMs) * 100);
}

/**
 * With BENCH_QUIET_WAIT_SECONDS > 0: before a run, wait (at most that long) until other processes use
 * less than BENCH_QUIET_PERCENT (30) % of one core, so the run measures the app rather than the neighbours.
 */
export async function waitForQuiet(server: BenchServer): Promise<number> {
  if (settings.quietWaitSeconds <= 0) return 0;
  const started = performance.now();
  while (performance.now() - started < settings.quietWaitSeconds * 1000) {
    if ((await otherCpuPercent(server, 1000)) < settings.quietPercent) break;
  }
  return (performance.now() - started) / 1000;
}

/** Busy jiffies of the whole machine (all cores), from /proc/stat. */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
}

export const postgresUid = (() => {
  try {
    const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
    return Number(line?.split(':')[2]);
  } catch {
    return Number.NaN;
  }
})();
