import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineBusySeconds } from './noise';
import { settings } from './settings';

/**
 * CPU used by other processes on the machine while Lighthouse measured: its simulated throttling
 * multiplies the main-thread time it observes, so a busy neighbour inflates TBT and lowers the score.
 */

/** CPU seconds of this process and all its descendants (app server, chromium and its helpers), from /proc. */
function treeCpuSeconds(rootPid: number): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      // utime + stime + cutime + cstime: children that exited and were reaped stay counted.
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100);
    } catch {
      // exited meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid, depth = 0; current && depth < 64; current = parents.get(current), depth += 1) {
      if (current === rootPid) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, seconds] of cpu) if (inTree(pid)) total += seconds;
  return total;
}

/** Starts a window; its end gives the % of one core that processes outside the bench used meanwhile. */
export function otherCpuWindow(): () => number {
  const start = { at: performance.now(), machine: machineBusySeconds(), ours: treeCpuSeconds(process.pid) };
  return () => {
    const seconds = (performance.now() - start.at) / 1000;
    const other = machineBusySeconds() - start.machine - (treeCpuSeconds(process.pid) - start.ours);
    return seconds > 0 ? Math.max(0, (other / seconds) * 100) : 0;
  };
}

/** With BENCH_QUIET_WAIT_SECONDS > 0: before a Lighthouse run, wait (at most that long) for other processes to use less than BENCH_QUIET_PERCENT. */
export async function waitForQuietMachine(): Promise<number> {
  if (settings.quietWaitSeconds <= 0) return 0;
  const started = performance.now();
  while (performance.now() - started < settings.quietWaitSeconds * 1000) {
    const otherCpu = otherCpuWindow();
    await sleep(1000);
    if (otherCpu() < settings.quietPercent) break;
  }
  return (performance.now() - started) / 1000;
}
