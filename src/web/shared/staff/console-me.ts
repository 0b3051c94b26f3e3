import { queryOptions } from '@tanstack/react-query';
import { adminPaths } from '@/api/admin-paths';
import { call } from '@/web/data/call';
import { ApiRequestError } from '@/web/data/api-errors';
import { consoleKeys } from '@/web/data/query-keys';

/**
 * Who is at the console (GET /admin/me): role, permissions and the stores the role reaches. A
 * customer or a budtender gets 403 with the server's message, which the console shows as it is;
 * the staff header reads the same answer to offer the console only to those who may use it.
 */
export function consoleMeQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: consoleKeys.me(userId),
    queryFn: ({ signal }) => call(adminPaths.consoleMe, {}, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    // A refusal is an answer, not a hiccup: asking again would only be refused again.
    retry: (count, error) => !(error instanceof ApiRequestError && error.kind === 'server' && error.status === 403) && count < 2,
    staleTime: 5 * 60_000,
  });
}
