import { queryOptions } from '@tanstack/react-query';
import { staffPaths } from '@/api/staff-paths';
import { call } from '@/web/data/call';
import { queueQueryMeta } from '@/web/data/live/queue-card';
import type { StaffQueueFilter } from '@/web/shared/orders/orders-route-search';
import { queueStatuses } from '../queue/queue-filters';
import { staffKeys } from '@/web/data/query-keys';

/**
 * One store's Order Queue under one filter (staff/op/order-queue: the last 72 hours, part 2 §6, §9).
 * Its meta names the statuses it holds, so an order a live event carries goes into the filters that
 * show it at once (README "Live updates").
 */
export function orderQueueQueryOptions(userId: number | undefined, storeId: number | undefined, filter: StaffQueueFilter) {
  return queryOptions({
    queryKey: staffKeys.queue(userId, storeId, filter),
    meta: queueQueryMeta(queueStatuses(filter)),
    queryFn: ({ signal }) =>
      call(staffPaths.orderQueue, { body: { store_id: storeId!, statuses: queueStatuses(filter) } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined && storeId !== undefined,
  });
}
