import { CART_MESSAGES } from '@/api/cart';
import { priceCart, promoShortfallCents } from '@/domain/cart-pricing';
import { isSpecialVisibleTo } from '@/domain/specials';
import type { Db } from './cart-db';
import { loadCartContext, pricingInput } from './cart-context';
import { loyaltyInvalid, promoInvalid } from './cart-errors';
import { touchCart, type CartRow } from './cart-records';
import { findPromoSpecial } from './cart-specials';
import { loyaltyProblem } from './loyalty-check';
import { promoAlreadyUsed, promoPartial } from './promo-check';
import type { UserRow } from './shopper-facts';

/**
 * Promo codes and rewards on a pending cart (DECISIONS.md "Specials", "Money and points"; part 2 §5
 * Rewards, §8). What is stored is only the choice; pricing applies it on every answer.
 */

/**
 * A code names an active cart-level special of the store and usage type (any case); single use per
 * account. A single-use code that would take less than its face value, because the discounts before
 * it left less to take, is refused with PromoPartial and how much it would take, until the shopper
 * accepts that (`acceptPartial`; part 2 §8 promo notice; README "How a cart is priced").
 */
export async function applyPromoCode(db: Db, user: UserRow, cart: CartRow, code: string, acceptPartial = false, now = new Date()): Promise<void> {
  const context = await loadCartContext(db, cart, user, now);
  const special = findPromoSpecial(context.specials, code);
  if (!special || !isSpecialVisibleTo(special, user.audienceKeys)) throw promoInvalid(CART_MESSAGES.promoUnknown);
  if (special.single_use && (await promoAlreadyUsed(db, user.id, special.id))) throw promoInvalid(CART_MESSAGES.promoUsed);
  const wanted = code.trim().toLowerCase();
  const canonical = special.promo_codes.find((promo) => promo.trim().toLowerCase() === wanted) ?? code.trim();
  const chosen = { promoCode: canonical, promoSpecialId: special.id };
  if (!acceptPartial) {
    const { promo } = priceCart(pricingInput({ ...context, cart: { ...cart, ...chosen } }));
    if (promo && promoShortfallCents(promo) > 0) throw promoPartial(promo);
  }
  await touchCart(db, cart.id, chosen);
}

export async function removePromoCode(db: Db, cart: CartRow): Promise<void> {
  await touchCart(db, cart.id, { promoCode: null, promoSpecialId: null });
}

/** Points in whole dollars, within the cart's maximum and the points available (LoyaltyInvalid otherwise). */
export async function redeemLoyalty(db: Db, user: UserRow, cart: CartRow, points: number, now = new Date()): Promise<void> {
  const context = await loadCartContext(db, { ...cart, loyaltyPointsRedeemed: 0 }, user, now);
  const { loyaltyMaxRedemptionDollars } = priceCart(pricingInput(context));
  const problem = await loyaltyProblem(db, context, points, loyaltyMaxRedemptionDollars);
  if (problem) throw loyaltyInvalid(problem);
  await touchCart(db, cart.id, { loyaltyPointsRedeemed: points });
}

export async function removeLoyalty(db: Db, cart: CartRow): Promise<void> {
  await touchCart(db, cart.id, { loyaltyPointsRedeemed: 0 });
}
