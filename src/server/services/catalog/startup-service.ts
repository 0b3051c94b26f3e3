import { asc, eq } from 'drizzle-orm';
import type { OrderingApp, StoreInventoryBreakdown } from '@/api/ordering-app';
import { canBrowseUsage } from '@/domain/store-ordering';
import { otherUsageType, type UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { orderingApps, stores } from '@/server/db/schema';
import { toStore, type StoreRow } from './store-mapper';
import { upcomingHourExceptions } from './store-hour-exceptions';
import { inventoryBreakdown } from './stores-service';

function toOrderingApp(row: typeof orderingApps.$inferSelect): OrderingApp {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    is_main_brand: row.isMainBrand,
    logo_url: row.logoUrl,
    favicon_url: row.faviconUrl,
    map_pin_url: row.mapPinUrl,
    map_pin_url_alt: row.mapPinUrlAlt,
    primary_color: row.primaryColor,
    secondary_color: row.secondaryColor,
    points_per_dollar: row.pointsPerDollar,
  };
}

/** The domain rule: a menu that exists, is not coming soon, at a store that is not divested. */
function hasMenu(store: StoreRow, usage: UsageType): boolean {
  return canBrowseUsage(toStore(store), usage);
}

/** The usage asked for when its menu can be browsed, else the other one when that one can. */
export function chooseUsage(store: StoreRow, requested: UsageType): UsageType {
  if (hasMenu(store, requested)) return requested;
  const other = otherUsageType(requested);
  return hasMenu(store, other) ? other : requested;
}

/**
 * The startup read (part 1 §7): the brand, the store with the slug in this brand (with its inventory
 * breakdown) or null, all the brand's stores (without breakdowns, to stay light), and the usage type
 * in effect after falling back to the other one when the store has no menu for the one asked.
 */
export async function storeInventoryBreakdown(
  db: Database,
  request: { orderingAppId: number; storeSlug?: string; usage?: UsageType },
): Promise<StoreInventoryBreakdown> {
  const [app] = await db.select().from(orderingApps).where(eq(orderingApps.id, request.orderingAppId));
  if (!app) return { data: [] };
  const rows = await db
    .select()
    .from(stores)
    .where(eq(stores.orderingAppId, app.id))
    .orderBy(asc(stores.state), asc(stores.name), asc(stores.id));
  const current = request.storeSlug ? rows.find((row) => row.storeSlug === request.storeSlug) : undefined;
  const requested = request.usage ?? 'recreational';
  const usage = current ? chooseUsage(current, requested) : requested;
  const exceptions = await upcomingHourExceptions(db, rows, new Date());
  const store = current ? toStore(current, await inventoryBreakdown(db, current, usage), exceptions.get(current.id)) : null;
  return { data: [{ ...toOrderingApp(app), store, stores: rows.map((row) => toStore(row, undefined, exceptions.get(row.id))), usage_type: usage }] };
}
