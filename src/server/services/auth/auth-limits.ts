import type { Database } from '@/server/db/client';
import { checkLimit, consumeLimit, pruneHits, type RateLimit } from '../limits/rate-limit';
import { RateLimitedProblem } from './auth-problems';

const MINUTE_MS = 60_000;

/**
 * Limits of the auth calls (issue 4 "Identity"), kept in the database so every API process shares
 * them. Sign-in counts failures only; code-sending calls count every call.
 */
export const AUTH_LIMITS = {
  /** At most 10 failed sign-ins per account per 15 minutes. */
  loginAccount: { bucket: 'login-account', limit: 10, windowMs: 15 * MINUTE_MS },
  /** Failed sign-ins per client address: one address trying many accounts. */
  loginAddress: { bucket: 'login-address', limit: 50, windowMs: 15 * MINUTE_MS },
  /** Calls that send an email (register, resend-code, forgot-password) per client address. */
  codeSendAddress: { bucket: 'code-send-address', limit: 20, windowMs: 15 * MINUTE_MS },
  /** Wrong codes per client address, across accounts (each code also burns after 5 wrong tries). */
  codeCheckAddress: { bucket: 'code-check-address', limit: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/** The account key of the sign-in limit: accounts are per brand. */
export const accountLimitKey = (orderingAppId: number, email: string) => `${orderingAppId}:${email}`;

/** 429 when the limit is already reached (for limits that count failures). */
export async function rejectWhenOver(db: Database, rule: RateLimit, key: string): Promise<void> {
  const check = await checkLimit(db, rule, key);
  if (!check.allowed) throw new RateLimitedProblem(check.retryAfterSeconds);
}

/** Counts this call, or answers 429 when the limit is reached (for limits on every call). */
export async function consumeOrReject(db: Database, rule: RateLimit, key: string): Promise<void> {
  const check = await consumeLimit(db, rule, key);
  if (!check.allowed) throw new RateLimitedProblem(check.retryAfterSeconds);
  // Housekeeping now and then, so old hits do not pile up without a scheduler.
  if (Math.random() < 0.01) await pruneHits(db);
}
