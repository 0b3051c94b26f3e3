import * as z from 'zod/mini';

/*
 * /orders search params, in the route tree of every shopper's entry bundle: Order History's ?filter=
 * (customers) and the Order Queue's ?queue= (staff). Only the filters' names are here; their labels
 * and statuses load with their screens (order-filters.ts, features/staff/queue/queue-filters.ts).
 */

/** The Order History tabs (part 2 §4 "Order list filters"): All plus the three filters of src/domain. */
export const ORDER_FILTER_VALUES = ['all', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTER_VALUES)[number];

/** /orders?filter=: an unknown filter falls back to All rather than breaking the page. */
export const ordersSearchSchema = z.object({
  filter: z.catch(z._default(z.enum(ORDER_FILTER_VALUES), 'all'), 'all'),
});
export type OrdersSearch = z.output<typeof ordersSearchSchema>;

export const STAFF_QUEUE_FILTER_VALUES = ['all', 'awaiting_checkin', 'in_progress', 'out_for_delivery', 'completed', 'cancelled'] as const;
export type StaffQueueFilter = (typeof STAFF_QUEUE_FILTER_VALUES)[number];

/**
 * /orders?queue=: the Order Queue's filter, beside Order History's ?filter= on the same route. An
 * unknown value reads as All rather than breaking the page. (The queue's order and order type are
 * kept on the device instead, queue-view-prefs.ts.)
 */
export const staffQueueSearchShape = {
  queue: z.catch(z.optional(z.enum(STAFF_QUEUE_FILTER_VALUES)), undefined),
};

/** /orders search params: Order History's ?filter= (customers) and the Order Queue's ?queue= (staff). */
export const ordersRouteSearchSchema = z.extend(ordersSearchSchema, staffQueueSearchShape);

/**
 * Keeps Order History's default ?filter=all out of Order Queue URLs (/orders?queue=in_progress, not
 * …&filter=all): the router writes every validated param, and the queue never reads that one.
 */
export function dropHistoryFilterBesideQueue<T extends { filter?: string; queue?: string }>({ search, next }: { search: T; next: (search: T) => T }): T {
  const result = next(search);
  if (result.queue === undefined || result.filter !== 'all') return result;
  const { filter: _filter, ...rest } = result;
  return rest as T;
}
