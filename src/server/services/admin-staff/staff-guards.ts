import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_STAFF_MESSAGES } from '@/api/admin-staff';
import { staffRoles, stores, users } from '@/server/db/schema';
import { ApiProblem, badRequest } from '@/server/http/errors';
import type { Db } from '@/server/services/carts/cart-db';

/**
 * The guard rails of staff writes (README "Staff and kiosks"): stores of the brand only, nobody
 * disables or demotes themselves, and the brand keeps at least one operator who can sign in.
 */

/** Staff writes of one brand run one at a time, so two operators demoting each other cannot both succeed. */
const BRAND_STAFF_LOCK = 0x1f_0019;

export async function lockBrandStaff(tx: Db, orderingAppId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BRAND_STAFF_LOCK}::int, ${orderingAppId}::int)`);
}

/** 400 on store_ids unless every id is a store of the brand. */
export async function assertBrandStores(tx: Db, orderingAppId: number, storeIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(storeIds)];
  if (!wanted.length) return;
  const found = await tx.select({ id: stores.id }).from(stores).where(and(inArray(stores.id, wanted), eq(stores.orderingAppId, orderingAppId)));
  if (found.length !== wanted.length) throw badRequest(ADMIN_STAFF_MESSAGES.notYourStore, { store_ids: [ADMIN_STAFF_MESSAGES.notYourStore] });
}

/** 409 unless an operator other than `leaving` can still run the brand (signed up, not disabled). */
export async function assertKeepsAnOperator(tx: Db, orderingAppId: number, leaving: number): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(
      and(
        eq(staffRoles.role, 'operator'),
        eq(users.orderingAppId, orderingAppId),
        eq(users.isPortalUser, true),
        isNull(users.disabledAt),
        isNotNull(users.emailConfirmedAt),
        ne(users.id, leaving),
      ),
    )
    .limit(1);
  if (!other) throw new ApiProblem(409, { error: ADMIN_STAFF_MESSAGES.lastOperator, code: 'last_operator' });
}

/** 409 when an operator would disable or demote their own account. */
export function refuseSelf(actorId: number, targetId: number, message: string): void {
  if (actorId === targetId) throw new ApiProblem(409, { error: message, code: 'self' });
}
