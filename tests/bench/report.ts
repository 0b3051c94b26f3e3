import os from 'node:os';
import type { ReportInput } from './bench-results';
import { secs } from './format';
import { table } from './markdown-table';
import { pushBundle } from './report-bundle';
import { pushConsoleCatalog } from './report-console';
import { pushLive } from './report-live';
import { pushDatabases } from './report-databases';
import { pushLighthouse } from './report-lighthouse';
import { pushClosedLoop, pushOpenLoop } from './report-load';
import { pushMixed } from './report-mixed';
import { pushSlowStatements, pushSqlProfile } from './report-sql-profile';
import { pushSummary } from './report-summary';
import { settings } from './settings';

/** The Markdown report: printed and written to .data/bench-report.md. */
export function render(input: ReportInput): string {
  const out: string[] = [];
  const { dbs } = input;
  out.push(`# Apotheca bench: GET /api/p/inventory, product-list bundle weight, Lighthouse`);
  out.push('');
  out.push(`${input.startedAt.toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'} · ${Math.round(os.totalmem() / 2 ** 30)} GB · Node ${process.version} · PostgreSQL ${input.pgVersion ?? '–'} · PGlite 0.5.16 · total ${secs(input.totalMs)}`);
  out.push('');
  out.push(`Parts: ${[...settings.parts].join(', ')} (BENCH_ONLY, BENCH_LIGHTHOUSE).`);
  out.push('');
  if (settings.parts.has('databases')) {
    out.push(`Scale: ${settings.productsPerStore} products per store and usage type. Load generator and server share the machine (server in a child process, PostgreSQL in its own processes). Requests send \`accept-encoding: gzip\`. Server catalog cache: CATALOG_CACHE_SECONDS=${settings.catalogCacheSeconds ?? 'default'}.`);
    out.push('');
  }

  pushSummary(out, input);
  pushLighthouse(out, input.lighthouse);
  pushDatabases(out, dbs);
  pushClosedLoop(out, dbs);
  pushOpenLoop(out, dbs);
  pushConsoleCatalog(out, input.consoleCatalog);
  pushMixed(out, input.mixed);
  pushLive(out, input.live);

  const profiles = dbs.flatMap((db) => db.profile);
  pushSqlProfile(out, profiles);
  if (settings.parts.has('bundle')) pushBundle(out, input.bundle, input.bundleError);

  out.push('## Where the time went');
  out.push('');
  out.push(table(['phase', 'wall clock'], input.phases.map(([name, duration]) => [name, secs(duration)]), ['l']));
  out.push('');
  if (input.failures.length) {
    out.push('## Could not run');
    out.push('');
    for (const failure of input.failures) out.push(`- ${failure.split('\n').join('\n  ')}`);
    out.push('');
  }

  pushSlowStatements(out, profiles);
  return out.join('\n');
}
