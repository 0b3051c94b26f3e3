import * as z from 'zod/mini';
import { ORDER_FILTERS, PLACED_ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { ordersSearchSchema } from '@/web/shared/orders/order-filters';

/**
 * The Order Queue's status filters (part 2 §6 "filters by status", §4 "Order list filters"): All,
 * the two steps only staff act on (check-in and delivery), and the history filters of src/domain
 * (In Progress = submitted and fulfilled, Completed = finished, Cancelled = cancelled and rejected).
 */
export const STAFF_QUEUE_FILTERS = {
  all: { label: 'All', statuses: PLACED_ORDER_STATUSES },
  awaiting_checkin: { label: 'Awaiting Check-In', statuses: ['awaiting_checkin'] },
  in_progress: { label: ORDER_FILTERS.in_progress.label, statuses: ORDER_FILTERS.in_progress.statuses },
  out_for_delivery: { label: 'Out for Delivery', statuses: ['picked_up'] },
  completed: { label: ORDER_FILTERS.completed.label, statuses: ORDER_FILTERS.completed.statuses },
  cancelled: { label: ORDER_FILTERS.cancelled.label, statuses: ORDER_FILTERS.cancelled.statuses },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;

export const STAFF_QUEUE_FILTER_VALUES = ['all', 'awaiting_checkin', 'in_progress', 'out_for_delivery', 'completed', 'cancelled'] as const satisfies readonly (keyof typeof STAFF_QUEUE_FILTERS)[];
export type StaffQueueFilter = (typeof STAFF_QUEUE_FILTER_VALUES)[number];

/** The statuses staff/op/order-queue is asked for under one filter. */
export const queueStatuses = (filter: StaffQueueFilter): OrderStatus[] => [...STAFF_QUEUE_FILTERS[filter].statuses];

/**
 * /orders?queue=: the Order Queue's filter, beside Order History's ?filter= on the same route. An
 * unknown value reads as All rather than breaking the page. (The queue's order and order type are
 * kept on the device instead, queue-view-prefs.ts: this module is in every shopper's entry bundle.)
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
