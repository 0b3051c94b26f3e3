import { and, eq } from 'drizzle-orm';
import { STAFF_MESSAGES } from '@/api/staff';
import type { Database } from '@/server/db/client';
import { staffStores, stores } from '@/server/db/schema';
import type { SignedInUser } from '@/server/http/auth';
import { forbidden } from '@/server/http/errors';

/**
 * Which stores a portal user works at (README "Staff see only their stores"): every staff read and write is scoped by this, and
 * a store of another brand never counts even if a row says so.
 */
export async function staffStoreIds(db: Database, user: SignedInUser): Promise<number[]> {
  if (!user.isPortalUser) return [];
  const rows = await db
    .select({ storeId: staffStores.storeId })
    .from(staffStores)
    .innerJoin(stores, eq(stores.id, staffStores.storeId))
    .where(and(eq(staffStores.userId, user.id), eq(stores.orderingAppId, user.orderingAppId)));
  return rows.map((row) => row.storeId);
}

/** 403 'You do not work at this store.' unless the portal user works at the store. */
export async function assertWorksAt(db: Database, user: SignedInUser, storeId: number): Promise<void> {
  if (!(await staffStoreIds(db, user)).includes(storeId)) throw forbidden(STAFF_MESSAGES.notYourStore);
}
