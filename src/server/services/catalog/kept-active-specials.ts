import { sql } from 'drizzle-orm';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { loadActiveSpecials, type ActiveSpecials } from './active-specials';
import { cachedCatalog, catalogKey, dropCatalogEntry } from './catalog-cache';
import { isoTimestamp, queryRows } from './sql-helpers';

/** Active specials and the stretch of time over which they stay the same. */
interface KeptSpecials {
  specials: ActiveSpecials;
  /** The last start or end among the store's specials at or before the load (ms; -Infinity when none). */
  since: number;
  /** The next start or end after it (ms; Infinity when none): the set changes then. */
  until: number;
}

/** The start or end among the store's specials nearest before (or at) and after `now`. */
async function specialBoundaries(db: Database, storeId: number, now: Date): Promise<{ since: number; until: number }> {
  const at = now.toISOString();
  const [row] = await queryRows<{ since: string | null; until: string | null }>(
    db,
    sql`SELECT ${isoTimestamp(sql`max(t) FILTER (WHERE t <= ${at}::timestamptz)`)} AS since, ${isoTimestamp(sql`min(t) FILTER (WHERE t > ${at}::timestamptz)`)} AS until
      FROM (SELECT starts_at AS t FROM specials WHERE store_id = ${storeId} UNION ALL SELECT ends_at FROM specials WHERE store_id = ${storeId}) boundaries`,
  );
  return { since: row?.since ? Date.parse(row.since) : -Infinity, until: row?.until ? Date.parse(row.until) : Infinity };
}

/**
 * The store's active specials for a usage type as catalog reads see them (openCatalogScope), kept with
 * the store's catalog answers: every uncached list, search and product page needs them, and they
 * change only when the console edits, pauses or resumes a special or stock changes (all of which
 * drop the store's answers, on every process, services/live/catalog-changed.ts), or when time
 * reaches a special's start or end. So a kept set is used only for a `now` between the boundaries
 * around its load, and read again once a special starts or ends. Never used inside a transaction:
 * a cart's write reads them itself (carts/cart-specials.ts).
 */
export async function keptActiveSpecials(db: Database, scope: { storeId: number; usage: UsageType; now: Date }): Promise<ActiveSpecials> {
  const key = catalogKey('active-specials', 0, scope.storeId, scope.usage);
  const load = async (): Promise<KeptSpecials> => {
    const now = new Date(scope.now);
    const specials = await loadActiveSpecials(db, { ...scope, now });
    return { specials, ...(await specialBoundaries(db, scope.storeId, now)) };
  };
  const time = scope.now.getTime();
  const covers = (kept: KeptSpecials) => kept.since <= time && time < kept.until;
  const kept = await cachedCatalog(db, scope.storeId, key, load);
  if (covers(kept)) return kept.specials;
  // Another moment (a special started or ended since, or a caller asking about another time):
  // its own read, kept in place of the other when it is the present.
  dropCatalogEntry(db, key);
  const fresh = await cachedCatalog(db, scope.storeId, key, load);
  return covers(fresh) ? fresh.specials : (await load()).specials;
}
