import { and, desc, eq } from 'drizzle-orm';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { carts } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Db } from '@/server/services/carts/cart-db';
import { noInProcessCarts } from '@/server/services/carts/cart-errors';
import type { CartRow } from '@/server/services/carts/cart-records';
import type { UserRow } from '@/server/services/carts/shopper-facts';

/**
 * Finding a staff member's orders on behalf (part 2 §4 "Staff order on behalf"): a cart they started (created_by_user_id) at
 * the named store of their brand. Anyone else's cart, a customer's own cart or another store's answers
 * the same 404, so ids reveal nothing. The store itself was checked with assertWorksAt before.
 */
export interface StaffCartRef {
  store_id: number;
  cart_id: number;
}

const isStartedBy = (cart: CartRow | undefined, staff: UserRow, storeId: number): cart is CartRow =>
  !!cart && cart.createdByUserId === staff.id && cart.orderingAppId === staff.orderingAppId && cart.storeId === storeId;

export async function staffCart(db: Db, staff: UserRow, ref: StaffCartRef, options: { lock?: boolean } = {}): Promise<CartRow> {
  const query = db.select().from(carts).where(eq(carts.id, ref.cart_id));
  const [cart] = options.lock ? await query.for('update') : await query;
  if (!isStartedBy(cart, staff, ref.store_id)) throw notFound(STAFF_ORDER_MESSAGES.orderNotFound);
  return cart;
}

/** A staff cart for a write: theirs (else 404) and still pending (else 409 NoInProcessCarts). */
export async function pendingStaffCart(db: Db, staff: UserRow, ref: StaffCartRef, options: { lock?: boolean } = {}): Promise<CartRow> {
  const cart = await staffCart(db, staff, ref, options);
  if (cart.status !== 'pending') throw noInProcessCarts();
  return cart;
}

/** The order this staff member started at the store and has not placed or abandoned, if any. */
export async function startedOrder(db: Db, staff: UserRow, storeId: number): Promise<CartRow | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.createdByUserId, staff.id),
        eq(carts.orderingAppId, staff.orderingAppId),
        eq(carts.storeId, storeId),
        eq(carts.status, 'pending'),
      ),
    )
    .orderBy(desc(carts.id))
    .limit(1);
  return cart;
}
