import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { CART_MESSAGES } from '@/api/cart';
import type { UsageType } from '@/domain/usage-type';
import { inventoryItems } from '@/server/db/schema';
import type { Db } from './cart-db';
import type { UnavailableLine } from './cart-errors';
import { lineName, usageStockColumns, type LineRow } from './cart-line-rows';

/**
 * Stock moves of orders (ARCHITECTURE.md "Data"): taken inside the submitting transaction with a
 * conditional update, so concurrent orders cannot oversell; given back when an order is cancelled.
 * Lines go in inventory id order, so two carts locking the same items never deadlock.
 */
const byInventory = (lines: readonly LineRow[]) => [...lines].sort((a, b) => a.inventoryId - b.inventoryId);

function sellableColumnSet(usage: UsageType, change: SQL) {
  return usage === 'medical' ? { medSellableQty: change } : { recSellableQty: change };
}

/** Takes every line's units; answers the lines that could not be taken (the caller then rolls back). */
export async function takeStock(tx: Db, usage: UsageType, lines: readonly LineRow[]): Promise<UnavailableLine[]> {
  const { price, qty } = usageStockColumns(usage);
  const unavailable: UnavailableLine[] = [];
  for (const line of byInventory(lines)) {
    const taken = await tx
      .update(inventoryItems)
      .set({ ...sellableColumnSet(usage, sql`${qty} - ${line.quantity}`), reservedQty: sql`${inventoryItems.reservedQty} + ${line.quantity}` })
      .where(and(eq(inventoryItems.id, line.inventoryId), gte(qty, line.quantity), isNotNull(price)))
      .returning({ id: inventoryItems.id });
    if (!taken.length) unavailable.push(await unavailableLine(tx, usage, line));
  }
  return unavailable;
}

async function unavailableLine(tx: Db, usage: UsageType, line: LineRow): Promise<UnavailableLine> {
  const { price, qty } = usageStockColumns(usage);
  const [now] = await tx.select({ price, qty }).from(inventoryItems).where(eq(inventoryItems.id, line.inventoryId));
  const left = now && now.price !== null ? Math.max(now.qty, 0) : 0;
  const name = lineName(line);
  return { inventory_id: line.inventoryId, name, message: left > 0 ? CART_MESSAGES.fewerLeft(name, left) : CART_MESSAGES.soldOutLine(name) };
}

/** A cancelled order's units go back on sale and out of reserve. */
export async function returnStock(tx: Db, usage: UsageType, lines: readonly LineRow[]): Promise<void> {
  const { qty } = usageStockColumns(usage);
  for (const line of byInventory(lines)) {
    await tx
      .update(inventoryItems)
      .set({
        ...sellableColumnSet(usage, sql`${qty} + ${line.quantity}`),
        reservedQty: sql`greatest(${inventoryItems.reservedQty} - ${line.quantity}, 0)`,
      })
      .where(eq(inventoryItems.id, line.inventoryId));
  }
}
