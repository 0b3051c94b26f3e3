import type { QueueCustomer, StatusChange } from '@/api/staff';
import { dateTimeFormat as formatter, orderTypeLabel, validDate } from '@/web/shared/orders/order-format';

/** 'Dana Reyes'; an anonymous order's name as staff typed it. */
export const customerName = (customer: Pick<QueueCustomer, 'first' | 'last'>) => [customer.first, customer.last].filter(Boolean).join(' ') || 'No name given';

/** The customer's account id, or 'Guest' for an order without an account (part 2 §6 "customer id"). */
export const customerIdLabel = (customer: Pick<QueueCustomer, 'user_id'>) => (customer.user_id === null ? 'Guest' : `Customer ID ${customer.user_id}`);

const CONTACT_METHOD_LABELS: Record<QueueCustomer['contact_method'], string> = {
  email: 'Email',
  text: 'Text',
  'email,text': 'Email and text',
  none: 'None',
};

/** How the customer hears about the order (part 2 §3 contact methods), e.g. 'Notify by: Email and text'. */
export const contactMethodLabel = (customer: Pick<QueueCustomer, 'contact_method'>) => `Notify by: ${CONTACT_METHOD_LABELS[customer.contact_method]}`;

/** 'Nov 21, 12:26 PM CST': a moment of the last 72 hours in the store's time zone, named. */
export function formatQueueTime(iso: string | null | undefined, timeZone: string): string {
  const date = validDate(iso);
  return date ? formatter({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, timeZone).format(date) : '';
}

/** 'Updated 12:26:05 PM': when the server answered the queue, to the second, in the store's time zone. */
export function formatUpdatedAt(iso: string, timeZone: string): string {
  const date = validDate(iso);
  return date ? `Updated ${formatter({ hour: 'numeric', minute: '2-digit', second: '2-digit' }, timeZone).format(date)}` : '';
}

/** 'by Jordan Reyes at Nov 21, 12:30 PM CST': who moved the order last, and when. */
export const changedByLine = (change: Pick<StatusChange, 'by' | 'at'>, timeZone: string) => `by ${change.by} at ${formatQueueTime(change.at, timeZone)}`;

/** 'Curbside Pickup · Red hatchback', 'Delivery', 'Check-In' or 'Pickup' (part 2 §9 order types; DECISIONS.md check-in). */
export function orderTypeWithVehicle(order: { order_type: 'pickup' | 'delivery'; curbside_pickup: boolean; checkin: boolean; vehicle_description: string | null }): string {
  const type = orderTypeLabel(order);
  return order.order_type === 'pickup' && order.curbside_pickup && order.vehicle_description ? `${type} · ${order.vehicle_description}` : type;
}
