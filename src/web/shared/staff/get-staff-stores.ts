import { queryOptions } from '@tanstack/react-query';
import { staffPaths } from '@/api/staff-paths';
import { call } from '@/web/data/call';
import { staffKeys } from '@/web/data/query-keys';

/** The stores the portal user works at (staff/op/my-stores; part 2 §6). */
export function staffStoresQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: staffKeys.stores(userId),
    queryFn: ({ signal }) => call(staffPaths.staffStores, {}, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    // Who works where changes rarely; the terminal reads it again when it is opened.
    staleTime: 5 * 60_000,
  });
}
