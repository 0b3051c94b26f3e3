import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WaitTime } from '@/api/content';
import type { Database } from '@/server/db/client';
import { stores, storeWaitTimes } from '@/server/db/schema';

/**
 * GET content/wait-times (part 1 §7): the current wait of the brand's stores, by store id; every
 * store of the brand that has one when no ids are given. Other brands' stores are never answered.
 */
export async function listWaitTimes(db: Database, query: { orderingAppId: number; storeIds?: number[] }): Promise<WaitTime[]> {
  const rows = await db
    .select({ storeId: storeWaitTimes.storeId, minutes: storeWaitTimes.minutes, updatedAt: storeWaitTimes.updatedAt })
    .from(storeWaitTimes)
    .innerJoin(stores, eq(stores.id, storeWaitTimes.storeId))
    .where(
      and(
        eq(stores.orderingAppId, query.orderingAppId),
        query.storeIds ? inArray(storeWaitTimes.storeId, query.storeIds) : undefined,
      ),
    )
    .orderBy(asc(storeWaitTimes.storeId));
  return rows.map((row) => ({ store_id: row.storeId, minutes: row.minutes, updated_at: row.updatedAt.toISOString() }));
}
