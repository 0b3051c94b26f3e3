import { and, asc, desc, eq, gte, inArray, isNotNull, sum } from 'drizzle-orm';
import type { OrderQueue, QueueOrder } from '@/api/staff';
import { STAFF_ORDER_WINDOW_HOURS } from '@/domain/constants';
import { allowedStaffTransitions, ORDER_FILTERS, type OrderStatus } from '@/domain/order-status';
import { parseUsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { cartItems, carts } from '@/server/db/schema';
import type { CartRow } from '@/server/services/carts/cart-records';
import { orderCustomer, usersById } from './order-customer';
import { statusHistories } from './status-history';

/**
 * The Order Queue (part 2 §6: "a store-scoped list limited to the last 72 hours"; §4 filters): the
 * store's placed orders submitted within the window, never an open cart. In Progress (submitted and
 * fulfilled only) reads oldest first, so the longest wait is on top; any other choice newest first.
 */
const IN_PROGRESS: readonly OrderStatus[] = ORDER_FILTERS.in_progress.statuses;

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
  const statuses = asked.filter((status) => status !== 'pending');
  const asOf = now.toISOString();
  if (!statuses.length) return { data: [], rows: 0, total_rows: 0, as_of: asOf };
  const direction = statuses.every((status) => IN_PROGRESS.includes(status)) ? asc : desc;
  const since = new Date(now.getTime() - STAFF_ORDER_WINDOW_HOURS * 3_600_000);
  const orders = await db
    .select()
    .from(carts)
    .where(and(eq(carts.storeId, storeId), inArray(carts.status, [...statuses]), isNotNull(carts.submittedOn), gte(carts.submittedOn, since)))
    .orderBy(direction(carts.submittedOn), direction(carts.id));
  const [customers, histories, units] = await Promise.all([
    usersById(db, orders.map((order) => order.userId)),
    statusHistories(db, orders),
    itemCounts(db, orders.map((order) => order.id)),
  ]);
  const data = orders.map((order): QueueOrder => {
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
  return { data, rows: data.length, total_rows: data.length, as_of: asOf };
}
