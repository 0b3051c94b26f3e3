import { queryOptions } from '@tanstack/react-query';
import { staffPaths } from '@/api/staff-paths';
import { call } from '@/web/data/call';
import { staffKeys } from '@/web/data/query-keys';

/** One order of the working store as staff see it: priced order, customer, allowed moves, history. */
export function staffOrderQueryOptions(userId: number | undefined, storeId: number | undefined, orderId: number) {
  return queryOptions({
    queryKey: staffKeys.order(userId, storeId, orderId),
    queryFn: ({ signal }) => call(staffPaths.staffOrder, { params: { id: orderId }, query: { store_id: storeId } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined && storeId !== undefined,
  });
}
