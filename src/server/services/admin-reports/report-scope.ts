import { and, eq, inArray } from 'drizzle-orm';
import type { ConsoleAccess } from '@/domain/staff-roles';
import { storeTimeZone } from '@/domain/store-hours';
import type { Database } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import { assertCanAtStore } from '@/server/services/admin/console-access';
import { brandStoreRow, storeName } from '@/server/services/carts/cart-store';

/** A store a report covers, with the zone its days and hours are counted in. */
export interface ReportStore {
  id: number;
  name: string;
  timezone: string;
  slug: string;
}

/**
 * The stores a report reads (README "Roles"): the one asked for when the role may read reports there
 * (403 'You cannot manage this store.' otherwise; another brand's store is never reached), else every
 * store the role reaches (an operator's whole brand, a manager's own stores).
 */
export async function reportStores(db: Database, access: ConsoleAccess, orderingAppId: number, storeId: number | undefined): Promise<ReportStore[]> {
  if (storeId !== undefined) {
    assertCanAtStore(access, 'reports.read', storeId);
    const store = await brandStoreRow(db, orderingAppId, storeId);
    return [{ id: store.id, name: storeName(store), timezone: storeTimeZone(store), slug: store.storeSlug }];
  }
  if (!access.storeIds.length) return [];
  const rows = await db
    .select()
    .from(stores)
    .where(and(eq(stores.orderingAppId, orderingAppId), inArray(stores.id, [...access.storeIds])));
  return rows.map((store) => ({ id: store.id, name: storeName(store), timezone: storeTimeZone(store), slug: store.storeSlug })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
