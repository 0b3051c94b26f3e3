import { eq } from 'drizzle-orm';
import type { DebugUser, DebugUserBody } from '@/api/dev-debug';
import type { Database } from '@/server/db/client';
import { loyaltyLedger, users } from '@/server/db/schema';
import type { SignedInUser } from '@/server/http/auth';
import { loyaltyStatus } from '@/server/services/users/loyalty-balance';

/** The flags of part 2 §3/§4 the storefront reads, and the available points from the ledger. */
async function toDebugUser(db: Database, user: SignedInUser): Promise<DebugUser> {
  const { available_points } = await loyaltyStatus(db, user);
  const status = user.employeeStatus;
  return {
    user_id: user.id,
    employee_status: status === 'confirmed' || status === 'pending' ? status : 'none',
    is_phone_verified: user.isPhoneVerified,
    loyalty_enrolled: user.loyaltyEnrolledAt !== null,
    available_points,
  };
}

export const readDebugUser = toDebugUser;

/**
 * Sets the flags as sent, bypassing the rules the real screens apply (joining rewards needs a verified
 * phone, employees cannot join): the panel exists to put an account into any state worth testing.
 */
export async function writeDebugUser(db: Database, user: SignedInUser, body: DebugUserBody, now = new Date()): Promise<DebugUser> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.employee_status !== undefined) changes.employeeStatus = body.employee_status;
  if (body.is_phone_verified !== undefined) changes.isPhoneVerified = body.is_phone_verified;
  if (body.loyalty_enrolled !== undefined && body.loyalty_enrolled !== (user.loyaltyEnrolledAt !== null)) {
    changes.loyaltyEnrolledAt = body.loyalty_enrolled ? now : null;
  }
  if (Object.keys(changes).length === 0) return toDebugUser(db, user);
  const [row] = await db.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, user.id)).returning();
  return toDebugUser(db, row!);
}

/**
 * Adds or removes points as a ledger entry (DECISIONS.md "Rewards provider": the balance is the
 * ledger's sum). A removal takes at most what is available, so adding back later counts from zero.
 */
export async function adjustDebugPoints(db: Database, user: SignedInUser, points: number): Promise<DebugUser> {
  const { available_points } = await loyaltyStatus(db, user);
  const change = Math.max(points, -available_points);
  if (change !== 0) await db.insert(loyaltyLedger).values({ userId: user.id, points: change, reason: 'Debug panel adjustment' });
  return toDebugUser(db, user);
}
