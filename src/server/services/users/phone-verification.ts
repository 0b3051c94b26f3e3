import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@/api/auth';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { badRequest, conflict } from '@/server/http/errors';
import { checkCode, issueCode, type IssueResult } from '@/server/services/auth/code-store';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { withActivity } from './activities';
import { textPhoneCode } from './user-notices';
import type { UserRow } from './user-rows';

/** Phone verification (part 2 §4 "Phone verification"): a 6-digit code texted to the phone, 10 minutes valid. */
export const PHONE_ALREADY_VERIFIED = 'Your phone number is already verified.';
/** Version of the re_verify_phone activity (part 2 §9 preference and activity versions). */
export const RE_VERIFY_PHONE_VERSION = '1.0';

/** Issues a code for `phone` and texts it; a resend inside 60 s issues nothing and says when to retry. */
export async function sendPhoneCode(db: Database, user: UserRow, phone: string, outbox: OutboxOptions): Promise<IssueResult> {
  const result = await issueCode(db, { userId: user.id, purpose: 'phone', subject: phone });
  if (result.issued) await textPhoneCode(db, user, phone, result.code, outbox);
  return result;
}

/** users/op/resend-phone-code: 409 when there is nothing to verify. */
export async function resendPhoneCode(db: Database, user: UserRow, outbox: OutboxOptions): Promise<IssueResult> {
  if (user.isPhoneVerified) throw conflict(PHONE_ALREADY_VERIFIED);
  return sendPhoneCode(db, user, user.phone, outbox);
}

/**
 * users/op/confirm-phone: the code must be the newest one sent to the user's current phone. A
 * shopper verified under the old texting service (twilio_prev_verified, now unverified) is
 * re-verifying, which is recorded so the re-verify prompt stops (part 2 §4).
 */
export async function confirmPhone(db: Database, user: UserRow, code: string, now = new Date()): Promise<UserRow> {
  const result = await checkCode(db, { userId: user.id, purpose: 'phone', subject: user.phone, code }, now);
  if (result !== 'ok') throw badRequest(AUTH_MESSAGES.invalidCode, { verification_code: [AUTH_MESSAGES.invalidCode] });
  const reVerifying = user.twilioPrevVerified && !user.isPhoneVerified;
  const activities = reVerifying ? withActivity(user.userActivities, { type: 're_verify_phone', version: RE_VERIFY_PHONE_VERSION }, now) : user.userActivities;
  const [row] = await db
    .update(users)
    .set({ isPhoneVerified: true, twilioPrevVerified: true, userActivities: activities, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}
