import { ORDER_FILTERS, PLACED_ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import type { OrderFilter } from './orders-route-search';

/*
 * Order History's tabs: their labels and what each asks the server, with its screen. Their values and
 * the ?filter= schema are in orders-route-search.ts, in the entry's route tree without order-status.ts.
 */

export const ORDER_FILTER_LABELS: Record<OrderFilter, string> = {
  all: 'All',
  in_progress: ORDER_FILTERS.in_progress.label,
  completed: ORDER_FILTERS.completed.label,
  cancelled: ORDER_FILTERS.cancelled.label,
};

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
