import { and, asc, desc, eq, gte, inArray, isNotNull, sum } from 'drizzle-orm';
import type { OrderQueue, QueueOrder } from '@/api/staff';
import { queueReadsOldestFirst, queueStatusesOf, queueWindowStart } from '@/domain/order-queue';
import { allowedStaffTransitions, type OrderStatus } from '@/domain/order-status';
import { parseUsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { cartItems, carts } from '@/server/db/schema';
import type { CartRow } from '@/server/services/carts/cart-records';
import { orderCustomer, usersById } from './order-customer';
import { statusHistories } from './status-history';

/**
 * The Order Queue (part 2 §6: "a store-scoped list limited to the last 72 hours"; §4 filters): the
 * store's placed orders submitted within the window, never an open cart. In Progress (submitted and
 * fulfilled only) reads oldest first, so the longest wait is on top; any other choice newest first
 * (src/domain/order-queue.ts).
 */

export const orderType = (order: CartRow) => (order.orderType === 'delivery' ? 'delivery' : 'pickup');

/** Units per order. (Not a correlated subquery: Drizzle leaves the columns of a select without joins unqualified.) */
async function itemCounts(db: Database, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ cartId: cartItems.cartId, units: sum(cartItems.quantity).mapWith(Number) })
    .from(cartItems)
    .where(inArray(cartItems.cartId, orderIds))
    .groupBy(cartItems.cartId);
  return new Map(rows.map((row) => [row.cartId, row.units]));
}

export async function orderQueue(db: Database, storeId: number, asked: readonly OrderStatus[], now = new Date()): Promise<OrderQueue> {
  const statuses = queueStatusesOf(asked);
  const asOf = now.toISOString();
  if (!statuses.length) return { data: [], rows: 0, total_rows: 0, as_of: asOf };
  const direction = queueReadsOldestFirst(statuses) ? asc : desc;
  const orders = await db
    .select()
    .from(carts)
    .where(and(eq(carts.storeId, storeId), inArray(carts.status, [...statuses]), isNotNull(carts.submittedOn), gte(carts.submittedOn, queueWindowStart(now))))
    .orderBy(direction(carts.submittedOn), direction(carts.id));
  const data = await queueCards(db, orders);
  return { data, rows: data.length, total_rows: data.length, as_of: asOf };
}

/**
 * One order's queue card as of now, as the queue answer would hold it: the staff streams of its
 * store carry it with the order's live event (README "Live updates"). Undefined for an order of
 * another store or one never placed (an open cart is in no queue).
 */
export async function queueCard(db: Database, storeId: number, orderId: number): Promise<QueueOrder | undefined> {
  const [order] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, orderId), eq(carts.storeId, storeId), isNotNull(carts.submittedOn)));
  if (!order || order.status === 'pending') return undefined;
  return (await queueCards(db, [order]))[0];
}

/** The queue's cards of these placed orders, in the order given. */
async function queueCards(db: Database, orders: CartRow[]): Promise<QueueOrder[]> {
  const [customers, histories, units] = await Promise.all([
    usersById(db, orders.map((order) => order.userId)),
    statusHistories(db, orders),
    itemCounts(db, orders.map((order) => order.id)),
  ]);
  return orders.map((order): QueueOrder => {
    const status = order.status as OrderStatus;
    return {
      id: order.id,
      store_id: order.storeId,
      status,
      usage_type: parseUsageType(order.usageType) ?? 'recreational',
      order_type: orderType(order),
      curbside_pickup: order.curbsidePickup,
      vehicle_description: order.vehicleDescription,
      checkin: order.checkin,
      submitted_on: order.submittedOn?.toISOString() ?? null,
      item_count: units.get(order.id) ?? 0,
      grand_total_cents: order.grandTotalCents ?? 0,
      customer: orderCustomer(order, order.userId === null ? undefined : customers.get(order.userId)),
      allowed_transitions: allowedStaffTransitions(status, orderType(order)),
      last_change: histories.get(order.id)?.at(-1) ?? null,
    };
  });
}
