import type { Database } from '@/server/db/client';
import { invalidateCatalog } from '@/server/services/catalog/catalog-cache';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { isUniqueViolation } from './cart-db';
import { isOrderOf, noInProcessCarts, submitKeyReused } from './cart-errors';
import { lockOwnCart, orderBySubmitKey, type CartRef, type CartRow, type Shopper } from './cart-records';
import { sendOrderNotice } from './order-notices';
import { placeOrder } from './place-order';
import type { UserRow } from './shopper-facts';

/**
 * carts/op/submit-cart (part 2 §4, §7; ARCHITECTURE.md "Data"). One transaction locks the cart row,
 * places it, takes its stock and records the shopper's 'order received' notice in the outbox, so a
 * crash never leaves an order nobody was told of. The idempotency key (the request's
 * Idempotency-Key) is stored on the order in that transaction, which makes retries safe: the same
 * key never makes two orders nor two notices; a retry, or a duplicate racing the first, is answered
 * with the order the key made.
 */
export const KEY_USED_ELSEWHERE = 'This order was already placed.';

/**
 * The order a key already made for this request; a key of someone else's order is refused without
 * telling whose, and a key of another of the shopper's own orders as a key reused (422).
 */
async function orderOfKey(db: Database, shopper: Shopper, request: CartRef, key: string): Promise<CartRow | undefined> {
  const order = await orderBySubmitKey(db, key);
  if (!order) return undefined;
  if (order.userId !== shopper.userId || order.orderingAppId !== shopper.orderingAppId) throw noInProcessCarts(KEY_USED_ELSEWHERE);
  if (!isOrderOf(order, request)) throw submitKeyReused();
  return order;
}

export async function submitCart(
  db: Database,
  user: UserRow,
  shopper: Shopper,
  request: CartRef,
  key: string,
  options: OutboxOptions,
  now = new Date(),
): Promise<CartRow> {
  const earlier = await orderOfKey(db, shopper, request, key);
  if (earlier) return earlier;
  let result: { order: CartRow; placedNow: boolean };
  try {
    result = await db.transaction(async (tx) => {
      const cart = await lockOwnCart(tx, shopper, request);
      if (cart.status === 'pending') {
        const order = await placeOrder(tx, user, cart, key, now);
        await sendOrderNotice(tx, user, order, 'placed', options);
        return { order, placedNow: true };
      }
      // A duplicate that waited for the lock finds the order its twin placed.
      if (cart.submitKey === key) return { order: cart, placedNow: false };
      throw noInProcessCarts();
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'carts_submit_key_idx')) throw error;
    const twin = await orderOfKey(db, shopper, request, key);
    if (!twin) throw error;
    return twin;
  }
  // Menus show the new stock at once.
  if (result.placedNow) invalidateCatalog(db, result.order.storeId);
  return result.order;
}
