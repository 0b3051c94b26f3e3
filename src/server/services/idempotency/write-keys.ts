import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { cartWriteKeys } from '@/server/db/schema';

/**
 * The stored side of Idempotency-Key on carts/op writes (issue 6). The first request with a key
 * claims it (insert ... on conflict do nothing, so two racing requests cannot both run), and its
 * answer is stored for every later request with that key and the same request.
 */

/** Keys are forgotten after a week; a user's old keys are dropped when they next claim one. */
export const KEY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A claim still in progress after this long belongs to a request that died without answering (its
 * process stopped); the next request with the key takes it over rather than being refused forever.
 */
export const IN_PROGRESS_LEASE_MS = 2 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type KeyClaim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'reused-for-another-request' }
  | { outcome: 'in-progress' };

const keyOf = (userId: number, key: string) => and(eq(cartWriteKeys.userId, userId), eq(cartWriteKeys.key, key));

export async function claimKey(db: Database, userId: number, key: string, hash: string, now = new Date()): Promise<KeyClaim> {
  await db
    .delete(cartWriteKeys)
    .where(and(eq(cartWriteKeys.userId, userId), lt(cartWriteKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS))));
  // The first request may release its claim between our insert and our read: then claim again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(cartWriteKeys)
      .values({ userId, key, requestHash: hash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: cartWriteKeys.key });
    if (inserted.length) return { outcome: 'claimed' };
    const [row] = await db.select().from(cartWriteKeys).where(keyOf(userId, key));
    if (!row) continue;
    if (row.requestHash !== hash) return { outcome: 'reused-for-another-request' };
    if (row.state === 'done') return { outcome: 'replay', answer: { status: row.statusCode ?? 200, body: row.response } };
    return (await takeOverAbandoned(db, userId, key, now)) ? { outcome: 'claimed' } : { outcome: 'in-progress' };
  }
  return { outcome: 'in-progress' };
}

/** Only one request can take over an abandoned claim: the update matches it once. */
async function takeOverAbandoned(db: Database, userId: number, key: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(cartWriteKeys)
    .set({ createdAt: now })
    .where(
      and(
        keyOf(userId, key),
        eq(cartWriteKeys.state, 'in_progress'),
        lt(cartWriteKeys.createdAt, new Date(now.getTime() - IN_PROGRESS_LEASE_MS)),
      ),
    )
    .returning({ key: cartWriteKeys.key });
  return taken.length > 0;
}

/**
 * Which answers are kept for replay: successes and refusals of the request itself (2xx, 4xx). A 5xx
 * and a 429 say "try again later", so the key is released and the retry runs the write.
 */
export function isReplayableStatus(status: number): boolean {
  if (status === 429) return false;
  return (status >= 200 && status < 300) || (status >= 400 && status < 500);
}

export async function storeAnswer(db: Database, userId: number, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(cartWriteKeys)
    .set({ state: 'done', statusCode: answer.status, response: answer.body })
    .where(and(keyOf(userId, key), eq(cartWriteKeys.state, 'in_progress')));
}

/** Forget a claim whose request failed, so a retry with the key runs the write. */
export async function releaseKey(db: Database, userId: number, key: string): Promise<void> {
  await db.delete(cartWriteKeys).where(and(keyOf(userId, key), eq(cartWriteKeys.state, 'in_progress')));
}
