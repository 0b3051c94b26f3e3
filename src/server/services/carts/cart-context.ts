import type { PricingInput } from '@/domain/cart-pricing-types';
import { parseUsageType, type UsageType } from '@/domain/usage-type';
import type { HourException } from '@/domain/store-hours';
import { upcomingHourExceptions } from '@/server/services/catalog/store-hour-exceptions';
import { asDatabase, type Db } from './cart-db';
import { loadLines, type LineRow } from './cart-line-rows';
import type { CartRow } from './cart-records';
import { findPromoSpecial, loadCartSpecials, discountTerms, type CartSpecials } from './cart-specials';
import { storeAndPointsRate, taxRateFor, type StoreRow } from './cart-store';
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
  /** The store's dated hour exceptions from today, for a delivery cart (its windows honour them); else none. */
  hourExceptions: HourException[];
}

/**
 * Every cart answer runs this (README "Performance": the cost is per statement), so it reads as few
 * times as it can: the store with the brand's rewards rate, the lines, the active specials (with the
 * item specials of the lines when there are any), and the hour exceptions only for a delivery cart,
 * whose windows need them. One query at a time: inside a transaction they share one connection.
 */
export async function loadCartContext(db: Db, cart: CartRow, user: UserRow, now: Date): Promise<CartContext> {
  const usage = parseUsageType(cart.usageType) ?? 'recreational';
  const { store, pointsPerDollar } = await storeAndPointsRate(db, cart.storeId, cart.orderingAppId);
  const lines = await loadLines(db, cart.id, usage);
  const specials = await loadCartSpecials(db, {
    storeId: cart.storeId,
    usage,
    now,
    audienceKeys: user.audienceKeys,
    inventoryIds: lines.map((line) => line.inventoryId),
  });
  const hourExceptions = cart.orderType === 'delivery' ? ((await upcomingHourExceptions(asDatabase(db), [store], now)).get(store.id) ?? []) : [];
  return { cart, store, usage, user, pointsPerDollar, lines, specials, now, hourExceptions };
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
