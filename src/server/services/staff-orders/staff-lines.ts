import type * as z from 'zod/mini';
import type { staffRemoveItemBodySchema, staffUpdateQuantityBodySchema } from '@/api/staff-orders';
import type { Database } from '@/server/db/client';
import { removeItem, updateQuantity } from '@/server/services/carts/cart-lines';
import type { CartRow } from '@/server/services/carts/cart-records';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { pendingStaffCart } from './staff-carts';

/**
 * Line edits of a started order, with the carts' own rules (cart-lines.ts): a quantity of
 * 1..min(sellable, 20) that never raises a category past the store's limit; removing a line that is
 * already gone changes nothing. The cart row is locked for the edit.
 */
export async function updateStaffQuantity(db: Database, staff: UserRow, ref: z.output<typeof staffUpdateQuantityBodySchema>): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await pendingStaffCart(tx, staff, ref, { lock: true });
    await updateQuantity(tx, cart, ref.inventory_id, ref.quantity);
    return cart;
  });
}

export async function removeStaffItem(db: Database, staff: UserRow, ref: z.output<typeof staffRemoveItemBodySchema>): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await pendingStaffCart(tx, staff, ref, { lock: true });
    await removeItem(tx, cart, ref.inventory_id);
    return cart;
  });
}
