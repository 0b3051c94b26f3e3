import type {
  AppliedDiscount,
  DiscountTerms,
  PricedCart,
  PricedLine,
  PricingInput,
  PricingLine,
} from './cart-pricing-types';
import { EMPLOYEE_DISCOUNT_PERCENT } from './constants';
import { applyBundles } from './cart-pricing-bundles';
import { leftAfterCartDiscounts } from './cart-pricing-shares';
import { maxRedemptionDollars } from './loyalty-redemption';
import { addTax, type Cents } from './money';

/**
 * Cart pricing, once, on the server, in integer cents (DECISIONS.md "Money and points"; part 2 §3
 * Cart, §5 Checkout and Rewards). Order: item specials per line, bundles, the best automatic cart
 * special, the promo, the employee discount, rewards (never more than those left to pay: see
 * rewardsMaximum); then tax on what is left, the delivery fee, and the total rounded down to the dollar.
 */

function clampPercent(percent: number | null): number {
  return Math.min(Math.max(percent ?? 0, 0), 100);
}

/** `cents * percent / 100`, rounded half up (cents are never negative here). */
function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}

function taxOn(cents: Cents, rateBps: number): Cents {
  return addTax(cents, rateBps) - cents;
}

/**
 * The unit price after one inventory-level special (part 1 §3 Special): percent off rounded half up,
 * dollars off floored at 0, a fixed price never above list; bundles and unknown types leave it.
 * Matches priceAfter in src/server/services/catalog/catalog-scope.ts, so the cart shows the menu's price.
 */
export function priceAfterSpecial(terms: DiscountTerms, unitPriceCents: Cents): Cents {
  switch (terms.discountType) {
    case 'percent':
      return percentOf(unitPriceCents, 100 - clampPercent(terms.discountPercent));
    case 'dollar':
      return Math.max(unitPriceCents - (terms.discountDollarCents ?? 0), 0);
    case 'price':
      return terms.discountDollarCents === null ? unitPriceCents : Math.min(terms.discountDollarCents, unitPriceCents);
    default:
      return unitPriceCents;
  }
}

/** One line with the lowest price among its item specials; no special when none is strictly lower than list. */
function priceLine(line: PricingLine, taxRateBps: number): PricedLine {
  let best: { price: Cents; special: DiscountTerms } | undefined;
  for (const special of line.itemSpecials) {
    const price = priceAfterSpecial(special, line.unitPriceCents);
    if (price < (best?.price ?? line.unitPriceCents)) best = { price, special };
  }
  const discountedTotalCents = (best?.price ?? line.unitPriceCents) * line.quantity;
  return {
    inventoryId: line.inventoryId,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    discountedUnitPriceCents: best?.price ?? null,
    appliedSpecialId: best?.special.id ?? null,
    appliedSpecialCaption: best?.special.caption ?? null,
    totalCents: line.unitPriceCents * line.quantity,
    discountedTotalCents,
    taxCents: taxOn(discountedTotalCents, taxRateBps),
  };
}

function applied(terms: DiscountTerms, discountCents: Cents): AppliedDiscount {
  return { specialId: terms.id, title: terms.title, caption: terms.caption, discountCents };
}

/** What a cart-level special takes off `baseCents`: percent rounded half up, dollars up to the base. */
function cartDiscount(terms: DiscountTerms, baseCents: Cents): Cents {
  if (terms.discountType === 'percent') return percentOf(baseCents, clampPercent(terms.discountPercent));
  if (terms.discountType === 'dollar') return Math.min(Math.max(terms.discountDollarCents ?? 0, 0), baseCents);
  return 0;
}

/** The automatic cart special saving the most (the first on a tie), or null when none saves anything. */
function bestCartSpecial(specials: readonly DiscountTerms[], baseCents: Cents): AppliedDiscount | null {
  let best: AppliedDiscount | null = null;
  for (const special of specials) {
    const discount = cartDiscount(special, baseCents);
    if (discount > (best?.discountCents ?? 0)) best = applied(special, discount);
  }
  return best;
}

/** The promo on what is left after bundles and the cart special, with its face value when it is dollars off. */
function pricedPromo(promo: NonNullable<PricingInput['promo']>, baseCents: Cents): NonNullable<PricedCart['promo']> {
  const faceValueCents = promo.terms.discountType === 'dollar' ? Math.max(promo.terms.discountDollarCents ?? 0, 0) : null;
  return { ...applied(promo.terms, cartDiscount(promo.terms, baseCents)), code: promo.code, singleUse: promo.singleUse, faceValueCents };
}

/**
 * The cents a single-use promo gives up on this cart: its face value less what it takes off, when
 * the discounts before it left less than its face value to take (part 2 §8 promo notice: "you will
 * not be able to redeem the remainder"); 0 for a percentage, a reusable code, or a code used in full.
 * The shopper agrees to this before the code is applied (README "How a cart is priced").
 */
