import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffMember, StaffStatus } from '@/api/admin-staff';
import { staffRoleOf } from '@/domain/staff-roles';
import { staffRoles, staffStores, stores, users } from '@/server/db/schema';
import type { Db } from '@/server/services/carts/cart-db';

/**
 * The brand's staff as the console shows them (README "Staff and kiosks"): portal users with the
 * role their `staff_roles` rows give (none: a budtender) and the stores of their `staff_stores`
 * rows. Rows naming another brand's store never count.
 */
type UserRow = typeof users.$inferSelect;

/** invited until the emailed code set a password (it confirms the email); disabled wins over both. */
export function staffStatus(user: Pick<UserRow, 'emailConfirmedAt' | 'disabledAt'>): StaffStatus {
  if (user.disabledAt) return 'disabled';
  return user.emailConfirmedAt ? 'active' : 'invited';
}

async function membersOf(db: Db, orderingAppId: number, only?: number): Promise<StaffMember[]> {
  const where = [eq(users.orderingAppId, orderingAppId), eq(users.isPortalUser, true)];
  if (only !== undefined) where.push(eq(users.id, only));
  const people = await db.select().from(users).where(and(...where)).orderBy(asc(users.last), asc(users.first), asc(users.id));
  if (!people.length) return [];
  const ids = people.map((person) => person.id);
  const [roles, worksAt] = await Promise.all([
    db.select({ userId: staffRoles.userId, role: staffRoles.role }).from(staffRoles).where(inArray(staffRoles.userId, ids)),
    db
      .select({ userId: staffStores.userId, storeId: staffStores.storeId })
      .from(staffStores)
      .innerJoin(stores, eq(stores.id, staffStores.storeId))
      .where(and(inArray(staffStores.userId, ids), eq(stores.orderingAppId, orderingAppId)))
      .orderBy(asc(staffStores.storeId)),
  ]);
  return people.map((person) => ({
    id: person.id,
    first: person.first,
    last: person.last,
    email: person.email,
    role: staffRoleOf(roles.filter((row) => row.userId === person.id).map((row) => row.role)),
    store_ids: worksAt.filter((row) => row.userId === person.id).map((row) => row.storeId),
    status: staffStatus(person),
    created_at: person.createdAt.toISOString(),
    disabled_at: person.disabledAt?.toISOString() ?? null,
  }));
}

/** Every staff account of the brand, by last name. */
export const listStaff = (db: Db, orderingAppId: number) => membersOf(db, orderingAppId);

/** One staff account of the brand, or undefined (a customer, another brand's account, no such id). */
export async function staffMember(db: Db, orderingAppId: number, userId: number): Promise<StaffMember | undefined> {
  return (await membersOf(db, orderingAppId, userId))[0];
}
