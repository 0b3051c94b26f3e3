import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_LOCK_MS,
  CODE_TTL_MS,
  hashVerificationCode,
  newVerificationCode,
  verificationCodeMatches,
} from './verification-codes';

export type CodePurpose = 'email' | 'phone' | 'password_reset';

export type IssueResult = { issued: true; code: string } | { issued: false; retryAfterSeconds: number };

/**
 * How many phone codes one user may be sent in a window, across numbers. The resend lock is per
 * number, so a phone change texts the new number at once; this keeps an account to the rate the
 * lock alone allows on one number (one code a minute), so changing numbers cannot text strangers faster.
 */
export const PHONE_CODE_WINDOW_MS = 15 * 60_000;
export const PHONE_CODES_PER_WINDOW = PHONE_CODE_WINDOW_MS / CODE_RESEND_LOCK_MS;

/**
 * Issues a new code for a user, purpose and subject (the email or phone it goes to) unless one went
 * to that subject less than 60 s ago (part 2 §4: 'Verification code already sent. Please wait.'), or
 * the user has had PHONE_CODES_PER_WINDOW phone codes in the window. Earlier codes to that subject
 * stop working: only the newest row of a subject is ever checked. The caller sends the returned code
 * through the outbox.
 */
export async function issueCode(db: Database, input: { userId: number; purpose: CodePurpose; subject: string }, now = new Date()): Promise<IssueResult> {
  const waitMs = await lockedForMs(db, input, now);
  if (waitMs > 0) return { issued: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  const code = newVerificationCode();
  await db.insert(verificationCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    subject: input.subject,
    codeHash: hashVerificationCode(code, input.subject),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return { issued: true, code };
}

/** How long until a code may go to this subject: its own 60 s lock, and for phones the user's window. */
async function lockedForMs(db: Database, input: { userId: number; purpose: CodePurpose; subject: string }, now: Date): Promise<number> {
  const windowMs = input.purpose === 'phone' ? PHONE_CODE_WINDOW_MS : CODE_RESEND_LOCK_MS;
  const recent = await db
    .select({ subject: verificationCodes.subject, createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        gt(verificationCodes.createdAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id));
  const age = (row: { createdAt: Date }) => now.getTime() - new Date(row.createdAt).getTime();
  const sameSubject = recent.find((row) => sameAddress(row.subject, input.subject));
  const subjectWait = sameSubject ? CODE_RESEND_LOCK_MS - age(sameSubject) : 0;
  const oldestCounted = input.purpose === 'phone' ? recent[PHONE_CODES_PER_WINDOW - 1] : undefined;
  const windowWait = oldestCounted ? PHONE_CODE_WINDOW_MS - age(oldestCounted) : 0;
  return Math.max(subjectWait, windowWait);
}

/** Subjects compare as codes are hashed: emails without regard to case (verification-codes.ts). */
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export type CheckResult = 'ok' | 'invalid' | 'expired';

/**
 * Checks a code against the newest live code of that purpose sent to that subject. A right code is
 * consumed (single use); a wrong one counts an attempt, and after 5 the code is dead even if the next
 * guess is right. A code sent to another subject (an old phone number) never matches; one sent to a
 * number the user changed back to still does, within its 10 minutes.
 */
export async function checkCode(
  db: Database,
  input: { userId: number; purpose: CodePurpose; subject: string; code: string },
  now = new Date(),
): Promise<CheckResult> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        eq(sql`lower(${verificationCodes.subject})`, input.subject.toLowerCase()),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return 'invalid';
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (!verificationCodeMatches(input.code, input.subject, row.codeHash)) {
    await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, row.id));
    return 'invalid';
  }
  // Consume only if still unconsumed: two simultaneous right answers cannot both succeed.
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return consumed.length ? 'ok' : 'invalid';
}
