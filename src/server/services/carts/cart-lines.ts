import { and, eq } from 'drizzle-orm';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { maxLineQuantity } from '@/domain/line-quantity';
import { categoryLimit, quantityInCategory, roomInCategory } from '@/domain/purchase-limits';
import { parseUsageType } from '@/domain/usage-type';
import { cartItems } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Db } from './cart-db';
import { addToCartBlocked, lineMaximum } from './cart-errors';
import { lineName, loadLines } from './cart-line-rows';
import { touchCart, type CartRow } from './cart-records';
import { labelOf, storeRow } from './cart-store';

/**
 * Line edits of a pending cart: remove-item, update-quantity (part 1 §5 quantity rule, category limits), notes.
 * Each answers the cart row after it, so the answer need not read it again.
 */
export const LINE_NOT_FOUND = 'That item is not in your cart.';

/** Removing a line that is already gone changes nothing (a repeated tap is not an error). */
export async function removeItem(db: Db, cart: CartRow, inventoryId: number): Promise<CartRow | undefined> {
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.inventoryId, inventoryId)));
  return touchCart(db, cart.id);
}

/** 1..min(sellable, 20), and never past the category's limit when raising it. */
export async function updateQuantity(db: Db, cart: CartRow, inventoryId: number, quantity: number): Promise<CartRow | undefined> {
  const usage = parseUsageType(cart.usageType) ?? 'recreational';
  const lines = await loadLines(db, cart.id, usage);
  const line = lines.find((candidate) => candidate.inventoryId === inventoryId);
  if (!line) throw notFound(LINE_NOT_FOUND);
  if (quantity > maxLineQuantity(line.sellable)) throw lineMaximum(lineName(line), line.sellable);
  const store = await storeRow(db, cart.storeId);
  const limit = categoryLimit(store.purchaseLimits, line.category, usage);
  const added = quantity - line.quantity;
  if (limit !== undefined && added > 0) {
    const room = roomInCategory(limit, quantityInCategory(lines, line.category));
    if (room <= 0) throw addToCartBlocked(ADD_TO_CART_MESSAGES.limitReached(labelOf(line.category, store, usage), limit), 'category-limit-reached');
    if (added > room) throw addToCartBlocked(ADD_TO_CART_MESSAGES.room(room), 'cart-would-hit-limit');
  }
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.lineId));
  return touchCart(db, cart.id);
}

export async function updateNotes(db: Db, cart: CartRow, notes: string): Promise<CartRow | undefined> {
  return touchCart(db, cart.id, { notes: notes || null });
}
