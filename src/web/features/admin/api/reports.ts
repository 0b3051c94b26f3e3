import { queryOptions } from '@tanstack/react-query';
import type { ReportTable } from '@/api/admin-reports';
import { adminReportPaths } from '@/api/admin-reports-paths';
import { call, normalizeError, type CallQuery } from '@/web/data/call';
import { callRaw, requestErrorOf } from '@/web/data/call-raw';
import { consoleKeys } from '@/web/data/query-keys';

export type ReportQuery = CallQuery<typeof adminReportPaths.adminReport>;

/** One report (GET /admin/reports): a store or all the role reaches, over store days. */
export function reportQueryOptions(userId: number | undefined, query: ReportQuery) {
  return queryOptions({
    queryKey: consoleKeys.report(userId, query),
    queryFn: ({ signal }) => call(adminReportPaths.adminReport, { query }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** One table of the same report as the server's CSV file (GET /admin/reports/export), with the name it gives. */
export async function reportTableFile(query: ReportQuery, table: ReportTable): Promise<{ name: string; blob: Blob }> {
  const response = await callRaw(adminReportPaths.adminReportExport, { query: { ...query, table, format: 'csv' } });
  if (!response.ok) throw await requestErrorOf(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { name: named ?? `report-${table}.csv`, blob: await response.blob().catch((caught: unknown) => Promise.reject(normalizeError(caught))) };
}
