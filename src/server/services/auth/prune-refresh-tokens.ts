import { lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens';

/** How often one process drops dead refresh tokens: sign-ins and refreshes trigger it. */
export const REFRESH_PRUNE_INTERVAL_MS = 60 * 60_000;

// Keyed by database: the API tests run many apps, each on its own database, in one process.
const nextPruneAt = new WeakMap<Database, number>();

/**
 * Drops refresh tokens that expired longer ago than an access token lives. Such a row can no longer
 * be exchanged, and every access token of its session expired with it, so a revoked row no longer
 * ends anything (sessionEnded): keeping it only grows the table every sign-in and refresh adds to.
 * A family is revoked whole (revokeFamily), so a dropped row never hides the revocation of a newer one.
 */
export async function pruneRefreshTokensWhenDue(db: Database, now = new Date()): Promise<void> {
  if (now.getTime() < (nextPruneAt.get(db) ?? 0)) return;
  nextPruneAt.set(db, now.getTime() + REFRESH_PRUNE_INTERVAL_MS);
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now.getTime() - ACCESS_TOKEN_TTL_SECONDS * 1000)));
}
