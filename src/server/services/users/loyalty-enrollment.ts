import { eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@/api/user';
import type { Database } from '@/server/db/client';
import { loyaltyLedger, users } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { phoneNotVerified } from './user-errors';
import { pointsBalance } from './loyalty-balance';
import { emailLoyaltyWelcome } from './user-notices';
import type { UserRow } from './user-rows';

/**
 * users/op/loyalty-enrollment (part 2 §4 "Loyalty"): employees are never eligible; joining needs a
 * verified phone and sends a welcome email once; leaving always works and forfeits the balance (the
 * screen's 'I understand my points will be lost' acknowledgment), recorded as a ledger debit. Asking
 * for the state the user is already in changes nothing.
 */
export async function setLoyaltyEnrollment(db: Database, user: UserRow, join: boolean, outbox: OutboxOptions, now = new Date()): Promise<UserRow> {
  if (join && user.employeeStatus === 'confirmed') throw forbidden(USER_MESSAGES.employeeNotEligible);
  if (join && !user.isPhoneVerified) throw phoneNotVerified();
  const enrolled = user.loyaltyEnrolledAt !== null;
  if (join === enrolled) return user;
  const row = await db.transaction(async (tx) => {
    if (!join) return (await leaveRewards(tx as unknown as Database, user, now)).user;
    const [updated] = await tx.update(users).set({ loyaltyEnrolledAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
    // In the same transaction: the welcome goes out exactly when the joining commits.
    await emailLoyaltyWelcome(tx as unknown as Database, updated!, outbox);
    return updated!;
  });
  return row;
}

/**
 * Takes the user out of rewards inside the caller's transaction: the balance is forfeited as a
 * ledger debit (part 2 §4 "Loyalty"), whether they leave themselves or are confirmed as an employee
 * (part 2 §1). Answers the updated row and the points forfeited.
 */
export async function leaveRewards(tx: Database, user: Pick<UserRow, 'id'>, now: Date): Promise<{ user: UserRow; forfeited: number }> {
  const forfeited = await pointsBalance(tx, user.id);
  if (forfeited > 0) await tx.insert(loyaltyLedger).values({ userId: user.id, points: -forfeited, reason: 'Left the rewards program', createdAt: now });
  const [updated] = await tx.update(users).set({ loyaltyEnrolledAt: null, updatedAt: now }).where(eq(users.id, user.id)).returning();
  return { user: updated!, forfeited };
}
