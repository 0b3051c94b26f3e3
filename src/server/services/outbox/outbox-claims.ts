import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { OutboxChannel } from './outbox';

/**
 * The rows of the outbox as several processes share them (ARCHITECTURE.md "several processes"). A
 * claim is one statement: it picks the oldest due row that no other transaction holds (FOR UPDATE
 * SKIP LOCKED), counts the attempt and moves next_attempt_at to the end of the claim's lease, so no
 * other worker sees the row due while this one sends it. A worker that dies mid-send leaves the row
 * to come due again when the lease ends.
 */
export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function claimNextDue(db: Database, channels: OutboxChannel[], now: Date, leaseMs: number): Promise<OutboxRow | undefined> {
  if (!channels.length) return undefined;
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(lte(outboxMessages.nextAttemptAt, now), inArray(outboxMessages.channel, channels)))
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outboxMessages.id, due))
    .returning();
  return claimed;
}

/** The first successful send is recorded, whichever claim made it. */
export async function recordSent(db: Database, row: OutboxRow, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ sentAt: at, nextAttemptAt: null, error: null })
    .where(and(eq(outboxMessages.id, row.id), isNull(outboxMessages.sentAt)));
}

/**
 * A failed send records its error and when to try again (null: given up). Only the latest claim
 * decides: a worker whose lease ran out before its send failed no longer owns the row.
 */
export async function recordFailure(db: Database, row: OutboxRow, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ error: error.slice(0, 500), nextAttemptAt: retryAt })
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.attempts, row.attempts), isNull(outboxMessages.sentAt)));
}
