import { eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@/api/user';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { forbidden } from '@/server/http/errors';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { phoneNotVerified } from './user-errors';
import { emailLoyaltyWelcome } from './user-notices';
import type { UserRow } from './user-rows';

/**
 * users/op/loyalty-enrollment (part 2 §4 "Loyalty"): employees are never eligible; joining needs a
 * verified phone and sends a welcome email once; leaving always works. Asking for the state the
 * user is already in changes nothing.
 */
export async function setLoyaltyEnrollment(db: Database, user: UserRow, join: boolean, outbox: OutboxOptions, now = new Date()): Promise<UserRow> {
  if (join && user.employeeStatus === 'confirmed') throw forbidden(USER_MESSAGES.employeeNotEligible);
  if (join && !user.isPhoneVerified) throw phoneNotVerified();
  const enrolled = user.loyaltyEnrolledAt !== null;
  if (join === enrolled) return user;
  const [row] = await db
    .update(users)
    .set({ loyaltyEnrolledAt: join ? now : null, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (join) await emailLoyaltyWelcome(db, row!, outbox);
  return row!;
}
