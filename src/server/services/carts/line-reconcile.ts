import { eq } from 'drizzle-orm';
import type { CartWarning } from '@/api/cart';
import type { PricedCart } from '@/domain/cart-pricing-types';
import { maxLineQuantity } from '@/domain/line-quantity';
import { categoryLimit, quantityInCategory } from '@/domain/purchase-limits';
import type { UsageType } from '@/domain/usage-type';
import { cartItems } from '@/server/db/schema';
import type { Db } from './cart-db';
import { lineName, type LineRow } from './cart-line-rows';
import { labelOf, type StoreRow } from './cart-store';
import { CART_WARNINGS } from './cart-warnings';

/** The lines of a pending cart made true again: stock (part 1 §5 quantity rule) and category limits. */

async function setQuantity(db: Db, line: LineRow, quantity: number): Promise<LineRow | undefined> {
  if (quantity <= 0) {
    await db.delete(cartItems).where(eq(cartItems.id, line.lineId));
    return undefined;
  }
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.lineId));
  return { ...line, quantity };
}

/** Sold-out lines go; lines above min(sellable, 20) come down to it. */
export async function fitStock(db: Db, lines: readonly LineRow[], warnings: CartWarning[]): Promise<LineRow[]> {
  const kept: LineRow[] = [];
  for (const line of lines) {
    const max = maxLineQuantity(line.sellable);
    if (max <= 0) {
      await setQuantity(db, line, 0);
      warnings.push(CART_WARNINGS.soldOut(line.inventoryId, lineName(line)));
    } else if (line.quantity > max) {
      kept.push((await setQuantity(db, line, max))!);
      warnings.push(CART_WARNINGS.quantityReduced(line.inventoryId, lineName(line), max));
    } else {
      kept.push(line);
    }
  }
  return kept;
}

/** A category above its (possibly lowered) limit loses units from its newest lines first. */
export async function fitLimits(db: Db, store: StoreRow, usage: UsageType, lines: readonly LineRow[], warnings: CartWarning[]): Promise<LineRow[]> {
  const result = [...lines];
  for (const category of new Set(lines.map((line) => line.category))) {
    const limit = categoryLimit(store.purchaseLimits, category, usage);
    if (limit === undefined) continue;
    let excess = quantityInCategory(result, category) - limit;
    for (let index = result.length - 1; index >= 0 && excess > 0; index -= 1) {
      const line = result[index]!;
      if (line.category !== category) continue;
      const cut = Math.min(line.quantity, excess);
      excess -= cut;
      const changed = await setQuantity(db, line, line.quantity - cut);
      warnings.push(CART_WARNINGS.limitChanged(line.inventoryId, lineName(line), labelOf(category, store, usage), limit));
      if (changed) result[index] = changed;
      else result.splice(index, 1);
    }
  }
  return result;
}

/** The unit price after item specials that the shopper sees for each line. */
export const shownUnitPrice = (line: PricedCart['lines'][number]) => line.discountedUnitPriceCents ?? line.unitPriceCents;

/** A unit price that moved since the shopper last saw it is a warning; the new one becomes the seen one. */
export async function notePrices(db: Db, lines: readonly LineRow[], priced: PricedCart, warnings: CartWarning[]): Promise<LineRow[]> {
  const result: LineRow[] = [];
  for (const [index, line] of lines.entries()) {
    const shown = shownUnitPrice(priced.lines[index]!);
    if (line.seenUnitPriceCents === shown) {
      result.push(line);
      continue;
    }
    if (line.seenUnitPriceCents !== null) {
      warnings.push(CART_WARNINGS.priceChanged(line.inventoryId, lineName(line), line.seenUnitPriceCents, shown));
    }
    await db.update(cartItems).set({ seenUnitPriceCents: shown }).where(eq(cartItems.id, line.lineId));
    result.push({ ...line, seenUnitPriceCents: shown });
  }
  return result;
}
