import os from 'node:os';
import type { DbReport } from './bench-results';
import { ms, secs } from './format';
import { baseOf } from './kinds';
import { cpuBoundCapacity, errorText, generatorBound } from './load-figures';
import { table } from './markdown-table';
import { NOISY_PERCENT, openRateOf, settings, TARGET_P99, TARGET_P99_UNCACHED, targetP99 } from './settings';

/** The closed-loop table (throughput and CPU cost per request). */
export function pushClosedLoop(out: string[], dbs: DbReport[]) {
  const closed = dbs.flatMap((db) => db.closed);
  if (closed.length) {
    out.push(`## Closed loop: ${settings.concurrency} workers, ${settings.seconds} s after ${settings.warmupSeconds} s warm-up`);
    out.push('');
    out.push(table(
      ['database', 'request', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU ms/req', 'PostgreSQL CPU ms/req', 'CPU-bound req/s', 'server CPU %', 'event loop %', 'PostgreSQL CPU %', 'client CPU %', 'other CPU %', 'catalog/bare'],
      closed.map((row) => {
        const bare = row.kind.startsWith('bare') ? undefined : closed.find((other) => other.db === row.db && other.kind === `bare ${baseOf(row.kind)}`);
        return [
          row.db,
          row.kind,
          row.result.rps.toFixed(0),
          ms(row.result.p50),
          ms(row.result.p99),
          ms(row.result.max),
          errorText(row.result),
          ms((row.serverCpuPercent * 10) / Math.max(1e-9, row.result.rps)),
          row.dbCpuPercent === undefined ? '–' : ms((row.dbCpuPercent * 10) / Math.max(1e-9, row.result.rps)),
          cpuBoundCapacity(row),
          row.serverCpuPercent.toFixed(0),
          row.eventLoopPercent.toFixed(0),
          row.dbCpuPercent === undefined ? '–' : row.dbCpuPercent.toFixed(0),
          row.result.clientCpuPercent.toFixed(0),
          row.otherCpuPercent.toFixed(0),
          bare ? `${generatorBound(bare) ? '≥ ' : ''}${((row.result.rps / bare.result.rps) * 100).toFixed(1)} % (1 : ${(bare.result.rps / row.result.rps).toFixed(0)})` : generatorBound(row) ? 'generator-bound' : '',
        ];
      }),
      ['l', 'l'],
    ));
    out.push('');
    out.push(`CPU columns are percent of one core over the run (${os.cpus().length} cores = ${os.cpus().length * 100} %); "other" is CPU used on the machine by processes outside the bench (noise). "CPU-bound req/s" is what the measured cost per request allows on a quiet machine: the lower of the event-loop bound (1000 / loop-busy ms per request, counted as at most the server's CPU ms) and the all-cores bound (cores × 1000 / (server + PostgreSQL CPU ms)); load generator not counted. A rough, noise-resistant estimate. catalog/bare = catalog throughput as a share of the bare endpoint's on the same server; "≥" and "generator-bound" mark runs where the load generator itself used a whole core, so the bare figure is the generator's ceiling and the ratio a lower bound.`);
    out.push('');
  }
}

/** The open-loop table (latency at a fixed rate against the targets) and the runs left out. */
export function pushOpenLoop(out: string[], dbs: DbReport[]) {
  const open = dbs.flatMap((db) => db.open);
  if (open.length) {
    out.push(`## Open loop: ${settings.openRate} req/s (uncached answers ${settings.openUncachedRate} req/s) for ${settings.openSeconds} s, latency from the intended send time`);
    out.push('');
    out.push(table(
      ['database', 'request', 'offered req/s', 'sent', 'ok req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors', 'target p99', 'verdict', 'server CPU %', 'PostgreSQL CPU %', 'other CPU %', 'generator lag p99/max ms', 'queue drained after'],
      open.map((row) => {
        const target = targetP99(row.db, row.kind);
        const pass = row.result.p99 <= target && row.result.errors === 0;
        return [
          row.db,
          row.kind,
          openRateOf(row.kind),
          row.result.requests,
          row.result.rps.toFixed(0),
          ms(row.result.p50),
          ms(row.result.p90),
          ms(row.result.p99),
          ms(row.result.max),
          errorText(row.result),
          `≤ ${target} ms, 0 errors`,
          `${pass ? 'PASS' : 'MISS'}${row.otherCpuPercent > NOISY_PERCENT ? ' (noisy)' : ''}`,
          row.serverCpuPercent.toFixed(0),
          row.dbCpuPercent === undefined ? '–' : row.dbCpuPercent.toFixed(0),
          row.otherCpuPercent.toFixed(0),
          `${ms(row.result.dispatchLagP99)} / ${ms(row.result.dispatchLagMax)}`,
          row.restarted ? `not drained in ${settings.drainSeconds} s: restarted` : row.drainSeconds > 0.5 ? secs(row.drainSeconds * 1000) : '–',
        ];
      }),
      ['l', 'l'],
    ));
    out.push('');
    out.push(`Targets: cached answers at ${settings.openRate} req/s (300 by default), p99 ≤ ${TARGET_P99.postgres} ms on PostgreSQL and ≤ ${TARGET_P99.pglite} ms on PGlite, the facet request against the same; uncached answers (issue 23) at ${settings.openUncachedRate} req/s (50 by default): page (search) and list p99 ≤ ${TARGET_P99_UNCACHED.postgres.page} ms and facets ≤ ${TARGET_P99_UNCACHED.postgres.facets} ms on PostgreSQL, all ≤ ${TARGET_P99_UNCACHED.pglite.page} ms on PGlite; zero errors.`);
    out.push('');
  }
  const skipped = dbs.flatMap((db) => db.skipped.map((reason) => `- ${db.kind} ${reason}`));
  if (skipped.length) {
    out.push('Open-loop runs not made:', ...skipped, '');
  }
}
