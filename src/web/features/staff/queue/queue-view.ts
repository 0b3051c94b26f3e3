import type { QueueOrder } from '@/api/staff';
import { PLACED_ORDER_STATUSES } from '@/domain/order-status';
import { customerName } from '../staff-format';
import type { StaffQueueFilter } from '@/web/shared/orders/orders-route-search';
import { QUEUE_ORDER_TYPE_VALUES, type QueueOrderType, type QueueSort } from './queue-view-prefs';

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
} as const satisfies Record<QueueSort, string>;

/** The spec's order for a filter when staff have not chosen one. */
export const defaultQueueSort = (filter: StaffQueueFilter): QueueSort => (filter === 'in_progress' ? 'oldest' : 'newest');

/** How an order is handed over (part 2 §9 order types; DECISIONS.md check-in), labelled as the rows say it. */
export const QUEUE_ORDER_TYPES = {
  pickup: 'Pickup',
  curbside: 'Curbside Pickup',
  checkin: 'Check-In',
  delivery: 'Delivery',
} as const satisfies Record<QueueOrderType, string>;

/** How the order is handed over, in the precedence of orderTypeLabel: delivery, then check-in, then curbside, else pickup. */
export function queueOrderType(order: Pick<QueueOrder, 'order_type' | 'checkin' | 'curbside_pickup'>): QueueOrderType {
  if (order.order_type === 'delivery') return 'delivery';
  if (order.checkin) return 'checkin';
  return order.curbside_pickup ? 'curbside' : 'pickup';
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether an order answers a search typed at the counter: an order number ('1042' or '#1042'), part
 * of a phone number, or words of the customer's name or email in any order ('reyes dana'), ignoring
 * case and accents. An empty search matches every order.
 */
export function matchesQueueSearch(order: QueueOrder, search: string): boolean {
  const query = fold(search.trim());
  if (!query) return true;
  // Digits, perhaps written as a phone number is ('(845) 555-0142') or after a '#'.
  const number = /^[#\d\s().+-]*\d[\d\s().+-]*$/.test(query) ? digitsOf(query) : undefined;
  if (number !== undefined) {
    if (String(order.id).startsWith(number)) return true;
    return number.length >= 3 && order.customer.phone !== null && digitsOf(order.customer.phone).includes(number);
  }
  const haystack = fold(`${customerName(order.customer)} ${order.customer.email ?? ''}`);
  return query.split(/\s+/).every((word) => haystack.includes(word));
}

const placedAt = (order: QueueOrder) => (order.submitted_on ? Date.parse(order.submitted_on) : 0);
/** Oldest first, the order number breaking ties, as the server's own order does. */
const oldestFirst = (a: QueueOrder, b: QueueOrder) => placedAt(a) - placedAt(b) || a.id - b.id;
const STATUS_RANK = new Map<string, number>(PLACED_ORDER_STATUSES.map((status, rank) => [status, rank]));
const TYPE_RANK = new Map<string, number>(QUEUE_ORDER_TYPE_VALUES.map((type, rank) => [type, rank]));
const byName = new Intl.Collator('en-US', { sensitivity: 'base' });

const COMPARE: Record<QueueSort, (a: QueueOrder, b: QueueOrder) => number> = {
  newest: (a, b) => oldestFirst(b, a),
  oldest: oldestFirst,
  // Along the order's life (requested, awaiting check-in, submitted, ready, out, then the finished ones).
  status: (a, b) => STATUS_RANK.get(a.status)! - STATUS_RANK.get(b.status)! || oldestFirst(a, b),
  type: (a, b) => TYPE_RANK.get(queueOrderType(a))! - TYPE_RANK.get(queueOrderType(b))! || oldestFirst(a, b),
  customer: (a, b) => byName.compare(customerName(a.customer), customerName(b.customer)) || oldestFirst(a, b),
};

/** The queue's orders as staff asked to see them: of one order type (or any), matching the search, in the chosen order. */
export function queueView(orders: readonly QueueOrder[], { sort, type, search }: { sort: QueueSort; type: QueueOrderType | undefined; search: string }): QueueOrder[] {
  return orders.filter((order) => (type === undefined || queueOrderType(order) === type) && matchesQueueSearch(order, search)).sort(COMPARE[sort]);
}
