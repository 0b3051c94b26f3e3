import { asc, eq, sql } from 'drizzle-orm';
import type { UsageType } from '@/domain/usage-type';
import { cartItems, inventoryItems } from '@/server/db/schema';
import type { Db } from './cart-db';

/** A cart line with its product as stocked now for the cart's usage type. */
export interface LineRow {
  lineId: number;
  inventoryId: number;
  quantity: number;
  seenUnitPriceCents: number | null;
  name: string;
  ecommDisplayName: string;
  brand: string;
  weight: string | null;
  displaySize: string;
  category: string;
  subCategory: string;
  strainType: string | null;
  images: string[];
  sku: string;
  storeId: number;
  /** The list price for the usage type; null means the product is no longer offered for it. */
  priceCents: number | null;
  /** Sellable units for the usage type (0 when not offered). */
  sellable: number;
}

/**
 * The per-usage stock column of inventory_items and the price it is offered at (the stock taken on
 * submit uses them too): null when the item has no price for the usage type or the console hides it
 * from that usage type, so a cart line of a hidden item is no longer offered and cannot be ordered.
 */
export function usageStockColumns(usage: UsageType) {
  const [listPrice, qty] = usage === 'medical' ? [inventoryItems.medPriceCents, inventoryItems.medSellableQty] : [inventoryItems.recPriceCents, inventoryItems.recSellableQty];
  const price = sql<number | null>`(CASE WHEN ${usage}::text = ANY(${inventoryItems.hiddenUsageTypes}) THEN NULL ELSE ${listPrice} END)`;
  return { price, qty };
}

/** The lines of a cart, oldest first. */
export async function loadLines(db: Db, cartId: number, usage: UsageType): Promise<LineRow[]> {
  const { price, qty } = usageStockColumns(usage);
  const rows = await db
    .select({
      lineId: cartItems.id,
      inventoryId: cartItems.inventoryId,
      quantity: cartItems.quantity,
      seenUnitPriceCents: cartItems.seenUnitPriceCents,
      name: inventoryItems.name,
      ecommDisplayName: inventoryItems.ecommDisplayName,
      brand: inventoryItems.brand,
      weight: inventoryItems.weight,
      displaySize: inventoryItems.displaySize,
      category: inventoryItems.category,
      subCategory: inventoryItems.subCategory,
      strainType: inventoryItems.strainType,
      images: inventoryItems.images,
      sku: inventoryItems.skuName,
      storeId: inventoryItems.storeId,
      priceCents: price,
      qty,
    })
    .from(cartItems)
    .innerJoin(inventoryItems, eq(inventoryItems.id, cartItems.inventoryId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  return rows.map(({ qty: sellable, ...row }) => ({ ...row, sellable: row.priceCents === null ? 0 : Math.max(sellable, 0) }));
}

/** The name a shopper knows a product by. */
export const lineName = (line: Pick<LineRow, 'ecommDisplayName' | 'name'>) => line.ecommDisplayName || line.name;