export function promoShortfallCents(promo: { singleUse: boolean; discountCents: Cents; faceValueCents: Cents | null }): Cents {
  if (!promo.singleUse || promo.faceValueCents === null) return 0;
  return Math.max(promo.faceValueCents - promo.discountCents, 0);
}

/** Rewards: points valid only for enrolled non-employees, in whole dollars, within the cart's maximum. */
function redeemLoyalty(input: PricingInput, maxDollars: number) {
  const { pointsToRedeem, enrolled, rules } = input.loyalty;
  if (pointsToRedeem <= 0) return { discountCents: 0, pointsRedeemed: 0, invalid: false };
  const dollars = rules.pointsPerDollar > 0 ? pointsToRedeem / rules.pointsPerDollar : Number.NaN;
  const valid = enrolled && !input.isEmployee && Number.isInteger(dollars) && dollars <= maxDollars;
  if (!valid) return { discountCents: 0, pointsRedeemed: 0, invalid: true };
  return { discountCents: dollars * 100, pointsRedeemed: pointsToRedeem, invalid: false };
}

/**
 * The whole-dollar rewards maximum on what every earlier discount left to pay (part 2 §5 Rewards,
 * §9; README "How a cart is priced"): the bundles come off the lines whose units they used, and the
 * cart special, the promo and the employee discount off every line in proportion to what it has
 * left (cart-pricing-shares.ts), so the store's eligible categories and $1 per item hold per line.
 */
function rewardsMaximum(input: PricingInput, lines: readonly PricedLine[], bundleLineDiscounts: readonly Cents[], cartDiscounts: readonly Cents[]): number {
  const afterBundles = lines.map((line, index) => line.discountedTotalCents - bundleLineDiscounts[index]!);
  const left = leftAfterCartDiscounts(afterBundles, cartDiscounts);
  const redemptionLines = lines.map((line, index) => ({ category: input.lines[index]!.category, quantity: line.quantity, leftToPayCents: left[index]! }));
  return maxRedemptionDollars(redemptionLines, input.loyalty.rules);
}

/** Prices a cart exactly (DECISIONS.md "Money and points"; the steps are in the module comment). */
export function priceCart(input: PricingInput): PricedCart {
  const lines = input.lines.map((line) => priceLine(line, input.taxRateBps));
  const subtotalCents = lines.reduce((sum, line) => sum + line.discountedTotalCents, 0);

  const { bundles, lineDiscounts: bundleLineDiscounts } = applyBundles(input.bundles, lines);
  let baseCents = subtotalCents - bundles.reduce((sum, bundle) => sum + bundle.discountCents, 0);

  const appliedSpecial = bestCartSpecial(input.cartSpecials, baseCents);
  baseCents -= appliedSpecial?.discountCents ?? 0;

  const promo = input.promo ? pricedPromo(input.promo, baseCents) : null;
  baseCents -= promo?.discountCents ?? 0;

  const employeeDiscountCents = input.isEmployee ? percentOf(baseCents, EMPLOYEE_DISCOUNT_PERCENT) : 0;

  const cartDiscounts = [appliedSpecial?.discountCents ?? 0, promo?.discountCents ?? 0, employeeDiscountCents];
  const loyaltyMaxRedemptionDollars = rewardsMaximum(input, lines, bundleLineDiscounts, cartDiscounts);
  const loyalty = redeemLoyalty(input, loyaltyMaxRedemptionDollars);

  const discountTotalCents = subtotalCents - baseCents + employeeDiscountCents + loyalty.discountCents;
  const taxableCents = Math.max(subtotalCents - discountTotalCents, 0);
  const taxCents = taxOn(taxableCents, input.taxRateBps);
  const totalBeforeRoundingCents = taxableCents + taxCents + input.deliveryFeeCents;
  const grandTotalCents = Math.floor(totalBeforeRoundingCents / 100) * 100;

  return {
    lines,
    subtotalCents,
    bundles,
    appliedSpecial,
    promo,
    employeeDiscountCents,
    loyaltyDiscountCents: loyalty.discountCents,
    loyaltyInvalid: loyalty.invalid,
    loyaltyPointsRedeemed: loyalty.pointsRedeemed,
    loyaltyMaxRedemptionDollars,
    discountTotalCents,
    discountExceedsSubtotal: discountTotalCents > subtotalCents,
    taxCents,
    deliveryFeeCents: input.deliveryFeeCents,
    totalBeforeRoundingCents,
    grandTotalCents,
    roundingDifferenceCents: totalBeforeRoundingCents - grandTotalCents,
    loyaltyPointsAccrued: input.loyalty.enrolled && !input.isEmployee ? Math.floor(taxableCents / 100) : 0,
  };
}
