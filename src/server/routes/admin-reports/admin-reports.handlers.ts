import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { ReportTable } from '@/api/admin-reports';
import { adminReportPaths } from '@/api/admin-reports-paths';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { buildReport } from '@/server/services/admin-reports/build-report';
import { reportFileName, reportTableCsv } from '@/server/services/admin-reports/report-csv';
import { reportStores } from '@/server/services/admin-reports/report-scope';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();
const { adminReport, adminReportExport } = adminReportPaths;

/** The stores asked for (403 for one the role does not reach) and the report over them (one table's figures for an export). */
async function reportFor(c: Context<AppEnv>, query: { store_id?: number; from: string; to: string; table?: ReportTable }) {
  const stores = await reportStores(c.get('db'), c.get('consoleAccess'), c.get('user').orderingAppId, query.store_id);
  const report = await buildReport(c.get('db'), { stores, from: query.from, to: query.to }, query.table);
  return { report, slug: query.store_id === undefined ? undefined : stores[0]?.slug };
}

/** GET admin/reports (README "Reports"): one store or all the role reaches, over store days. */
export const reportHandler = factory.createHandlers(...requireConsole('reports.read'), validateQuery(adminReport.query), async (c) => {
  const { report } = await reportFor(c, c.req.valid('query'));
  return c.json(report);
});

/** GET admin/reports/export: one table of the same report as CSV. */
export const reportExportHandler = factory.createHandlers(...requireConsole('reports.read'), validateQuery(adminReportExport.query), async (c) => {
  const query = c.req.valid('query');
  const { report, slug } = await reportFor(c, query);
  const name = reportFileName(report, query.table, slug);
  return c.body(reportTableCsv(report, query.table), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` });
});
