import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@/api/admin';
import { ADMIN_CUSTOMER_MESSAGES } from '@/api/admin-customers';
import type { ConsoleAccess } from '@/domain/staff-roles';
import { carts, users, userStoreAssociations } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import type { Db } from '@/server/services/carts/cart-db';
import type { UserRow } from '@/server/services/users/user-rows';

/**
 * Which customers a console user reaches (README "Customers in the console"): an operator every
 * customer of the brand; a store manager those with an association or a placed order at a store
 * they manage. Portal users are staff, not customers, and never listed here.
 */
export interface CustomerReader {
  orderingAppId: number;
  access: ConsoleAccess;
}

/** The customers of the brand the reader reaches, as a condition on `users`. */
export function reachableCustomers(reader: CustomerReader): SQL {
  const customers = and(eq(users.orderingAppId, reader.orderingAppId), eq(users.isPortalUser, false))!;
  if (reader.access.role === 'operator') return customers;
  const stores = [...reader.access.storeIds];
  if (!stores.length) return sql`false`;
  const associated = sql`exists (select 1 from ${userStoreAssociations} where ${userStoreAssociations.userId} = ${users.id} and ${inArray(userStoreAssociations.storeId, stores)})`;
  const ordered = sql`exists (select 1 from ${carts} where ${carts.userId} = ${users.id} and ${inArray(carts.storeId, stores)} and ${ne(carts.status, 'pending')})`;
  return and(customers, or(associated, ordered))!;
}

/**
 * The customer the path names, when the reader reaches them: 404 for no customer of the brand, 403
 * 'You cannot manage this store.' for a manager's customer of other stores only. `lock` holds the row
 * for a write's transaction, so two adjustments of one balance take turns.
 */
export async function reachableCustomer(db: Db, reader: CustomerReader, customerId: number, options: { lock?: boolean } = {}): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.orderingAppId, reader.orderingAppId), eq(users.isPortalUser, false)));
  const [customer] = await (options.lock ? query.for('update') : query);
  if (!customer) throw notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
  if (reader.access.role !== 'operator') {
    const [reached] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, customerId), reachableCustomers(reader)));
    if (!reached) throw forbidden(ADMIN_MESSAGES.notYourStore);
  }
  return customer;
}
