import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InventoryBreakdown, Store, StoresQuery } from '@/api/store';
import { CATEGORIES, type Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import { cachedCatalog, catalogKey } from './catalog-cache';
import { menuOpen, offeredAt } from './catalog-scope';
import { queryRows } from './sql-helpers';
import { upcomingHourExceptions } from './store-hour-exceptions';
import { toStore, type StoreRow } from './store-mapper';

/**
 * Category and tag counts of the sellable items of a store for one usage type: categories in menu
 * order (part 1 §9), tags by count then name. A menu shoppers may not browse (menuOpen) counts nothing.
 */
export function inventoryBreakdown(db: Database, store: StoreRow, usage: UsageType): Promise<InventoryBreakdown> {
  return cachedCatalog(db, store.id, catalogKey('breakdown', 0, store.id, usage), () =>
    queryBreakdown(db, store.id, usage, menuOpen({ store, usage })),
  );
}

async function queryBreakdown(db: Database, storeId: number, usage: UsageType, open: boolean): Promise<InventoryBreakdown> {
  const where = sql.join(offeredAt(storeId, usage, true, open), sql` AND `);
  const rows = await queryRows<{ kind: 'category' | 'tag'; value: string; n: number }>(
    db,
    sql`SELECT 'category' AS kind, i.category AS value, count(*)::int AS n FROM inventory_items i WHERE ${where} GROUP BY i.category
      UNION ALL
      SELECT 'tag', t, count(*)::int FROM inventory_items i, unnest(i.tags) AS t WHERE ${where} GROUP BY t`,
  );
  const order = (category: string) => CATEGORIES.indexOf(category as Category);
  return {
    categories: rows
      .filter((row) => row.kind === 'category' && order(row.value) >= 0)
      .sort((a, b) => order(a.value) - order(b.value))
      .map((row) => ({ category: row.value as Category, count: row.n })),
    tags: rows
      .filter((row) => row.kind === 'tag')
      .sort((a, b) => b.n - a.n || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .map((row) => ({ tag: row.value, count: row.n })),
  };
}

const STORE_ORDER: Record<StoresQuery['order_by'], SQL[]> = {
  name: [asc(stores.name), asc(stores.id)],
  state: [asc(stores.state), asc(stores.name), asc(stores.id)],
  city: [asc(stores.city), asc(stores.name), asc(stores.id)],
  id: [asc(stores.id)],
};

export interface StoreListRequest {
  orderingAppId: number;
  ids?: number[];
  id?: number;
  /** Stores that deliver (medical or Adult Use) to any of these zips; divested stores never do. */
  deliveryZips?: string[];
  order: StoresQuery['order_by'];
}

/** The stores of one brand, narrowed by ids, id or delivery zips (part 1 §7 p/stores). */
export async function listStores(db: Database, request: StoreListRequest, now = new Date()): Promise<Store[]> {
  const conditions: (SQL | undefined)[] = [eq(stores.orderingAppId, request.orderingAppId)];
  if (request.ids) conditions.push(inArray(stores.id, request.ids));
  if (request.id !== undefined) conditions.push(eq(stores.id, request.id));
  if (request.deliveryZips) {
    conditions.push(
      sql`${stores.deliveryValidZips} && ARRAY[${sql.join(request.deliveryZips.map((zip) => sql`${zip}`), sql`, `)}]::text[]`,
      or(eq(stores.isMedDelivery, true), eq(stores.isRecDelivery, true)),
      eq(stores.isDivested, false),
    );
  }
  const rows = await db
    .select()
    .from(stores)
    .where(and(...conditions))
    .orderBy(...STORE_ORDER[request.order]);
  const exceptions = await upcomingHourExceptions(db, rows, now);
  return rows.map((row) => toStore(row, undefined, exceptions.get(row.id)));
}

export async function findStoreRow(db: Database, where: SQL): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(where);
  return row;
}
