import * as z from 'zod/mini';
import { reportExportQuerySchema, reportQuerySchema, reportSchema } from './admin-reports';
import type { ApiOperation } from './operation';

/**
 * The console's reports (README "Reports"): permission reports.read. An operator may ask for any
 * store of the brand or all of them, a manager for their own stores (403 for another); reads only.
 */
export const adminReportPaths = {
  adminReport: {
    method: 'get',
    path: '/admin/reports',
    summary: "Orders and sales of one store (store_id) or every store the role reaches, over store days from..to (yyyy-MM-dd, at most 366): by day, hour, order and usage type, top products and categories, discounts, timings, cancellations, points",
    tag: 'admin',
    query: reportQuerySchema,
    response: reportSchema,
    errors: [400, 401, 403, 404],
  },
  adminReportExport: {
    method: 'get',
    path: '/admin/reports/export',
    summary: 'One table of the same report as CSV (text/csv), text cells guarded against spreadsheet formulas',
    tag: 'admin',
    query: reportExportQuerySchema,
    response: z.string(),
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, ApiOperation>;
