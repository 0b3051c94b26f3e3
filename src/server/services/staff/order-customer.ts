import { inArray } from 'drizzle-orm';
import type { QueueCustomer } from '@/api/staff';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { CartRow } from '@/server/services/carts/cart-records';
import { transactionMethod, type UserRow } from '@/server/services/carts/shopper-facts';

/**
 * Who an order is for, as the staff queue shows it (part 2 §6 "customer id, contact info"): the
 * customer's account and how they hear about orders, or for an anonymous staff order the name and
 * contact typed in, which has no contact preference and so hears nothing.
 */
export function orderCustomer(order: CartRow, customer: UserRow | undefined): QueueCustomer {
  if (customer) {
    return {
      user_id: customer.id,
      first: customer.first,
      last: customer.last,
      phone: customer.phone || null,
      email: customer.email || null,
      contact_method: transactionMethod(customer),
      anonymous: false,
    };
  }
  const [first = '', ...rest] = (order.contactName ?? '').trim().split(/\s+/);
  return {
    user_id: order.userId,
    first,
    last: rest.join(' '),
    phone: order.contactPhone,
    email: order.contactEmail,
    contact_method: 'none',
    anonymous: true,
  };
}

/** The accounts behind these ids, by id (one query for a whole queue). */
export async function usersById(db: Database, ids: readonly (number | null)[]): Promise<Map<number, UserRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
