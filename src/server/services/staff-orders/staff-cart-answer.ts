import { eq } from 'drizzle-orm';
import type { Cart } from '@/api/cart';
import { STAFF_ORDER_MESSAGES, type StaffCartEnvelope } from '@/api/staff-orders';
import { users } from '@/server/db/schema';
import { cartAnswer } from '@/server/services/carts/cart-answer';
import type { Db } from '@/server/services/carts/cart-db';
import type { CartRow } from '@/server/services/carts/cart-records';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { orderCustomer } from '@/server/services/staff/order-customer';
import { actingUser } from './acting-user';

/**
 * A staff order as the staff screens see it: the cart priced as for the customer (cart-answer.ts:
 * reconciled now while pending, frozen once placed), named after the customer's account or, for a
 * new or anonymous customer, left to the contact typed in. Checkout is never blocked for staff
 * (part 2 §5), but an empty order cannot be placed, so it says so.
 */
export async function orderAccount(db: Db, cart: CartRow): Promise<UserRow | undefined> {
  if (cart.userId === null) return undefined;
  const [customer] = await db.select().from(users).where(eq(users.id, cart.userId));
  return customer;
}

async function priced(db: Db, staff: UserRow, cart: CartRow, customer: UserRow | undefined): Promise<Cart> {
  const answer = await cartAnswer(db, actingUser(staff, customer), cart);
  const empty = answer.status === 'pending' && answer.cart_items.length === 0;
  return {
    ...answer,
    user: customer ? { first: customer.first, last: customer.last } : null,
    checkout_block: empty ? STAFF_ORDER_MESSAGES.emptyOrder : answer.checkout_block,
  };
}

export async function staffCartAnswer(db: Db, staff: UserRow, cart: CartRow): Promise<Cart> {
  return priced(db, staff, cart, await orderAccount(db, cart));
}

/** The order with who it is for (start-order, get-order), or both null when there is none. */
export async function staffCartEnvelope(db: Db, staff: UserRow, cart: CartRow | undefined): Promise<StaffCartEnvelope> {
  if (!cart) return { cart: null, customer: null };
  const customer = await orderAccount(db, cart);
  return { cart: await priced(db, staff, cart, customer), customer: orderCustomer(cart, customer) };
}
