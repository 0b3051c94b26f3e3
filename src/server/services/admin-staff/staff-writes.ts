import { eq } from 'drizzle-orm';
import { ADMIN_STAFF_MESSAGES, type StaffAccessBody, type StaffMember } from '@/api/admin-staff';
import type { Database } from '@/server/db/client';
import { staffRoles, staffStores, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { changedFields, recordBrandAudit, type ConsoleWriter } from '@/server/services/admin/audit-log';
import { revokeEveryFamily } from '@/server/services/auth/refresh-tokens';
import { asDatabase, type Db } from '@/server/services/carts/cart-db';
import { assertBrandStores, assertKeepsAnOperator, lockBrandStaff, refuseSelf } from './staff-guards';
import { staffMember } from './staff-members';

/**
 * An operator's writes to the brand's staff (README "Staff and kiosks"), each in one transaction
 * with its audit entry, under the brand's staff lock (staff-guards.ts).
 */
export interface StaffWrite {
  orderingAppId: number;
  /** The operator making the change. */
  actorId: number;
}

/** Replaces the account's console role rows and terminal stores with the assignment. */
export async function writeAssignment(tx: Db, userId: number, assignment: StaffAccessBody, grantedBy: number): Promise<void> {
  const storeIds = [...new Set(assignment.store_ids)].sort((a, b) => a - b);
  await tx.delete(staffRoles).where(eq(staffRoles.userId, userId));
  if (assignment.role === 'operator') await tx.insert(staffRoles).values({ userId, role: 'operator', grantedByUserId: grantedBy });
  if (assignment.role === 'store_manager') {
    await tx.insert(staffRoles).values(storeIds.map((storeId) => ({ userId, role: 'store_manager' as const, storeId, grantedByUserId: grantedBy })));
  }
  await tx.delete(staffStores).where(eq(staffStores.userId, userId));
  if (storeIds.length) await tx.insert(staffStores).values(storeIds.map((storeId) => ({ userId, storeId })));
}

/** The staff account of the brand, read inside the transaction; 404 for anyone else. */
async function existingMember(tx: Db, write: StaffWrite, userId: number): Promise<StaffMember> {
  const member = await staffMember(tx, write.orderingAppId, userId);
  if (!member) throw notFound(ADMIN_STAFF_MESSAGES.staffNotFound);
  return member;
}

/** The operator as the audit log's actor. */
export const auditWriter = (write: StaffWrite): ConsoleWriter => ({ orderingAppId: write.orderingAppId, userId: write.actorId });

const audit = (tx: Db, write: StaffWrite, action: string, userId: number, change: { before: unknown; after: unknown }) =>
  recordBrandAudit(tx, auditWriter(write), { action, objectType: 'staff', objectId: userId, ...change });

/** A new role and stores. An operator keeps their own role; the brand keeps an operator. */
export async function setStaffAccess(db: Database, write: StaffWrite, userId: number, access: StaffAccessBody): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await lockBrandStaff(tx, write.orderingAppId);
    const before = await existingMember(tx, write, userId);
    await assertBrandStores(tx, write.orderingAppId, access.store_ids);
    if (before.role !== access.role) {
      refuseSelf(write.actorId, userId, ADMIN_STAFF_MESSAGES.selfDemote);
      if (before.role === 'operator') await assertKeepsAnOperator(tx, write.orderingAppId, userId);
    }
    await writeAssignment(tx, userId, access, write.actorId);
    const after = await existingMember(tx, write, userId);
    const change = changedFields({ role: before.role, store_ids: before.store_ids }, { role: after.role, store_ids: after.store_ids });
    if (Object.keys(change.after).length) await audit(tx, write, 'staff.update', userId, change);
    return after;
  });
}

/**
 * Disables the account: sign-in is refused, and its sessions end, so its access tokens stop at once
 * on every process (src/server/http/auth.ts reads disabled_at with the user). Roles and stores stay
 * for when it is turned back on. Disabling twice changes nothing.
 */
export async function disableStaff(db: Database, write: StaffWrite, userId: number, now = new Date()): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await lockBrandStaff(tx, write.orderingAppId);
    const before = await existingMember(tx, write, userId);
    refuseSelf(write.actorId, userId, ADMIN_STAFF_MESSAGES.selfDisable);
    if (before.status === 'disabled') return before;
    if (before.role === 'operator') await assertKeepsAnOperator(tx, write.orderingAppId, userId);
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    await revokeEveryFamily(asDatabase(tx), userId);
    await audit(tx, write, 'staff.disable', userId, { before: { disabled_at: null }, after: { disabled_at: now.toISOString() } });
    return existingMember(tx, write, userId);
  });
}

/** Turns a disabled account back on; it signs in anew (its old sessions stay ended). */
export async function enableStaff(db: Database, write: StaffWrite, userId: number): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await lockBrandStaff(tx, write.orderingAppId);
    const before = await existingMember(tx, write, userId);
    if (before.status !== 'disabled') return before;
    await tx.update(users).set({ disabledAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await audit(tx, write, 'staff.enable', userId, { before: { disabled_at: before.disabled_at }, after: { disabled_at: null } });
    return existingMember(tx, write, userId);
  });
}
