import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { STAFF_ORDER_ERROR_CODES, STAFF_ORDER_MESSAGES, type StaffOrderCustomer, type startStaffOrderBodySchema } from '@/api/staff-orders';
import { canBrowseUsage } from '@/domain/store-ordering';
import type { Database } from '@/server/db/client';
import { carts, users } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import type { Db } from '@/server/services/carts/cart-db';
import type { CartRow } from '@/server/services/carts/cart-records';
import { brandStoreRow, orderingInput } from '@/server/services/carts/cart-store';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { orderCustomer } from '@/server/services/staff/order-customer';
import { cancelStartedOrder } from './abandon-order';
import { orderAccount } from './staff-cart-answer';
import { startedOrder } from './staff-carts';

/**
 * Start Order (part 2 §4 "Staff order on behalf"): a pending cart the staff member owns
 * (created_by_user_id), for an existing customer's account or for a new or anonymous customer under
 * the contact typed in. The customer's own open cart is a different row and stays as it is (the
 * one-open-cart index leaves staff carts out). A staff member has one started order per store: while
 * one is pending, starting another is refused until they confirm abandoning it.
 */
export type StartOrderRequest = z.output<typeof startStaffOrderBodySchema>;

type CustomerColumns = Pick<typeof carts.$inferInsert, 'userId' | 'anonymous' | 'contactName' | 'contactPhone' | 'contactEmail'>;

/** A customer account of the brand; staff accounts are not customers (404 alike). */
async function brandCustomer(db: Db, orderingAppId: number, userId: number): Promise<UserRow> {
  const [customer] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.orderingAppId, orderingAppId), eq(users.isPortalUser, false)));
  if (!customer) throw notFound(STAFF_ORDER_MESSAGES.customerNotFound);
  return customer;
}

const fullName = (first = '', last = '') => `${first} ${last}`.trim() || null;

function customerColumns(customer: StaffOrderCustomer, account: UserRow | undefined): CustomerColumns {
  if (customer.type === 'existing') return { userId: account!.id, anonymous: false, contactName: null, contactPhone: null, contactEmail: null };
  const contactName = fullName(customer.first, customer.last);
  switch (customer.by) {
    case 'phone':
      return { userId: null, anonymous: true, contactName, contactPhone: customer.phone, contactEmail: null };
    case 'email':
      return { userId: null, anonymous: true, contactName, contactPhone: null, contactEmail: customer.email };
    case 'anonymous':
      return { userId: null, anonymous: true, contactName, contactPhone: null, contactEmail: null };
  }
}

/** Who the pending order is for, as the Abandon Order prompt names them. */
async function inProgress(tx: Db, order: CartRow) {
  const customer = orderCustomer(order, await orderAccount(tx, order));
  const name = `${customer.first} ${customer.last}`.trim() || customer.phone || customer.email || 'a customer';
  return conflict(STAFF_ORDER_MESSAGES.orderInProgress(name), STAFF_ORDER_ERROR_CODES.orderInProgress);
}

export async function startStaffOrder(db: Database, staff: UserRow, request: StartOrderRequest, now = new Date()): Promise<CartRow> {
  const store = await brandStoreRow(db, staff.orderingAppId, request.store_id);
  if (!canBrowseUsage(orderingInput(store), request.usage_type)) {
    throw badRequest('Invalid request.', { usage_type: [STAFF_ORDER_MESSAGES.noMenu(request.usage_type)] });
  }
  const account = request.customer.type === 'existing' ? await brandCustomer(db, staff.orderingAppId, request.customer.user_id) : undefined;
  return db.transaction(async (tx) => {
    // Starts by one staff member queue here, so two quick taps cannot leave two started orders.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, staff.id)).for('update');
    const pending = await startedOrder(tx, staff, store.id);
    if (pending) {
      if (!request.abandon_existing) throw await inProgress(tx, pending);
      await cancelStartedOrder(tx, staff, pending, now);
    }
    const [cart] = await tx
      .insert(carts)
      .values({
        orderingAppId: staff.orderingAppId,
        storeId: store.id,
        usageType: request.usage_type,
        createdByUserId: staff.id,
        ...customerColumns(request.customer, account),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return cart!;
  });
}
