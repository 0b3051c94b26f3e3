import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreatedFeedKey, FeedKey } from '@/api/admin-import';
import type { Database } from '@/server/db/client';
import { feedKeys } from '@/server/db/schema';
import { recordBrandAudit } from '@/server/services/admin/audit-log';

/**
 * Point-of-sale feed keys (README "The point-of-sale feed"): 32 random bytes shown once; only their
 * SHA-256 is kept, so a leaked database does not leak working keys. A key reaches its stores only.
 */
type FeedKeyRow = typeof feedKeys.$inferSelect;

export const hashFeedKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function feedKeyBody(row: FeedKeyRow): FeedKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    store_ids: row.storeIds,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listFeedKeys(db: Database, orderingAppId: number): Promise<FeedKey[]> {
  const rows = await db.select().from(feedKeys).where(eq(feedKeys.orderingAppId, orderingAppId)).orderBy(desc(feedKeys.createdAt), desc(feedKeys.id));
  return rows.map(feedKeyBody);
}

export async function createFeedKey(db: Database, input: { orderingAppId: number; userId: number; name: string; storeIds: number[] }): Promise<CreatedFeedKey> {
  const key = `apf_${randomBytes(32).toString('base64url')}`;
  const storeIds = [...new Set(input.storeIds)].sort((a, b) => a - b);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(feedKeys)
      .values({ orderingAppId: input.orderingAppId, name: input.name, prefix: key.slice(0, 10), keyHash: hashFeedKey(key), storeIds, createdByUserId: input.userId })
      .returning();
    await recordBrandAudit(tx, input, {
      action: 'feed_key.create',
      objectType: 'feed_key',
      objectId: created!.id,
      before: null,
      after: { name: created!.name, prefix: created!.prefix, store_ids: storeIds },
    });
    return created!;
  });
  return { ...feedKeyBody(row), key };
}

/** Revokes a key of the brand; undefined when the brand has no such key. Revoking twice keeps the first time. */
export async function revokeFeedKey(db: Database, input: { orderingAppId: number; userId: number; id: number }): Promise<FeedKey | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedKeys).where(and(eq(feedKeys.id, input.id), eq(feedKeys.orderingAppId, input.orderingAppId)));
    if (!row) return undefined;
    if (row.revokedAt) return feedKeyBody(row);
    const [revoked] = await tx.update(feedKeys).set({ revokedAt: new Date() }).where(eq(feedKeys.id, row.id)).returning();
    await recordBrandAudit(tx, input, {
      action: 'feed_key.revoke',
      objectType: 'feed_key',
      objectId: row.id,
      before: { revoked_at: null },
      after: { revoked_at: revoked!.revokedAt!.toISOString() },
    });
    return feedKeyBody(revoked!);
  });
}

/** The live key of a presented secret, or undefined (unknown or revoked). */
export async function feedKeyFor(db: Database, key: string): Promise<FeedKeyRow | undefined> {
  const [row] = await db.select().from(feedKeys).where(and(eq(feedKeys.keyHash, hashFeedKey(key)), isNull(feedKeys.revokedAt)));
  return row;
}
