import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';

/**
 * The stored side of Idempotency-Key, for any owner of keys: a user's carts/op writes (cart_write_keys;
 * README "Writes made offline") and a kiosk's check-ins (kiosk_write_keys; README "Kiosks hold a device
 * token, not an account"). The first request with a key claims it (insert ... on conflict do nothing,
 * so two racing requests cannot both run), and its answer is stored for every later request with that
 * key and the same request.
 */

/**
 * Keys are forgotten after a week: a claim treats an older key as never made, and old keys are dropped
 * from the table by a claim at most once per PRUNE_INTERVAL_MS per process (one statement for every
 * owner), not by every claim: each statement of a write costs it latency under load (README "Performance").
 */
export const KEY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
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

/** A table of keys: (owner, key) is its primary key; the other columns are named alike in every such table. */
export type WriteKeysTable = PgTable & {
  key: AnyPgColumn;
  requestHash: AnyPgColumn;
  state: AnyPgColumn;
  statusCode: AnyPgColumn;
  response: AnyPgColumn;
  createdAt: AnyPgColumn;
};

export interface WriteKeyStore {
  claimKey(db: Database, ownerId: number, key: string, hash: string, now?: Date): Promise<KeyClaim>;
  storeAnswer(db: Database, ownerId: number, key: string, answer: StoredAnswer): Promise<void>;
  /** Forget a claim whose request failed, so a retry with the key runs the write. */
  releaseKey(db: Database, ownerId: number, key: string): Promise<void>;
}

/**
 * Which answers are kept for replay: successes and refusals of the request itself (2xx, 4xx). A 5xx
 * and a 429 say "try again later", so the key is released and the retry runs the write.
 */
export function isReplayableStatus(status: number): boolean {
  if (status === 429) return false;
  return (status >= 200 && status < 300) || (status >= 400 && status < 500);
}

/**
 * The key store of one table. `ownerProperty` names the owner column in inserts (userId, kioskId).
 * The tables differ only in that column, so the shared code sees them through WriteKeysTable; the
 * casts below only forget which of them it is.
 */
export function writeKeyStore<Table extends WriteKeysTable>(table: Table, owner: AnyPgColumn, ownerProperty: keyof Table['$inferInsert'] & string): WriteKeyStore {
  const keyOf = (ownerId: number, key: string): SQL => and(eq(owner, ownerId), eq(table.key, key))!;
  const expiredBefore = (now: Date) => new Date(now.getTime() - KEY_LIFETIME_MS);
  let nextPruneAt = 0;

  async function pruneWhenDue(db: Database, now: Date): Promise<void> {
    if (now.getTime() < nextPruneAt) return;
    nextPruneAt = now.getTime() + PRUNE_INTERVAL_MS;
    await db.delete(table).where(lt(table.createdAt, expiredBefore(now)));
  }

  async function claimKey(db: Database, ownerId: number, key: string, hash: string, now = new Date()): Promise<KeyClaim> {
    await pruneWhenDue(db, now);
    // The first request may release its claim between our insert and our read: then claim again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await db
        .insert(table)
        .values({ [ownerProperty]: ownerId, key, requestHash: hash, createdAt: now } as never)
        .onConflictDoNothing()
        .returning({ key: table.key });
      if (inserted.length) return { outcome: 'claimed' };
      const [row] = await db
        .select({ requestHash: table.requestHash, state: table.state, statusCode: table.statusCode, response: table.response, createdAt: table.createdAt })
        .from(table as PgTable) // the generic Table hides that it has columns to select
        .where(keyOf(ownerId, key));
      if (!row) continue;
      // A key past its lifetime that no prune has dropped yet is forgotten all the same.
      if ((row.createdAt as Date) < expiredBefore(now)) {
        if (await takeOverExpired(db, ownerId, key, hash, now)) return { outcome: 'claimed' };
        continue;
      }
      if (row.requestHash !== hash) return { outcome: 'reused-for-another-request' };
      if (row.state === 'done') return { outcome: 'replay', answer: { status: (row.statusCode as number | null) ?? 200, body: row.response } };
      return (await takeOverAbandoned(db, ownerId, key, now)) ? { outcome: 'claimed' } : { outcome: 'in-progress' };
    }
    return { outcome: 'in-progress' };
  }

  /** Only one request can take over an abandoned claim: the update matches it once. */
  async function takeOverAbandoned(db: Database, ownerId: number, key: string, now: Date): Promise<boolean> {
    const taken = await db
      .update(table)
      .set({ createdAt: now } as never)
      .where(and(keyOf(ownerId, key), eq(table.state, 'in_progress'), lt(table.createdAt, new Date(now.getTime() - IN_PROGRESS_LEASE_MS))))
      .returning({ key: table.key });
    return taken.length > 0;
  }

  /** Only one request can take over a forgotten key: the update matches it once. */
  async function takeOverExpired(db: Database, ownerId: number, key: string, hash: string, now: Date): Promise<boolean> {
    const taken = await db
      .update(table)
      .set({ requestHash: hash, state: 'in_progress', statusCode: null, response: null, createdAt: now } as never)
      .where(and(keyOf(ownerId, key), lt(table.createdAt, expiredBefore(now))))
      .returning({ key: table.key });
    return taken.length > 0;
  }

  async function storeAnswer(db: Database, ownerId: number, key: string, answer: StoredAnswer): Promise<void> {
    await db
      .update(table)
      .set({ state: 'done', statusCode: answer.status, response: answer.body } as never)
      .where(and(keyOf(ownerId, key), eq(table.state, 'in_progress')));
  }

  async function releaseKey(db: Database, ownerId: number, key: string): Promise<void> {
    await db.delete(table).where(and(keyOf(ownerId, key), eq(table.state, 'in_progress')));
  }

  return { claimKey, storeAnswer, releaseKey };
}
