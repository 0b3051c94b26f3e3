import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { priceCart } from '@/domain/cart-pricing';
import { POINTS_PER_DOLLAR } from '@/domain/constants';
import type { Database } from '../client';
import { cartItems, carts, cartStatusChanges, inventoryItems, loyaltyLedger, stores, users } from '../schema';

/**
 * Past orders of the demo shopper (README "Demo data"): two picked-up orders a few weeks before the
 * demo's base date, so Order History is not empty and a finished order can be returned (part 2 §4:
 * returns only for finished orders). Priced with src/domain/cart-pricing.ts like any order and
 * frozen; their points are already in the ledger.
 */
const SHOPPER_EMAIL = 'shopper@apotheca.test';
const STORE_SLUG = 'hudson-valley-ny';
const PAST_ORDERS = [
  { placedOn: new Date('2026-10-24T17:20:00Z'), finishedOn: new Date('2026-10-24T18:05:00Z'), categories: ['flower', 'edibles'] },
  { placedOn: new Date('2026-11-07T21:40:00Z'), finishedOn: new Date('2026-11-07T22:10:00Z'), categories: ['vapes', 'prerolls', 'beverages'] },
];

export async function seedDemoOrders(db: Database): Promise<void> {
  const [shopper] = await db.select().from(users).where(eq(users.email, SHOPPER_EMAIL)).limit(1);
  const [store] = await db.select().from(stores).where(eq(stores.storeSlug, STORE_SLUG)).limit(1);
  if (!shopper || !store) return;
  for (const order of PAST_ORDERS) {
    const items = [];
    for (const category of order.categories) {
      const [item] = await db
        .select({ id: inventoryItems.id, price: inventoryItems.recPriceCents, category: inventoryItems.category })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.storeId, store.id), eq(inventoryItems.category, category), isNotNull(inventoryItems.recPriceCents), gt(inventoryItems.recSellableQty, 0)))
        .orderBy(asc(inventoryItems.id))
        .limit(1);
      if (item) items.push({ inventoryId: item.id, quantity: 1, unitPriceCents: item.price!, category: item.category, itemSpecials: [] });
    }
    if (!items.length) continue;
    const priced = priceCart({
      lines: items,
      bundles: [],
      cartSpecials: [],
      isEmployee: false,
      loyalty: { enrolled: true, pointsToRedeem: 0, rules: { allowedRedemption: 'all', minimumBalanceRequirement: 'all', pointsPerDollar: POINTS_PER_DOLLAR } },
      taxRateBps: store.taxRateRecBps,
      deliveryFeeCents: 0,
    });
    const [cart] = await db
      .insert(carts)
      .values({
        orderingAppId: store.orderingAppId,
        userId: shopper.id,
        storeId: store.id,
        usageType: 'recreational',
        status: 'finished',
        pricing: priced as unknown as Record<string, unknown>,
        grandTotalCents: priced.grandTotalCents,
        loyaltyPointsAccrued: priced.loyaltyPointsAccrued,
        submitKey: `demo-order-${order.placedOn.toISOString()}`,
        submittedOn: order.placedOn,
        createdAt: order.placedOn,
        updatedAt: order.finishedOn,
      })
      .returning({ id: carts.id });
    const cartId = cart!.id;
    await db.insert(cartItems).values(items.map((item) => ({ cartId, inventoryId: item.inventoryId, quantity: item.quantity, seenUnitPriceCents: item.unitPriceCents })));
    await db.insert(cartStatusChanges).values([
      { cartId, fromStatus: 'pending', toStatus: 'submitted', changedByUserId: shopper.id, at: order.placedOn },
      { cartId, fromStatus: 'submitted', toStatus: 'finished', changedByUserId: null, at: order.finishedOn },
    ]);
    await db.insert(loyaltyLedger).values({ userId: shopper.id, points: priced.loyaltyPointsAccrued, reason: `order ${cartId}`, createdAt: order.finishedOn });
  }
}
