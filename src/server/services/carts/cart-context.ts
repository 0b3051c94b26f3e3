import { eq } from 'drizzle-orm';
import type { PricingInput } from '@/domain/cart-pricing-types';
import { parseUsageType, type UsageType } from '@/domain/usage-type';
import type { HourException } from '@/domain/store-hours';
import { orderingApps } from '@/server/db/schema';
import { upcomingHourExceptions } from '@/server/services/catalog/store-hour-exceptions';
import { asDatabase, type Db } from './cart-db';
import { loadLines, type LineRow } from './cart-line-rows';
import type { CartRow } from './cart-records';
import { findPromoSpecial, loadCartSpecials, discountTerms, type CartSpecials } from './cart-specials';
import { storeRow, taxRateFor, type StoreRow } from './cart-store';
import { isEmployee, type UserRow } from './shopper-facts';

/** Everything needed to price and show one cart, read once per request. */
export interface CartContext {
  cart: CartRow;
  store: StoreRow;
  usage: UsageType;
  user: UserRow;
  pointsPerDollar: number;
  lines: LineRow[];
  specials: CartSpecials;
  now: Date;
  /** The store's dated hour exceptions from today: its delivery windows honour them. */
  hourExceptions: HourException[];
}

export async function loadCartContext(db: Db, cart: CartRow, user: UserRow, now: Date): Promise<CartContext> {
  const usage = parseUsageType(cart.usageType) ?? 'recreational';
  // One query at a time: inside a transaction they share one connection.
  const store = await storeRow(db, cart.storeId);
  const lines = await loadLines(db, cart.id, usage);
  const [app] = await db.select({ pointsPerDollar: orderingApps.pointsPerDollar }).from(orderingApps).where(eq(orderingApps.id, cart.orderingAppId));
  const specials = await loadCartSpecials(db, {
    storeId: cart.storeId,
    usage,
    now,
    audienceKeys: user.audienceKeys,
    inventoryIds: lines.map((line) => line.inventoryId),
  });
  const hourExceptions = (await upcomingHourExceptions(asDatabase(db), [store], now)).get(store.id) ?? [];
  return { cart, store, usage, user, pointsPerDollar: app?.pointsPerDollar ?? 40, lines, specials, now, hourExceptions };
}

/** The promo the cart holds, while its special still runs and still carries the code. */
export function activePromo(context: CartContext): PricingInput['promo'] {
  const { promoCode, promoSpecialId } = context.cart;
  if (!promoCode || promoSpecialId === null) return undefined;
  const special = findPromoSpecial(context.specials, promoCode);
  if (!special || special.id !== promoSpecialId) return undefined;
  return { code: promoCode, terms: discountTerms(special), singleUse: special.single_use };
}

/** The pricing input of src/domain/cart-pricing-types.ts for the cart as it stands. */
export function pricingInput(context: CartContext): PricingInput {
  const { store, usage, user, cart } = context;
  const admin = store.loyaltyAdmin;
  const medical = usage === 'medical';
  return {
    lines: context.lines.map((line) => ({
      inventoryId: line.inventoryId,
      quantity: line.quantity,
      unitPriceCents: line.priceCents ?? 0,
      category: line.category,
      itemSpecials: context.specials.itemSpecials.get(line.inventoryId) ?? [],
    })),
    bundles: context.specials.bundles,
    cartSpecials: context.specials.cartSpecials,
    promo: activePromo(context),
    isEmployee: isEmployee(user),
    loyalty: {
      enrolled: user.loyaltyEnrolledAt !== null,
      pointsToRedeem: cart.loyaltyPointsRedeemed,
      rules: {
        allowedRedemption: medical ? admin.medical_redemption : admin.recreational_redemption,
        minimumBalanceRequirement: medical ? admin.require_min_for_med : admin.require_min_for_rec,
        pointsPerDollar: context.pointsPerDollar,
      },
    },
    taxRateBps: taxRateFor(store, usage),
    // The store's fee applies to delivery orders only (part 2 §3 Cart / order: delivery_fee).
    deliveryFeeCents: cart.orderType === 'delivery' ? store.deliveryFeeCents : 0,
  };
}
