import { eq } from 'drizzle-orm';
import { parseUsageType } from '@/domain/usage-type';
import { loyaltyLedger, promoRedemptions } from '@/server/db/schema';
import type { Db } from './cart-db';
import { loadLines } from './cart-line-rows';
import type { CartRow } from './cart-records';
import { returnStock } from './take-stock';

/**
 * A placed order that will not be collected gives back everything placing it took (part 2 §4): its
 * stock, its single-use promo and the points it redeemed. Runs inside the caller's transaction with
 * the order row locked, so it happens once; a customer cancel and a staff cancel or reject share it.
 */
export async function releaseOrder(tx: Db, order: CartRow, outcome: 'cancelled' | 'rejected'): Promise<void> {
  const usage = parseUsageType(order.usageType) ?? 'recreational';
  await returnStock(tx, usage, await loadLines(tx, order.id, usage));
  await tx.delete(promoRedemptions).where(eq(promoRedemptions.cartId, order.id));
  if (order.loyaltyPointsRedeemed > 0 && order.userId !== null) {
    await tx.insert(loyaltyLedger).values({ userId: order.userId, points: order.loyaltyPointsRedeemed, reason: `order ${order.id} ${outcome}` });
  }
}
