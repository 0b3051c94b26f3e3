import { eq } from 'drizzle-orm';
import { STAFF_MESSAGES, type StaffOrder } from '@/api/staff';
import { allowedStaffTransitions, type OrderStatus } from '@/domain/order-status';
import type { Database } from '@/server/db/client';
import { carts, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { cartAnswer } from '@/server/services/carts/cart-answer';
import type { Db } from '@/server/services/carts/cart-db';
import type { CartRow } from '@/server/services/carts/cart-records';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { orderCustomer } from './order-customer';
import { orderType } from './order-queue';
import { statusHistories } from './status-history';

/**
 * One order as staff see it (part 2 §6 "Portal user"): only a placed order of the named store; an id of another
 * store, an open cart or no order at all answers the same 404, so staff never learn it exists.
 */
export async function storeOrder(db: Db, storeId: number, orderId: number, options: { lock?: boolean } = {}): Promise<CartRow> {
  const query = db.select().from(carts).where(eq(carts.id, orderId));
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order || order.storeId !== storeId || order.status === 'pending' || order.submittedOn === null) throw notFound(STAFF_MESSAGES.orderNotFound);
  return order;
}

/**
 * The priced order as placed (its frozen totals, as GET carts/{id} answers it), its customer, what
 * staff may do with it now and its whole history oldest first: what the order view and receipts show.
 */
export async function staffOrderView(db: Database, staff: UserRow, order: CartRow): Promise<StaffOrder> {
  const [customer] = order.userId === null ? [] : await db.select().from(users).where(eq(users.id, order.userId));
  // A placed order is answered from its frozen pricing; the account only names who it is for.
  const priced = await cartAnswer(db, customer ?? staff, order);
  const status = order.status as OrderStatus;
  const histories = await statusHistories(db, [order]);
  return {
    order: { ...priced, user: customer ? { first: customer.first, last: customer.last } : null },
    customer: orderCustomer(order, customer),
    allowed_transitions: allowedStaffTransitions(status, orderType(order)),
    history: histories.get(order.id) ?? [],
  };
}
