import { and, asc, count, sql, type SQL } from 'drizzle-orm';
import type { CustomerRow, CustomerSearchQuery } from '@/api/admin-customers';
import { phoneSearchDigits } from '@/domain/phone-number';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { toEmployeeStatus } from '@/server/services/users/user-mappers';
import { reachableCustomers, type CustomerReader } from './customer-scope';

/**
 * GET admin/customers: the customers the reader reaches whose name or email holds every word of q,
 * or whose phone holds its digits when q is a phone number as typed ('(845) 55'); by last name,
 * first name and id, so pages never repeat or skip anyone. At most 5 words are matched.
 */
const MAX_WORDS = 5;
const PHONE_TYPING = /^[\d\s()+.-]+$/;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function matches(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return undefined;
  const byNameOrEmail = and(...words.map((word) => sql`(${users.first} || ' ' || ${users.last} || ' ' || ${users.email}) ILIKE ${likePattern(word)}`))!;
  const digits = phoneSearchDigits(search);
  if (!PHONE_TYPING.test(search) || digits.length < 2) return byNameOrEmail;
  return sql`(${byNameOrEmail} OR ${users.phone} LIKE ${likePattern(digits)})`;
}

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
  const where = and(reachableCustomers(reader), matches(query.q));
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.last), asc(users.first), asc(users.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toCustomerRow), rows: rows.length, total_rows: total?.total ?? rows.length };
}
