import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { STOCK_HOLDING_STATUSES } from '@/domain/feed-stock';
import type { UsageType } from '@/domain/usage-type';
import { cartItems, carts } from '@/server/db/schema';
import type { Db } from '@/server/services/carts/cart-db';

/**
 * Units of each item a store's orders placed after `since` still hold (src/domain/feed-stock.ts):
 * keyed `${usage}:${inventoryId}`. Orders take stock when they are submitted (carts/take-stock.ts)
 * and give it back when cancelled, so cancelled and rejected orders hold none.
 */
export async function unitsOrderedSince(db: Db, storeId: number, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ inventoryId: cartItems.inventoryId, usage: carts.usageType, units: sql<number>`sum(${cartItems.quantity})`.mapWith(Number) })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.storeId, storeId), gt(carts.submittedOn, since), inArray(carts.status, [...STOCK_HOLDING_STATUSES])))
    .groupBy(cartItems.inventoryId, carts.usageType);
  return new Map(rows.map((row) => [soldKey(row.usage as UsageType, row.inventoryId), row.units]));
}

export const soldKey = (usage: UsageType, inventoryId: number) => `${usage}:${inventoryId}`;
