import { and, eq } from 'drizzle-orm';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { priceCart } from '@/domain/cart-pricing';
import type { PricedCart } from '@/domain/cart-pricing-types';
import { checkoutProblem } from '@/domain/checkout-rules';
import { LOYALTY_MESSAGES } from '@/domain/loyalty-redemption';
import { SUBMITTED_STATUSES, type OrderStatus } from '@/domain/order-status';
import { cartLimits } from '@/domain/purchase-limits';
import { carts, cartStatusChanges, loyaltyLedger, promoRedemptions, users, type FrozenPricing } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import type { Db } from './cart-db';
import { loadCartContext, pricingInput, type CartContext } from './cart-context';
import { checkoutBlocked, linesUnavailable, loyaltyInvalid, promoInvalid } from './cart-errors';
import type { CartRow } from './cart-records';
import { lineName } from './cart-line-rows';
import { labelOf } from './cart-store';
import { CART_WARNINGS } from './cart-warnings';
import { checkoutFacts, windowsOf } from './checkout-state';
import { shownUnitPrice } from './line-reconcile';
import { loyaltyProblem } from './loyalty-check';
import type { UserRow } from './shopper-facts';
import { takeStock } from './take-stock';

/**
 * Places a locked pending cart inside the caller's transaction (ARCHITECTURE.md "Data"). Any refusal
 * throws, so the transaction rolls back and nothing is taken: not the stock, not the promo, not the
 * points. The order keeps the pricing of this moment (its totals never move afterwards).
 */
/** A price that moved since the shopper last saw it is shown before anything is charged at it. */
export const REVIEW_CART = 'Please review your cart before placing your order.';

const statusNotChanged = () => conflict(CART_MESSAGES.cartStatusNotChanged, CART_ERROR_CODES.cartStatusNotChanged);

/** What must still hold before anything is taken: discounts, limits, and the checkout rules of part 2 §5. */
async function refusal(tx: Db, context: CartContext, priced: PricedCart) {
  const { cart, store, usage } = context;
  if (cart.promoCode && !priced.promo) return promoInvalid(`Promo code ${cart.promoCode} is no longer available.`);
  if (cart.loyaltyPointsRedeemed > 0) {
    const problem = await loyaltyProblem(tx, context, cart.loyaltyPointsRedeemed, priced.loyaltyMaxRedemptionDollars);
    if (problem || priced.loyaltyInvalid) return loyaltyInvalid(problem ?? LOYALTY_MESSAGES.invalid);
  }
  // Lines no longer offered are refused with the stock below, as sold out.
  const moved = context.lines.find(
    (line, index) => line.priceCents !== null && line.seenUnitPriceCents !== null && line.seenUnitPriceCents !== shownUnitPrice(priced.lines[index]!),
  );
  if (moved) {
    const now = shownUnitPrice(priced.lines[context.lines.indexOf(moved)]!);
    const change = CART_WARNINGS.priceChanged(moved.inventoryId, lineName(moved), moved.seenUnitPriceCents!, now).message;
    return checkoutBlocked(`${change} ${REVIEW_CART}`);
  }
  const over = cartLimits(store.purchaseLimits, usage, context.lines).find((limit) => limit.inCart > limit.limit);
  if (over) return checkoutBlocked(ADD_TO_CART_MESSAGES.limitReached(labelOf(over.category, store, usage), over.limit));
  const windows = cart.orderType === 'delivery' ? windowsOf(context) : [];
  const problem = checkoutProblem(await checkoutFacts(tx, context, priced, windows));
  return problem ? checkoutBlocked(problem) : undefined;
}

/**
 * Who placed the order and where it goes, when not the account that priced it. A kiosk order is
 * priced through an account but placed by the kiosk, straight to submitted: the shopper is already
 * in the store, so it never waits for check-in.
 */
export interface PlacedBy {
  kioskId: number;
  status: Extract<OrderStatus, 'submitted'>;
}

export async function placeOrder(tx: Db, user: UserRow, cart: CartRow, submitKey: string, now: Date, placedBy?: PlacedBy): Promise<CartRow> {
  // The points' owner is locked before their balance is read, as a console adjustment locks it
  // (README "Customers in the console"), so a debit and a redemption take turns and the later one
  // sees the other's entry instead of both passing the check and the balance going below 0.
  if (cart.loyaltyPointsRedeemed > 0) await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  const context = await loadCartContext(tx, cart, user, now);
  const priced = priceCart(pricingInput(context));
  const refused = await refusal(tx, context, priced);
  if (refused) throw refused;

  const unavailable = await takeStock(tx, context.usage, context.lines);
  if (unavailable.length) throw linesUnavailable(unavailable);
  if (priced.promo?.singleUse && cart.promoSpecialId !== null) {
    const taken = await tx.insert(promoRedemptions).values({ userId: user.id, specialId: cart.promoSpecialId, cartId: cart.id }).onConflictDoNothing().returning();
    if (!taken.length) throw promoInvalid(CART_MESSAGES.promoUsed);
  }
  if (priced.loyaltyPointsRedeemed > 0) {
    await tx.insert(loyaltyLedger).values({ userId: user.id, points: -priced.loyaltyPointsRedeemed, reason: `order ${cart.id}` });
  }

  const status: OrderStatus = placedBy?.status ?? (cart.checkin ? 'awaiting_checkin' : 'submitted');
  if (!SUBMITTED_STATUSES.includes(status)) throw statusNotChanged();
  const [order] = await tx
    .update(carts)
    .set({
      status,
      pricing: priced as unknown as FrozenPricing,
      grandTotalCents: priced.grandTotalCents,
      loyaltyPointsRedeemed: priced.loyaltyPointsRedeemed,
      loyaltyPointsAccrued: priced.loyaltyPointsAccrued,
      submittedOn: now,
      submitKey,
      updatedAt: now,
    })
    .where(and(eq(carts.id, cart.id), eq(carts.status, 'pending')))
    .returning();
  if (!order) throw statusNotChanged();
  const changedBy = placedBy ? { changedByUserId: null, kioskId: placedBy.kioskId } : { changedByUserId: user.id };
  await tx.insert(cartStatusChanges).values({ cartId: cart.id, fromStatus: 'pending', toStatus: status, ...changedBy, at: now });
  return order;
}
