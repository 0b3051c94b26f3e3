import { and, eq, sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '@/api/content';
import type { Database } from '@/server/db/client';
import { analyticsEvents, stores } from '@/server/db/schema';

export interface AnalyticsRecord {
  orderingAppId: number;
  event: AnalyticsEvent;
  path: string;
  storeId: number | null;
  properties: Record<string, string | number | boolean>;
}

/**
 * Records one consented analytics event (part 1 §7). The store is kept only when it is one of the
 * brand's stores: clients report it, and an unknown or foreign id must neither fail the call nor be
 * attributed to the brand.
 */
export async function recordAnalyticsEvent(db: Database, record: AnalyticsRecord): Promise<void> {
  const storeId =
    record.storeId === null
      ? null
      : sql`(${db
          .select({ id: stores.id })
          .from(stores)
          .where(and(eq(stores.id, record.storeId), eq(stores.orderingAppId, record.orderingAppId)))})`;
  await db.insert(analyticsEvents).values({
    orderingAppId: record.orderingAppId,
    event: record.event,
    path: record.path,
    storeId,
    properties: record.properties,
  });
}
