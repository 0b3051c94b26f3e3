import { and, count, eq, gte, lt, max, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

/**
 * Fixed-window-by-age rate limits kept in the database, so every API process shares them (README "Security").
 * A limit counts the hits of one bucket and key within the window; `retryAfterSeconds` is when the
 * oldest of those hits leaves the window.
 */
export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function checkLimit(db: Database, rule: RateLimit, key: string, now = new Date()): Promise<LimitCheck> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key), gte(rateLimitHits.at, since)));
  if (!row || row.hits < rule.limit) return { allowed: true };
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000)) };
}

/** The hits of a bucket and key within the last `windowMs`, and when the newest came. */
export async function recentHits(db: Database, rule: Pick<RateLimit, 'bucket' | 'windowMs'>, key: string, now = new Date()): Promise<{ hits: number; newest: Date | undefined }> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ hits: count(), newest: max(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key), gte(rateLimitHits.at, since)));
  return { hits: row?.hits ?? 0, newest: row?.newest ? new Date(row.newest) : undefined };
}

/** Counts a hit; answers its id, for forgetHit. */
export async function recordHit(db: Database, rule: Pick<RateLimit, 'bucket'>, key: string, now = new Date()): Promise<number> {
  const [row] = await db.insert(rateLimitHits).values({ bucket: rule.bucket, key, at: now }).returning({ id: rateLimitHits.id });
  return row!.id;
}

/** Takes back one hit (an attempt counted up front that turned out not to be a failure). */
export async function forgetHit(db: Database, id: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
}

/** Check, then count this request: for limits on every call (not only failures). */
export async function consumeLimit(db: Database, rule: RateLimit, key: string, now = new Date()): Promise<LimitCheck> {
  const check = await checkLimit(db, rule, key, now);
  if (check.allowed) await recordHit(db, rule, key, now);
  return check;
}

/** Forget a key's hits (an account's failures after a successful sign-in or reset). */
export async function clearHits(db: Database, rule: Pick<RateLimit, 'bucket'>, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key)));
}

/** Housekeeping: drop hits older than a day (called now and then by writers; no scheduler needed). */
export async function pruneHits(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - 86_400_000)));
}
