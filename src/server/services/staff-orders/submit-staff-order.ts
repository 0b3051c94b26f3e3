import { CART_ERROR_CODES } from '@/api/cart';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { parseUsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { conflict } from '@/server/http/errors';
import type { Db } from '@/server/services/carts/cart-db';
import { loadLines } from '@/server/services/carts/cart-line-rows';
import type { CartRow } from '@/server/services/carts/cart-records';
import { notifyOrderCustomer } from '@/server/services/carts/order-notices';
import { placeOrder } from '@/server/services/carts/place-order';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { submitOnce } from '@/server/services/carts/submit-once';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { actingUser } from './acting-user';
import { orderAccount } from './staff-cart-answer';
import { staffCart, type StaffCartRef } from './staff-carts';

/** Places the order as the staff member, for the customer's account when it has one; an empty order cannot be placed. */
async function place(tx: Db, staff: UserRow, cart: CartRow, key: string, now: Date): Promise<CartRow> {
  const lines = await loadLines(tx, cart.id, parseUsageType(cart.usageType) ?? 'recreational');
  if (!lines.length) throw conflict(STAFF_ORDER_MESSAGES.emptyOrder, CART_ERROR_CODES.checkoutBlocked);
  return placeOrder(tx, actingUser(staff, await orderAccount(tx, cart)), cart, key, now);
}

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
export async function submitStaffOrder(db: Database, staff: UserRow, request: StaffCartRef, key: string, options: OutboxOptions, now = new Date()): Promise<CartRow> {
  return submitOnce(db, request, key, {
    isCallersOrder: (order) => order.createdByUserId === staff.id && order.orderingAppId === staff.orderingAppId,
    lockCart: (tx) => staffCart(tx, staff, request, { lock: true }),
    async place(tx, cart) {
      const order = await place(tx, staff, cart, key, now);
      await notifyOrderCustomer(tx, order, 'placed', options);
      return order;
    },
  });
}
