import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { carts, cartStatusChanges } from '@/server/db/schema';
import type { Db } from '@/server/services/carts/cart-db';
import { noInProcessCarts } from '@/server/services/carts/cart-errors';
import type { CartRow } from '@/server/services/carts/cart-records';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { pendingStaffCart, type StaffCartRef } from './staff-carts';

/**
 * Abandon Order (part 2 §4: "for pending carts and staff-started orders the admin cancel is used"):
 * the started order is cancelled, recorded with the staff member who did it. Nothing was placed, so
 * nothing is given back and the customer hears nothing.
 */
export async function cancelStartedOrder(tx: Db, staff: UserRow, cart: CartRow, now: Date): Promise<CartRow> {
  const [cancelled] = await tx
    .update(carts)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(carts.id, cart.id), eq(carts.status, 'pending')))
    .returning();
  if (!cancelled) throw noInProcessCarts();
  await tx.insert(cartStatusChanges).values({ cartId: cart.id, fromStatus: 'pending', toStatus: 'cancelled', changedByUserId: staff.id, at: now });
  return cancelled;
}

export async function abandonStaffOrder(db: Database, staff: UserRow, ref: StaffCartRef, now = new Date()): Promise<CartRow> {
  return db.transaction(async (tx) => cancelStartedOrder(tx, staff, await pendingStaffCart(tx, staff, ref, { lock: true }), now));
}
