import { queryOptions } from '@tanstack/react-query';
import { staffPaths } from '@/api/staff-paths';
import { apiRequest } from '@/web/data/api-client';
import { staffKeys } from './staff-keys';

/** One order of the working store as staff see it: priced order, customer, allowed moves, history. */
export function staffOrderQueryOptions(userId: number | undefined, storeId: number | undefined, orderId: number) {
  return queryOptions({
    queryKey: staffKeys.order(userId, storeId, orderId),
    queryFn: ({ signal }) =>
      apiRequest(staffPaths.staffOrder.path.replace('{id}', String(orderId)), {
        query: { store_id: storeId },
        schema: staffPaths.staffOrder.response,
        signal,
        hideErrorToast: true,
      }),
    enabled: userId !== undefined && storeId !== undefined,
  });
}
