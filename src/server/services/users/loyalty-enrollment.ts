import { eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@/api/user';
import type { Database } from '@/server/db/client';
import { loyaltyLedger, users } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { phoneNotVerified } from './user-errors';
import { loyaltyStatus } from './loyalty-balance';
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
    if (!join) {
      const { available_points: forfeited } = await loyaltyStatus(tx as unknown as Database, user);
      if (forfeited > 0) await tx.insert(loyaltyLedger).values({ userId: user.id, points: -forfeited, reason: 'Left the rewards program', createdAt: now });
    }
    const [updated] = await tx.update(users).set({ loyaltyEnrolledAt: join ? now : null, updatedAt: now }).where(eq(users.id, user.id)).returning();
    // In the same transaction: the welcome goes out exactly when the joining commits.
    if (join) await emailLoyaltyWelcome(tx as unknown as Database, updated!, outbox);
    return updated!;
  });
  return row;
}
