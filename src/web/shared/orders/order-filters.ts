import * as z from 'zod/mini';
import { ORDER_FILTERS, PLACED_ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';

/** The Order History tabs (part 2 §4 "Order list filters"): All plus the three filters of src/domain. */
export const ORDER_FILTER_VALUES = ['all', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTER_VALUES)[number];

export const ORDER_FILTER_LABELS: Record<OrderFilter, string> = {
  all: 'All',
  in_progress: ORDER_FILTERS.in_progress.label,
  completed: ORDER_FILTERS.completed.label,
  cancelled: ORDER_FILTERS.cancelled.label,
};

/** /orders?filter=: an unknown filter falls back to All rather than breaking the page. */
export const ordersSearchSchema = z.object({
  filter: z.catch(z._default(z.enum(ORDER_FILTER_VALUES), 'all'), 'all'),
});
export type OrdersSearch = z.output<typeof ordersSearchSchema>;

export interface OrdersRequest {
  statuses: readonly OrderStatus[];
  order_by: 'submitted_desc' | 'submitted_asc';
}

/**
 * What carts/op/get-my-orders is asked for one tab: All is every placed status newest first (the
 * spec's defaults, part 2 §7); In Progress oldest first; Completed and Cancelled newest first (§4).
 */
export function ordersRequest(filter: OrderFilter): OrdersRequest {
  if (filter === 'all') return { statuses: PLACED_ORDER_STATUSES, order_by: 'submitted_desc' };
  const { statuses, order } = ORDER_FILTERS[filter];
  return { statuses, order_by: order };
}
