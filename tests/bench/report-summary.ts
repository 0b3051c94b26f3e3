import os from 'node:os';
import type { ReportInput } from './bench-results';
import { kb, ms } from './format';
import { baseOf, type Kind } from './kinds';
import { generatorBound } from './load-figures';
import { mixedSummary } from './report-mixed';
import { NOISY_PERCENT, openRateOf, targetP99 } from './settings';

/** The report's first section: the numbers README "Performance" reports, one line each. */
export function pushSummary(out: string[], input: ReportInput) {
  const { dbs } = input;
  const summary: string[] = [];
  for (const db of dbs) {
    for (const row of db.open) {
      const target = targetP99(row.db, row.kind);
      const pass = row.result.p99 <= target && row.result.errors === 0;
      summary.push(`- ${row.db} ${row.kind} at ${openRateOf(row.kind)} req/s: p50 ${ms(row.result.p50)}, p99 ${ms(row.result.p99)} ms (target ≤ ${target}), errors ${row.result.errors}: **${pass ? 'PASS' : 'MISS'}**${row.otherCpuPercent > NOISY_PERCENT ? ` (noisy: other processes used ${row.otherCpuPercent.toFixed(0)} % CPU)` : ''}`);
    }
    for (const reason of db.skipped) summary.push(`- ${db.kind} ${reason.split(':')[0]} at ${openRateOf(reason.split(':')[0] as Kind)} req/s: not run (see "Open-loop runs not made")`);
    for (const row of db.closed.filter((item) => !item.kind.startsWith('bare'))) {
      const bare = db.closed.find((other) => other.kind === `bare ${baseOf(row.kind)}`);
      summary.push(`- ${row.db} ${row.kind} closed loop: ${row.result.rps.toFixed(0)} req/s, p50 ${ms(row.result.p50)} / p99 ${ms(row.result.p99)} ms${bare ? `; bare ${bare.result.rps.toFixed(0)} req/s${generatorBound(bare) ? ' (generator-bound)' : ''}; catalog/bare ${generatorBound(bare) ? '≥ ' : ''}${((row.result.rps / bare.result.rps) * 100).toFixed(1)} %` : ''}`);
    }
  }
  summary.push(...mixedSummary(input.mixed));
  if (input.bundle) summary.push(`- product list JS: ${kb(input.bundle.totalGzip)} KB gzipped (target ≤ ${kb(input.bundle.targetGzip)}): **${input.bundle.totalGzip <= input.bundle.targetGzip ? 'PASS' : 'MISS'}**; map/staff/kiosk code: ${input.bundle.forbidden.length || input.bundle.modules?.forbidden.length ? '**found**' : 'none'}`);
  for (const failure of input.failures) summary.push(`- could not run: ${failure.split('\n')[0]}`);
  const noisy = [...dbs.flatMap((db) => [...db.closed, ...db.open])].filter((row) => row.otherCpuPercent > NOISY_PERCENT);
  if (noisy.length) {
    summary.push(`- **noise**: other processes on this ${os.cpus().length}-core machine used up to ${Math.max(...noisy.map((row) => row.otherCpuPercent)).toFixed(0)} % CPU (of ${os.cpus().length * 100} %) during ${noisy.length} run(s) (see "other CPU %"): those numbers are pessimistic. BENCH_QUIET_WAIT_SECONDS=60 waits for a quieter moment before each run.`);
  }
  if (summary.length) out.push('## Summary', '', ...summary, '');
}
