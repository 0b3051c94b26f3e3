import { and, asc, count } from 'drizzle-orm';
import type { CustomerRow, CustomerSearchQuery } from '@/api/admin-customers';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { customerMatches } from '@/server/services/staff-orders/customer-search';
import { toEmployeeStatus } from '@/server/services/users/user-mappers';
import { reachableCustomers, type CustomerReader } from './customer-scope';

/**
 * GET admin/customers: the customers the reader reaches whose name or email holds every word of q,
 * or whose phone holds its digits when q is a phone number as typed ('(845) 55'); by last name,
 * first name and id, so pages never repeat or skip anyone (the staff terminal's own match).
 */
export const toCustomerRow = (user: typeof users.$inferSelect): CustomerRow => ({
  id: user.id,
  first: user.first,
  last: user.last,
  email: user.email,
  phone: user.phone,
  employee_status: toEmployeeStatus(user.employeeStatus),
  created: user.createdAt.toISOString(),
});

export async function searchConsoleCustomers(db: Database, reader: CustomerReader, query: CustomerSearchQuery) {
  const where = and(reachableCustomers(reader), customerMatches(query.q));
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.last), asc(users.first), asc(users.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toCustomerRow), rows: rows.length, total_rows: total?.total ?? rows.length };
}
