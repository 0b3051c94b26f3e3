import type { Database } from '@/server/db/client';
import { checkLimit, consumeLimit, pruneHits, recentHits, type RateLimit } from '../limits/rate-limit';
import { RateLimitedProblem } from './auth-problems';

const MINUTE_MS = 60_000;

/**
 * Limits of the auth calls (README "Our own identity service"), kept in the database so every API
 * process shares them. Sign-in counts failures only; code-sending calls count every call.
 */
export const AUTH_LIMITS = {
  /** Failed sign-ins per client address, whatever the accounts: one address stuffing credentials. */
  loginAddress: { bucket: 'login-address', limit: 50, windowMs: 15 * MINUTE_MS },
  /** Calls that send an email (register, resend-code, forgot-password) per client address. */
  codeSendAddress: { bucket: 'code-send-address', limit: 20, windowMs: 15 * MINUTE_MS },
  /** Wrong codes per client address, across accounts (each code also burns after 5 wrong tries). */
  codeCheckAddress: { bucket: 'code-check-address', limit: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/**
 * Failed sign-ins per account and client address slow that pair down instead of locking the account:
 * someone guessing from one place cannot keep the owner, signing in from another, out. The first 5
 * failures in 15 minutes are free; after them each try waits 15 s after the last failure, doubling
 * with every further failure, at most 15 minutes.
 */
export const LOGIN_BACKOFF = {
  bucket: 'login-pair',
  windowMs: 15 * MINUTE_MS,
  freeFailures: 5,
  firstDelayMs: 15_000,
  maxDelayMs: 15 * MINUTE_MS,
} as const;

/** How long after the last failure the next try of a pair must wait, given its recent failures. */
export function loginBackoffMs(failures: number): number {
  if (failures < LOGIN_BACKOFF.freeFailures) return 0;
  return Math.min(LOGIN_BACKOFF.firstDelayMs * 2 ** (failures - LOGIN_BACKOFF.freeFailures), LOGIN_BACKOFF.maxDelayMs);
}

/** The key of a sign-in pair: accounts are per brand; a valid email holds no space, so the address follows one. */
export const loginPairKey = (orderingAppId: number, email: string, address: string) => `${orderingAppId}:${email} ${address}`;

/** 429 while the pair's wait since its last failure runs, with the seconds left. */
export async function rejectWhileBackingOff(db: Database, pairKey: string, now = new Date()): Promise<void> {
  const { hits, newest } = await recentHits(db, LOGIN_BACKOFF, pairKey, now);
  const waitUntil = (newest?.getTime() ?? 0) + loginBackoffMs(hits);
  if (waitUntil > now.getTime()) throw new RateLimitedProblem(Math.ceil((waitUntil - now.getTime()) / 1000));
}

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
