import { CONSOLE_TARGET, type ConsoleCatalogReport } from './console-catalog';
import { ms } from './format';
import { table } from './markdown-table';
import { settings } from './settings';

/** The console catalog table's section: p50/p99 at 20 requests per second against the 100 ms goal. */
export function pushConsoleCatalog(out: string[], reports: readonly ConsoleCatalogReport[]): void {
  if (!reports.length) return;
  out.push(`## Console catalog table: GET /api/admin/stores/{id}/items at ${CONSOLE_TARGET.rate} req/s`);
  out.push('');
  out.push(`As the demo operator, one page of 50 rows of the bench store for Adult Use, 24 views (6 sort columns, both directions, with and without a search word) in turn, each paged through for 20 requests. The server keeps a view's order until the store's catalog changes (edits, imports, orders), so a view's first page sorts the whole store (\`cold\` below: one such request alone); rows are always read afresh. After a change the server reads only the rows written since and re-sorts from the previous order (\`after edit\`: the first page of a warm view right after a console price edit, median and max of 6, alone). Open loop for ${settings.consoleSeconds} s, latency from the intended send time. Goal: p99 < ${CONSOLE_TARGET.p99Ms} ms.`);
  out.push('');
  const rows = reports.map((report) => {
    const result = report.result;
    const afterEdit = report.afterEditMs ? `${ms(report.afterEditMs.median)} / ${ms(report.afterEditMs.max)}` : '–';
    if (!result) return [report.db, String(report.items ?? '–'), ms(report.coldMs), afterEdit, '–', '–', '–', '–', '–', `not run: ${report.error ?? 'unknown'}`];
    const met = result.errors === 0 && result.p99 < CONSOLE_TARGET.p99Ms;
    return [
      report.db,
      String(report.items ?? '–'),
      ms(report.coldMs),
      afterEdit,
      String(result.requests),
      ms(result.p50),
      ms(result.p99),
      ms(result.max),
      String(result.errors),
      `${met ? 'met' : 'MISSED'}; server CPU ${Math.round(report.serverCpuPercent ?? Number.NaN)} %, other processes ${Math.round(report.otherCpuPercent ?? Number.NaN)} %`,
    ];
  });
  out.push(table(['database', 'store items', 'cold ms', 'after edit ms (median / max)', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'goal'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l']));
  out.push('');
}
