import { CART_ERROR_CODES } from '@/api/cart';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { parseUsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { conflict } from '@/server/http/errors';
import { invalidateCatalog } from '@/server/services/catalog/catalog-cache';
import { isUniqueViolation, type Db } from '@/server/services/carts/cart-db';
import { isOrderOf, noInProcessCarts, submitKeyReused } from '@/server/services/carts/cart-errors';
import { loadLines } from '@/server/services/carts/cart-line-rows';
import { orderBySubmitKey, type CartRow } from '@/server/services/carts/cart-records';
import { notifyOrderCustomer } from '@/server/services/carts/order-notices';
import { placeOrder } from '@/server/services/carts/place-order';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { KEY_USED_ELSEWHERE } from '@/server/services/carts/submit-cart';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { actingUser } from './acting-user';
import { orderAccount } from './staff-cart-answer';
import { staffCart, type StaffCartRef } from './staff-carts';

/**
 * Place Order for a started order (part 2 §4 "Staff order on behalf"), as a customer's submit-cart places
 * theirs: one transaction locks the cart, checks what must still hold (prices, the store's purchase
 * limits), takes the stock with conditional updates and freezes the pricing; the order joins the staff
 * queue as submitted, recorded as placed by the staff member. The customer's ordering restrictions do not
 * apply (part 2 §5 "Portal users are always enabled"), an empty order cannot be placed. The same
 * idempotency key (the request's Idempotency-Key, stored on the order in the placing transaction) never
 * places two orders. The customer, when they have an account, hears about it by their contact method
 * through a notice written in the same transaction.
 */

/**
 * The order a key already placed for this request; a key of someone else's order is refused without
 * telling whose, and a key of another order this staff member placed as a key reused (422).
 */
async function orderOfKey(db: Database, staff: UserRow, request: StaffCartRef, key: string): Promise<CartRow | undefined> {
  const order = await orderBySubmitKey(db, key);
  if (!order) return undefined;
  if (order.createdByUserId !== staff.id || order.orderingAppId !== staff.orderingAppId) throw noInProcessCarts(KEY_USED_ELSEWHERE);
  if (!isOrderOf(order, request)) throw submitKeyReused();
  return order;
}

async function place(tx: Db, staff: UserRow, cart: CartRow, key: string, now: Date): Promise<CartRow> {
  const lines = await loadLines(tx, cart.id, parseUsageType(cart.usageType) ?? 'recreational');
  if (!lines.length) throw conflict(STAFF_ORDER_MESSAGES.emptyOrder, CART_ERROR_CODES.checkoutBlocked);
  return placeOrder(tx, actingUser(staff, await orderAccount(tx, cart)), cart, key, now);
}

export async function submitStaffOrder(db: Database, staff: UserRow, request: StaffCartRef, key: string, options: OutboxOptions, now = new Date()): Promise<CartRow> {
  const earlier = await orderOfKey(db, staff, request, key);
  if (earlier) return earlier;
  let result: { order: CartRow; placedNow: boolean };
  try {
    result = await db.transaction(async (tx) => {
      const cart = await staffCart(tx, staff, request, { lock: true });
      if (cart.status === 'pending') {
        const order = await place(tx, staff, cart, key, now);
        await notifyOrderCustomer(tx, order, 'placed', options);
        return { order, placedNow: true };
      }
      // A duplicate that waited for the lock finds the order its twin placed.
      if (cart.submitKey === key) return { order: cart, placedNow: false };
      throw noInProcessCarts();
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'carts_submit_key_idx')) throw error;
    const twin = await orderOfKey(db, staff, request, key);
    if (!twin) throw error;
    return twin;
  }
  if (result.placedNow) invalidateCatalog(db, result.order.storeId);
  return result.order;
}
