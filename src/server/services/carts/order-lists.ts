import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  DEFAULT_ORDER_STATUSES,
  type cartsSlimBodySchema,
  type getMyOrdersBodySchema,
  type orderListSchema,
  type slimOrderListSchema,
} from '@/api/cart';
import type { OrderStatus } from '@/domain/order-status';
import { storeTimeZone } from '@/domain/store-hours';
import { storeDisplayName } from '@/domain/store-ordering';
import { parseUsageType } from '@/domain/usage-type';
import { cartItems, carts, inventoryItems, stores } from '@/server/db/schema';
import type { Db } from './cart-db';
import type { Shopper } from './cart-records';

/**
 * Order History (carts/op/get-my-orders, part 2 §4 filters and §7 defaults) and the returns and
 * inquiry pickers (carts/op/carts-slim): the shopper's placed orders only, never an open cart.
 */
const placedStatuses = (statuses: readonly OrderStatus[] | undefined) =>
  (statuses ?? DEFAULT_ORDER_STATUSES).filter((status) => status !== 'pending');

/** A staff order abandoned before it was placed (part 2 §4 "Staff order on behalf") was never the shopper's order. */
const ordersOf = (shopper: Shopper, statuses: readonly OrderStatus[]) =>
  and(
    eq(carts.userId, shopper.userId),
    eq(carts.orderingAppId, shopper.orderingAppId),
    inArray(carts.status, [...statuses]),
    or(isNull(carts.createdByUserId), isNotNull(carts.submittedOn)),
  );

const itemCount = sql<number>`(SELECT COALESCE(SUM(${cartItems.quantity}), 0) FROM ${cartItems} WHERE ${cartItems.cartId} = ${carts.id})`.mapWith(Number);

export async function myOrders(
  db: Db,
  shopper: Shopper,
  query: z.output<typeof getMyOrdersBodySchema>,
): Promise<z.output<typeof orderListSchema>> {
  const statuses = placedStatuses(query.statuses);
  if (!statuses.length) return { data: [], rows: 0, total_rows: 0 };
  const direction = query.order_by === 'submitted_asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ cart: carts, storeName: stores.name, storeDisplay: stores.ecommDisplayName, storeTimezone: stores.timezone, itemCount })
      .from(carts)
      .innerJoin(stores, eq(stores.id, carts.storeId))
      .where(ordersOf(shopper, statuses))
      .orderBy(direction(carts.submittedOn), direction(carts.id))
      .limit(query.limit),
    db.select({ value: count() }).from(carts).where(ordersOf(shopper, statuses)),
  ]);
  const data = rows.map(({ cart, storeName, storeDisplay, storeTimezone, itemCount: items }) => ({
    id: cart.id,
    store_id: cart.storeId,
    store_name: storeDisplayName({ name: storeName, ecomm_display_name: storeDisplay }),
    store_timezone: storeTimeZone({ timezone: storeTimezone }),
    usage_type: parseUsageType(cart.usageType) ?? 'recreational',
    order_type: cart.orderType === 'delivery' ? ('delivery' as const) : ('pickup' as const),
    curbside_pickup: cart.curbsidePickup,
    checkin: cart.checkin,
    status: cart.status as OrderStatus,
    submitted_on: cart.submittedOn?.toISOString() ?? null,
    item_count: items,
    grand_total_cents: cart.grandTotalCents ?? 0,
    loyalty_points_accrued: cart.loyaltyPointsAccrued,
  }));
  return { data, rows: data.length, total_rows: total?.value ?? data.length };
}

/** Placed orders with their items, newest first (part 2 §3 "Return picker order"). */
export async function slimOrders(db: Db, shopper: Shopper, query: z.output<typeof cartsSlimBodySchema>): Promise<z.output<typeof slimOrderListSchema>> {
  const statuses = placedStatuses(query.statuses);
  if (!statuses.length) return { data: [], rows: 0, total_rows: 0 };
  const orders = await db
    .select({ cart: carts, storeName: stores.name, storeDisplay: stores.ecommDisplayName })
    .from(carts)
    .innerJoin(stores, eq(stores.id, carts.storeId))
    .where(ordersOf(shopper, statuses))
    .orderBy(desc(carts.submittedOn), desc(carts.id));
  const ids = orders.map(({ cart }) => cart.id);
  const items = ids.length
    ? await db
        .select({ cartId: cartItems.cartId, quantity: cartItems.quantity, inventoryId: inventoryItems.id, name: inventoryItems.name, display: inventoryItems.ecommDisplayName, category: inventoryItems.category, subCategory: inventoryItems.subCategory })
        .from(cartItems)
        .innerJoin(inventoryItems, eq(inventoryItems.id, cartItems.inventoryId))
        .where(inArray(cartItems.cartId, ids))
        .orderBy(asc(cartItems.id))
    : [];
  const data = orders.map(({ cart, storeName, storeDisplay }) => {
    const mine = items.filter((item) => item.cartId === cart.id);
    return {
      id: cart.id,
      store_id: cart.storeId,
      store_name: storeDisplayName({ name: storeName, ecomm_display_name: storeDisplay }),
      status: cart.status as OrderStatus,
      quantity: mine.reduce((sum, item) => sum + item.quantity, 0),
      submitted_on: cart.submittedOn?.toISOString() ?? null,
      items: mine.map((item) => ({ inventory_id: item.inventoryId, name: item.display || item.name, category: item.category, sub_category: item.subCategory })),
    };
  });
  return { data, rows: data.length, total_rows: data.length };
}
