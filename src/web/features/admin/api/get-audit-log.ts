import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminPaths } from '@/api/admin-paths';
import { call, type CallQuery } from '@/web/data/call';
import { consoleKeys } from '@/web/data/query-keys';

export type AuditLogQuery = CallQuery<typeof adminPaths.auditLog>;

/** One page of the brand's audit log under the given filters, in the order asked (GET /admin/audit-log, sorted by the server). */
export function auditLogQueryOptions(userId: number | undefined, query: AuditLogQuery) {
  return queryOptions({
    queryKey: consoleKeys.auditLog(userId, query),
    queryFn: ({ signal }) => call(adminPaths.auditLog, { query }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
