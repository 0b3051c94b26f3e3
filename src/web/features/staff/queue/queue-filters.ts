import { ORDER_FILTERS, PLACED_ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import type { StaffQueueFilter } from '@/web/shared/orders/orders-route-search';

/**
 * The Order Queue's status filters (part 2 §6 "filters by status", §4 "Order list filters"): All,
 * the two steps only staff act on (check-in and delivery), and the history filters of src/domain
 * (In Progress = submitted and fulfilled, Completed = finished, Cancelled = cancelled and rejected).
 * Their names, which /orders?queue= accepts, are in shared/orders/orders-route-search.ts (the route tree).
 */
export const STAFF_QUEUE_FILTERS = {
  all: { label: 'All', statuses: PLACED_ORDER_STATUSES },
  awaiting_checkin: { label: 'Awaiting Check-In', statuses: ['awaiting_checkin'] },
  in_progress: { label: ORDER_FILTERS.in_progress.label, statuses: ORDER_FILTERS.in_progress.statuses },
  out_for_delivery: { label: 'Out for Delivery', statuses: ['picked_up'] },
  completed: { label: ORDER_FILTERS.completed.label, statuses: ORDER_FILTERS.completed.statuses },
  cancelled: { label: ORDER_FILTERS.cancelled.label, statuses: ORDER_FILTERS.cancelled.statuses },
} as const satisfies Record<StaffQueueFilter, { label: string; statuses: readonly OrderStatus[] }>;

/** The statuses staff/op/order-queue is asked for under one filter. */
export const queueStatuses = (filter: StaffQueueFilter): OrderStatus[] => [...STAFF_QUEUE_FILTERS[filter].statuses];
