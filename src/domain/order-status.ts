/**
 * Order and cart statuses (part 2 §4 "Order and cart statuses"; DECISIONS.md: `cancelled` spelling,
 * check-in orders wait in `awaiting_checkin`). Labels, colours, what a shopper may do with an order
 * and the staff transitions, so the order page, the history, the staff queue and the server agree.
 */
export const ORDER_STATUSES = [
  'pending',
  'requested',
  'awaiting_checkin',
  'submitted',
  'fulfilled',
  'picked_up',
  'finished',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses after which nothing changes: order polling stops (part 2 §4). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['finished', 'rejected', 'cancelled'];
export const isFinalStatus = (status: OrderStatus) => FINAL_STATUSES.includes(status);

/** A placed order's status right after submit must be one of these, else 'Cart status not changed'. */
/** Every status a placed order can have: what Order History asks for by default (part 2 §7 get-my-orders). */
export const PLACED_ORDER_STATUSES = ['requested', 'awaiting_checkin', 'submitted', 'fulfilled', 'picked_up', 'finished', 'rejected', 'cancelled'] as const satisfies readonly OrderStatus[];

export const SUBMITTED_STATUSES: readonly OrderStatus[] = ['requested', 'submitted', 'awaiting_checkin'];

export interface LabelContext {
  orderType: 'pickup' | 'delivery';
  /** A store that reviews orders first (medical review style): submitted and fulfilled read Pending. */
  reviewsOrders: boolean;
}

/** The customer-facing label (part 2 §4). */
export function customerStatusLabel(status: OrderStatus, context: LabelContext): string {
  const delivery = context.orderType === 'delivery';
  switch (status) {
    case 'pending':
    case 'requested':
      return 'Pending';
    case 'awaiting_checkin':
      return 'Awaiting Check-In';
    case 'submitted':
      if (context.reviewsOrders) return 'Pending';
      return delivery ? 'Scheduled' : 'Submitted';
    case 'fulfilled':
      if (context.reviewsOrders) return 'Pending';
      return delivery ? 'Scheduled' : 'Ready for Pickup';
    case 'picked_up':
      return 'Out for Delivery';
    case 'finished':
      return delivery ? 'Delivered' : 'Picked Up';
    case 'rejected':
      return 'Rejected';
    case 'cancelled':
      return 'Cancelled';
  }
}

export type StatusTone = 'pending' | 'ready' | 'stopped';

/** Indicator colours: orange for pending-like, green for ready or done, red for cancelled or rejected. */
export function statusTone(status: OrderStatus, context: LabelContext): StatusTone {
  if (status === 'rejected' || status === 'cancelled') return 'stopped';
  if (status === 'finished' || status === 'picked_up') return 'ready';
  if (status === 'fulfilled' && !context.reviewsOrders && context.orderType === 'pickup') return 'ready';
  return 'pending';
}

/** Cancel Order shows for these (part 2 §4 "the cancel rule"). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'requested', 'awaiting_checkin', 'submitted', 'fulfilled'];
export const canCancelOrder = (status: OrderStatus) => CANCELLABLE_STATUSES.includes(status);

/** Returns are offered only for finished orders; loyalty points read 'Earned' once finished. */
export const offersReturns = (status: OrderStatus) => status === 'finished';
export const pointsLabel = (status: OrderStatus) => (status === 'finished' ? 'Earned' : 'Earning');

/** 'Please contact our store if you have any questions.' under cancelled and rejected orders. */
export const showsContactStoreNote = (status: OrderStatus) => status === 'cancelled' || status === 'rejected';

/** Order history filters (part 2 §4): In Progress oldest first; the others newest first. */
export const ORDER_FILTERS = {
  in_progress: { label: 'In Progress', statuses: ['submitted', 'fulfilled'], order: 'submitted_asc' },
  completed: { label: 'Completed', statuses: ['finished'], order: 'submitted_desc' },
  cancelled: { label: 'Cancelled', statuses: ['cancelled', 'rejected'], order: 'submitted_desc' },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[]; order: 'submitted_asc' | 'submitted_desc' }>;

/**
 * Staff transitions (part 2 §6): check-in joins the queue; requested orders are accepted;
 * submitted -> fulfilled (ready) -> picked_up (out for delivery, delivery only) -> finished; a
 * pickup goes from fulfilled straight to finished; reject before fulfilment ends; staff may cancel
 * anything not final.
 */
export function allowedStaffTransitions(status: OrderStatus, orderType: 'pickup' | 'delivery'): OrderStatus[] {
  switch (status) {
    case 'awaiting_checkin':
      return ['submitted', 'cancelled'];
    case 'requested':
      return ['submitted', 'rejected', 'cancelled'];
    case 'submitted':
      return ['fulfilled', 'rejected', 'cancelled'];
    case 'fulfilled':
      return orderType === 'delivery' ? ['picked_up', 'cancelled'] : ['finished', 'cancelled'];
    case 'picked_up':
      return ['finished'];
    default:
      return [];
  }
}

export const canStaffMove = (from: OrderStatus, to: OrderStatus, orderType: 'pickup' | 'delivery') =>
  allowedStaffTransitions(from, orderType).includes(to);
