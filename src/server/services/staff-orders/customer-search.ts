import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_SEARCH_LIMIT, type CustomerSearchResult } from '@/api/staff-orders';
import { phoneSearchDigits } from '@/domain/phone-number';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { containsPattern } from '@/server/services/catalog/sql-helpers';

/**
 * users/op/user_search_slim (part 2 §7; §6 "Portal user": searches customers): the brand's customers, never
 * portal users, whose name or email holds every word of the search, or whose phone holds its digits
 * when the search is a phone number as typed ('(845) 55', '+1 845 55'). Alphabetical by last name, at most
 * CUSTOMER_SEARCH_LIMIT; the total counts every match, so staff know to type more.
 */
const MAX_WORDS = 5;
const PHONE_TYPING = /^[\d\s()+.-]+$/;

/**
 * The customers whose name or email holds every word of the search (at most MAX_WORDS), or whose
 * phone holds its digits when it is a phone number as typed; undefined for an empty search. The
 * staff terminal's and the console's customer searches both use it.
 */
export function customerMatches(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return undefined;
  const byNameOrEmail = and(...words.map((word) => sql`(${users.first} || ' ' || ${users.last} || ' ' || ${users.email}) ILIKE ${containsPattern(word)}`))!;
  const digits = phoneSearchDigits(search);
  if (!PHONE_TYPING.test(search) || digits.length < 2) return byNameOrEmail;
  return sql`(${byNameOrEmail} OR regexp_replace(${users.phone}, '[^0-9]', '', 'g') LIKE ${containsPattern(digits)})`;
}

export async function searchCustomers(db: Database, orderingAppId: number, search: string): Promise<{ data: CustomerSearchResult[]; total: number }> {
  const where = and(eq(users.orderingAppId, orderingAppId), eq(users.isPortalUser, false), customerMatches(search.trim()));
  const [data, [total]] = await Promise.all([
    db
      .select({ id: users.id, first: users.first, last: users.last, phone: users.phone, email: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.last), asc(users.first), asc(users.id))
      .limit(CUSTOMER_SEARCH_LIMIT),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { data, total: total?.total ?? data.length };
}
