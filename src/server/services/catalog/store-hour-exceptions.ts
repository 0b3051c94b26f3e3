import { and, asc, gte, inArray } from 'drizzle-orm';
import { STORE_EXCEPTIONS_AHEAD_DAYS } from '@/domain/constants';
import { addDaysToDate, type HourException } from '@/domain/store-hours';
import { upcomingExceptions } from '@/domain/store-week';
import type { Database } from '@/server/db/client';
import { storeHourExceptions } from '@/server/db/schema';

type Db = Pick<Database, 'select'>;
type ZonedStore = { id: number; timezone: string | null };

/**
 * Each store's dated hour exceptions from its own today for STORE_EXCEPTIONS_AHEAD_DAYS (README "The
 * operator console"): what shoppers' store calls carry and what the delivery windows honour. One
 * query for any number of stores; a store without any gets an empty list.
 */
export async function upcomingHourExceptions(db: Db, storeList: readonly ZonedStore[], now: Date): Promise<Map<number, HourException[]>> {
  const byStore = new Map<number, HourException[]>(storeList.map((store) => [store.id, []]));
  if (!storeList.length) return byStore;
  // Each store keeps its own yesterday too (upcomingExceptions); west of UTC that can be two days
  // before UTC's today, so read from there and let each store keep its own days.
  const earliest = addDaysToDate(now.toISOString().slice(0, 10), -2);
  const rows = await db
    .select({ storeId: storeHourExceptions.storeId, date: storeHourExceptions.onDate, hours: storeHourExceptions.hours, note: storeHourExceptions.note })
    .from(storeHourExceptions)
    .where(and(inArray(storeHourExceptions.storeId, storeList.map((store) => store.id)), gte(storeHourExceptions.onDate, earliest)))
    .orderBy(asc(storeHourExceptions.onDate));
  for (const store of storeList) {
    const own = rows.filter((row) => row.storeId === store.id).map(({ date, hours, note }) => ({ date, hours, note }));
    byStore.set(store.id, upcomingExceptions(store, own, now, STORE_EXCEPTIONS_AHEAD_DAYS));
  }
  return byStore;
}
