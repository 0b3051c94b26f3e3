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
 * How the queue may be ordered. Without a choice it follows the spec's defaults for the filter
 * (part 2 §4 "In Progress … ordered oldest first … Other choices order newest first"; §9 "Order list
 * filter defaults"). Status and order type group the orders, the longest-waiting first in each group.
 */
export const QUEUE_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'Status',
  type: 'Order type',
  customer: 'Customer name',
} as const;
export const QUEUE_SORT_VALUES = ['newest', 'oldest', 'status', 'type', 'customer'] as const satisfies readonly (keyof typeof QUEUE_SORTS)[];
export type QueueSort = (typeof QUEUE_SORT_VALUES)[number];

/** The spec's order for a filter when staff have not chosen one. */
export const defaultQueueSort = (filter: StaffQueueFilter): QueueSort => (filter === 'in_progress' ? 'oldest' : 'newest');

/** How an order is handed over (part 2 §9 order types; DECISIONS.md check-in), labelled as the rows say it. */
export const QUEUE_ORDER_TYPES = {
  pickup: 'Pickup',
  curbside: 'Curbside Pickup',
  checkin: 'Check-In',
  delivery: 'Delivery',
} as const;
export const QUEUE_ORDER_TYPE_VALUES = ['pickup', 'curbside', 'checkin', 'delivery'] as const satisfies readonly (keyof typeof QUEUE_ORDER_TYPES)[];
export type QueueOrderType = (typeof QUEUE_ORDER_TYPE_VALUES)[number];

/**
 * /orders?queue=&sort=&type=: the Order Queue's status filter, order and order type, beside Order
 * History's ?filter= on the same route. An unknown value reads as the default rather than breaking the page.
 */
export const staffQueueSearchShape = {
  queue: z.catch(z.optional(z.enum(STAFF_QUEUE_FILTER_VALUES)), undefined),
  sort: z.catch(z.optional(z.enum(QUEUE_SORT_VALUES)), undefined),
  type: z.catch(z.optional(z.enum(QUEUE_ORDER_TYPE_VALUES)), undefined),
};

/** /orders search params: Order History's ?filter= (customers) and the Order Queue's ?queue= (staff). */
export const ordersRouteSearchSchema = z.extend(ordersSearchSchema, staffQueueSearchShape);

/**
 * Keeps Order History's default ?filter=all out of Order Queue URLs (/orders?queue=in_progress or
 * ?sort=status, not …&filter=all): the router writes every validated param, and the queue never reads that one.
 */
export function dropHistoryFilterBesideQueue<T extends { filter?: string; queue?: string; sort?: string; type?: string }>({ search, next }: { search: T; next: (search: T) => T }): T {
  const result = next(search);
  const queueUrl = result.queue !== undefined || result.sort !== undefined || result.type !== undefined;
  if (!queueUrl || result.filter !== 'all') return result;
  const { filter: _filter, ...rest } = result;
  return rest as T;
}
