import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
 * Issues a new code for a user and purpose unless one was issued less than 60 s ago (part 2 §4:
 * 'Verification code already sent. Please wait.'). Earlier codes of that purpose stop working: only
 * the newest row is ever checked. The caller sends the returned code through the outbox.
 */
export async function issueCode(db: Database, input: { userId: number; purpose: CodePurpose; subject: string }, now = new Date()): Promise<IssueResult> {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, input.purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const sinceLast = latest ? now.getTime() - new Date(latest.createdAt).getTime() : Infinity;
  if (sinceLast < CODE_RESEND_LOCK_MS) {
    return { issued: false, retryAfterSeconds: Math.ceil((CODE_RESEND_LOCK_MS - sinceLast) / 1000) };
  }
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

export type CheckResult = 'ok' | 'invalid' | 'expired';

/**
 * Checks a code against the newest live code of that purpose. A right code is consumed (single use);
 * a wrong one counts an attempt, and after 5 the code is dead even if the next guess is right. A
 * code sent to another subject (an old phone number) never matches.
 */
export async function checkCode(
  db: Database,
  input: { userId: number; purpose: CodePurpose; subject: string; code: string },
  now = new Date(),
): Promise<CheckResult> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return 'invalid';
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (row.subject.toLowerCase() !== input.subject.toLowerCase() || !verificationCodeMatches(input.code, input.subject, row.codeHash)) {
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
