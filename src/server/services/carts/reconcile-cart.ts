import { CART_MESSAGES, type CartWarning } from '@/api/cart';
import { priceCart } from '@/domain/cart-pricing';
import type { PricedCart } from '@/domain/cart-pricing-types';
import type { Db } from './cart-db';
import { activePromo, pricingInput, type CartContext } from './cart-context';
import { touchCart } from './cart-records';
import { CART_WARNINGS, orderedWarnings } from './cart-warnings';
import { fitLimits, fitStock, notePrices } from './line-reconcile';
import { loyaltyProblem } from './loyalty-check';
import { promoAlreadyUsed } from './promo-check';

export interface ReconciledCart {
  context: CartContext;
  priced: PricedCart;
  warnings: CartWarning[];
}

/**
 * A pending cart made true to the store as it is now (part 2 §8 cart warnings): sold-out lines go,
 * quantities come down to stock and category limits, an ended or used promo and a redemption that
 * no longer holds are dropped, and moved prices are noted. Every change is written, so each warning
 * is answered once, by the response that found it.
 */
export async function reconcileCart(db: Db, start: CartContext): Promise<ReconciledCart> {
  const warnings: CartWarning[] = [];
  let context = start;
  let lines = await fitStock(db, context.lines, warnings);
  lines = await fitLimits(db, context.store, context.usage, lines, warnings);
  context = { ...context, lines };

  context = await dropStalePromo(db, context, warnings);
  let priced = priceCart(pricingInput(context));
  context = { ...context, lines: await notePrices(db, context.lines, priced, warnings) };

  if (context.cart.loyaltyPointsRedeemed > 0) {
    const problem = await loyaltyProblem(db, context, context.cart.loyaltyPointsRedeemed, priced.loyaltyMaxRedemptionDollars);
    if (problem) {
      await touchCart(db, context.cart.id, { loyaltyPointsRedeemed: 0 });
      context = { ...context, cart: { ...context.cart, loyaltyPointsRedeemed: 0 } };
      warnings.push(CART_WARNINGS.loyaltyRemoved(problem));
      priced = priceCart(pricingInput(context));
    }
  }
  return { context, priced, warnings: orderedWarnings(warnings) };
}

async function dropStalePromo(db: Db, context: CartContext, warnings: CartWarning[]): Promise<CartContext> {
  const { promoCode, promoSpecialId } = context.cart;
  if (!promoCode) return context;
  const promo = activePromo(context);
  const used = !!promo?.singleUse && promoSpecialId !== null && (await promoAlreadyUsed(db, context.user.id, promoSpecialId));
  if (promo && !used) return context;
  await touchCart(db, context.cart.id, { promoCode: null, promoSpecialId: null });
  warnings.push(CART_WARNINGS.promoRemoved(promoCode, used ? CART_MESSAGES.promoUsed : undefined));
  return { ...context, cart: { ...context.cart, promoCode: null, promoSpecialId: null } };
}
