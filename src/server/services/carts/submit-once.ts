import type { Database } from '@/server/db/client';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { isUniqueViolation, type Db } from './cart-db';
import { isOrderOf, noInProcessCarts, submitKeyReused } from './cart-errors';
import { orderBySubmitKey, type CartRef, type CartRow } from './cart-records';

export const KEY_USED_ELSEWHERE = 'This order was already placed.';

/** What one kind of submit (a shopper's, or a staff member's on a customer's behalf) decides itself. */
export interface SubmitSteps {
  /** Whether an order placed under the key is the caller's: a shopper's own, or one this staff member placed. */
  isCallersOrder(order: CartRow): boolean;
  /** The requested cart, its row locked for the placing transaction. */
  lockCart(tx: Db): Promise<CartRow>;
  /** Places the pending cart under the key and records its notice, in the same transaction. */
  place(tx: Db, cart: CartRow): Promise<CartRow>;
}

/**
 * The order a key already made for this request; a key of someone else's order is refused without
 * telling whose, and a key of another of the caller's own orders as a key reused (422).
 */
async function orderOfKey(db: Database, request: CartRef, key: string, steps: SubmitSteps): Promise<CartRow | undefined> {
  const order = await orderBySubmitKey(db, key);
  if (!order) return undefined;
  if (!steps.isCallersOrder(order)) throw noInProcessCarts(KEY_USED_ELSEWHERE);
  if (!isOrderOf(order, request)) throw submitKeyReused();
  return order;
}

/**
 * Places a cart as an order once per idempotency key (the key is stored on the order in the placing
 * transaction): a retry, a duplicate that waited for the row lock, or one that raced past it and met
 * the unique key, is answered with the order the key made.
 */
export async function submitOnce(db: Database, request: CartRef, key: string, steps: SubmitSteps): Promise<CartRow> {
  const earlier = await orderOfKey(db, request, key, steps);
  if (earlier) return earlier;
  let result: { order: CartRow; placedNow: boolean };
  try {
    result = await db.transaction(async (tx) => {
      const cart = await steps.lockCart(tx);
      if (cart.status === 'pending') return { order: await steps.place(tx, cart), placedNow: true };
      // A duplicate that waited for the lock finds the order its twin placed.
      if (cart.submitKey === key) return { order: cart, placedNow: false };
      throw noInProcessCarts();
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'carts_submit_key_idx')) throw error;
    const twin = await orderOfKey(db, request, key, steps);
    if (!twin) throw error;
    return twin;
  }
  // Menus show the new stock at once.
  if (result.placedNow) await catalogChanged(db, result.order.storeId, ['stock']);
  return result.order;
}
