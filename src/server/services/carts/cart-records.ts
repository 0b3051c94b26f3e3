import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { UsageType } from '@/domain/usage-type';
import { carts } from '@/server/db/schema';
import { isUniqueViolation, type Db } from './cart-db';
import { cartNotFound, noInProcessCarts } from './cart-errors';

/**
 * Finding the signed-in shopper's carts. Every call names the cart and its store (part 2 §7); a cart
 * of another user, another brand or another store is answered as unknown (404), never as forbidden,
 * so ids reveal nothing.
 */
export type CartRow = typeof carts.$inferSelect;

export interface Shopper {
  userId: number;
  orderingAppId: number;
}

export interface CartRef {
  cart_id: number;
  store_id?: number;
}

/** A staff order for the shopper (part 2 §4 "Staff order on behalf") becomes theirs once placed, not while staff build it or if they abandon it. */
const isTheirs = (cart: CartRow | undefined, shopper: Shopper, storeId?: number): cart is CartRow =>
  !!cart &&
  cart.userId === shopper.userId &&
  cart.orderingAppId === shopper.orderingAppId &&
  (storeId === undefined || cart.storeId === storeId) &&
  !(cart.createdByUserId !== null && cart.submittedOn === null);

/** One of the shopper's carts or orders, in any status; 404 otherwise. */
export async function ownCart(db: Db, shopper: Shopper, ref: CartRef): Promise<CartRow> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, ref.cart_id));
  if (!isTheirs(cart, shopper, ref.store_id)) throw cartNotFound();
  return cart;
}

/** One of the shopper's carts, locked (SELECT ... FOR UPDATE) until the transaction ends; 404 otherwise. */
export async function lockOwnCart(tx: Db, shopper: Shopper, ref: CartRef): Promise<CartRow> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, ref.cart_id)).for('update');
  if (!isTheirs(cart, shopper, ref.store_id)) throw cartNotFound();
  return cart;
}

/** The order a submit with this idempotency key placed, if any. */
export async function orderBySubmitKey(db: Db, key: string): Promise<CartRow | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.submitKey, key));
  return cart;
}

/** The shopper's cart for a write: theirs (else 404) and still pending (else 409 NoInProcessCarts). */
export async function pendingCart(db: Db, shopper: Shopper, ref: CartRef): Promise<CartRow> {
  const cart = await ownCart(db, shopper, ref);
  if (cart.status !== 'pending') throw noInProcessCarts();
  return cart;
}

/**
 * A change to the shopper's pending cart in one statement: the UPDATE matches the cart only when
 * pendingCart would answer it (theirs by isTheirs, still pending), and answers it as changed;
 * undefined when it matched nothing, and pendingCart then says why (404 or 409).
 */
export async function changePendingCart(db: Db, shopper: Shopper, ref: CartRef, values: Partial<typeof carts.$inferInsert>): Promise<CartRow | undefined> {
  const [cart] = await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(carts.id, ref.cart_id),
        eq(carts.userId, shopper.userId),
        eq(carts.orderingAppId, shopper.orderingAppId),
        ref.store_id === undefined ? undefined : eq(carts.storeId, ref.store_id),
        eq(carts.status, 'pending'),
        or(isNull(carts.createdByUserId), isNotNull(carts.submittedOn)),
      ),
    )
    .returning();
  return cart;
}

/** The shopper's one open cart (a unique index keeps it one), if any. */
export async function openCart(db: Db, shopper: Shopper): Promise<CartRow | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, shopper.userId), eq(carts.orderingAppId, shopper.orderingAppId), eq(carts.status, 'pending'), isNull(carts.createdByUserId)));
  return cart;
}

/** Opens a cart; when a concurrent call opened one first, that one is answered. */
export async function insertOpenCart(db: Db, shopper: Shopper, storeId: number, usage: UsageType): Promise<CartRow> {
  try {
    const [cart] = await db.insert(carts).values({ orderingAppId: shopper.orderingAppId, userId: shopper.userId, storeId, usageType: usage }).returning();
    return cart!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await openCart(db, shopper);
    if (!existing) throw error;
    return existing;
  }
}

/** Drops an open cart the shopper chose to abandon (its lines go with it). */
export async function abandonCart(db: Db, cart: CartRow): Promise<void> {
  await db.delete(carts).where(and(eq(carts.id, cart.id), eq(carts.status, 'pending')));
}

/** Marks a cart as changed now; answers the cart as it is after the change (undefined if it is gone). */
export async function touchCart(db: Db, cartId: number, values: Partial<typeof carts.$inferInsert> = {}): Promise<CartRow | undefined> {
  const [cart] = await db.update(carts).set({ ...values, updatedAt: new Date() }).where(eq(carts.id, cartId)).returning();
  return cart;
}
