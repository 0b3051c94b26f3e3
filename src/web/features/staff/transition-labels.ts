import { customerStatusLabel, type OrderStatus } from '@/domain/order-status';

/**
 * The labels of the staff action buttons, one per move (part 2 §6): the queue, the staff order view and
 * the end-to-end tests read them from here.
 */
export const STAFF_ACTION_LABELS = {
  checkIn: 'Check In',
  accept: 'Accept',
  markReady: 'Mark Ready',
  outForDelivery: 'Out for Delivery',
  finish: 'Finish Order',
  reject: 'Reject',
  cancel: 'Cancel Order',
} as const;

export interface StaffAction {
  to: OrderStatus;
  label: string;
  /** Reject and cancel end the order for good: they ask first. */
  confirm: boolean;
}

/**
 * The button for moving an order from `from` to `to` (a status src/domain allowedStaffTransitions
 * offers); undefined for a status no staff button leads to.
 */
export function staffAction(from: OrderStatus, to: OrderStatus): StaffAction | undefined {
  switch (to) {
    case 'submitted':
      return { to, label: from === 'awaiting_checkin' ? STAFF_ACTION_LABELS.checkIn : STAFF_ACTION_LABELS.accept, confirm: false };
    case 'fulfilled':
      return { to, label: STAFF_ACTION_LABELS.markReady, confirm: false };
    case 'picked_up':
      return { to, label: STAFF_ACTION_LABELS.outForDelivery, confirm: false };
    case 'finished':
      return { to, label: STAFF_ACTION_LABELS.finish, confirm: false };
    case 'rejected':
      return { to, label: STAFF_ACTION_LABELS.reject, confirm: true };
    case 'cancelled':
      return { to, label: STAFF_ACTION_LABELS.cancel, confirm: true };
    default:
      return undefined;
  }
}

/** The buttons for the moves the server allows now, in its order (forward moves first, then reject and cancel). */
export function staffActions(from: OrderStatus, allowed: readonly OrderStatus[]): StaffAction[] {
  const actions = allowed.map((to) => staffAction(from, to)).filter((action) => action !== undefined);
  return [...actions.filter((action) => !action.confirm), ...actions.filter((action) => action.confirm)];
}

/** The toast after a move: 'Order #1042 is now Ready for Pickup.' in the customer's words (part 2 §4). */
export function staffActionDoneMessage(orderId: number, from: OrderStatus, order: { status: OrderStatus; order_type: 'pickup' | 'delivery' }): string {
  if (from === 'awaiting_checkin' && order.status === 'submitted') return `Order #${orderId} is checked in.`;
  return `Order #${orderId} is now ${customerStatusLabel(order.status, { orderType: order.order_type, reviewsOrders: false })}.`;
}
