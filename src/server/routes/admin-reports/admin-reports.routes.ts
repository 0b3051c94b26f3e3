import type { Hono } from 'hono';
import { adminReportPaths } from '@/api/admin-reports-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { reportExportHandler, reportHandler } from './admin-reports.handlers';

/** The console's reports and their CSV tables (README "Reports"). */
export function registerAdminReportRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminReportPaths, { adminReport: reportHandler, adminReportExport: reportExportHandler });
}
