import type { Cents } from './money';

/**
 * The inputs and the answer of cart pricing (DECISIONS.md "Money and points"; part 2 §3 Cart).
 * Everything is integer cents; the server prices a cart once with `priceCart` and the client only
 * shows the answer.
 */

/** A special's discount terms as pricing needs them (part 1 §3 Special). */
export interface DiscountTerms {
  id: number;
  title: string;
  caption: string;
  discountType: 'percent' | 'dollar' | 'price' | 'bundle';
  /** percent: 0..100. */
  discountPercent: number | null;
  /** dollar: cents off; price: the fixed price in cents. */
  discountDollarCents: Cents | null;
  /** bundle: the price in cents of one complete set of targets. */
  bundlePriceCents: Cents | null;
}

/** One cart line as stocked and priced now. */
export interface PricingLine {
  inventoryId: number;
  quantity: number;
  /** The list price of one unit for the cart's usage type. */
  unitPriceCents: Cents;
  category: string;
  /** The inventory-level specials (percent, dollar, price) running for this item; the best one applies. */
  itemSpecials: readonly DiscountTerms[];
}

/** A bundle special with the quantity of each target one set needs (all targets required). */
export interface BundleTerms extends DiscountTerms {
  targets: readonly { inventoryId: number; quantityRequired: number; quantityRemaining: number }[];
}

/** Which lines the rewards discount may cover and which must keep $1 each (part 2 §3 Loyalty view). */
export interface LoyaltyRules {
  /** loyalty_admin medical_redemption / recreational_redemption: 'all', 'accessories', 'none' or one category. */
  allowedRedemption: string;
  /** loyalty_admin require_min_for_med / require_min_for_rec: 'all', 'cannabis', 'accessories' (anything else: none). */
  minimumBalanceRequirement: string;
  pointsPerDollar: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** Active, usable bundles of the store for the cart's usage type. */
  bundles: readonly BundleTerms[];
  /** Automatic cart-level specials the shopper qualifies for (no promo code; audience matched); the best applies. */
  cartSpecials: readonly DiscountTerms[];
  /** The cart-level special of the applied promo code, if any (stacks after the automatic one). */
  promo?: { code: string; terms: DiscountTerms; singleUse: boolean };
  /** Employee customers (employee_status confirmed) get the employee discount and earn no points. */
  isEmployee: boolean;
  /** Rewards members earn points; points to redeem (a whole number of dollars' worth). */
  loyalty: { enrolled: boolean; pointsToRedeem: number; rules: LoyaltyRules };
  taxRateBps: number;
  deliveryFeeCents: Cents;
}

export interface PricedLine {
  inventoryId: number;
  quantity: number;
  unitPriceCents: Cents;
  /** The unit price after the best inventory-level special, or null when none lowers it. */
  discountedUnitPriceCents: Cents | null;
  appliedSpecialId: number | null;
  appliedSpecialCaption: string | null;
  totalCents: Cents;
  discountedTotalCents: Cents;
  /** Tax on the discounted line total (before cart-level discounts), for the line's display. */
  taxCents: Cents;
}

export interface AppliedDiscount {
  specialId: number;
  title: string;
  caption: string;
  discountCents: Cents;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The sum of the discounted line totals. */
  subtotalCents: Cents;
  bundles: (AppliedDiscount & { sets: number })[];
  appliedSpecial: AppliedDiscount | null;
  /**
   * The promo as applied; `discountCents` is what it takes off this cart, `faceValueCents` what a
   * dollars-off code is worth in full (null for a percentage). Orders frozen before the face value
   * was kept lack it: read it as null.
   */
  promo: (AppliedDiscount & { code: string; singleUse: boolean; faceValueCents: Cents | null }) | null;
  employeeDiscountCents: Cents;
  loyaltyDiscountCents: Cents;
  /** Points asked for that could not be honoured (over the maximum or not whole dollars): none are applied. */
  loyaltyInvalid: boolean;
  loyaltyPointsRedeemed: number;
  /** The largest whole-dollar rewards discount this cart allows, on what the other discounts left to pay (part 2 §5 Rewards). */
  loyaltyMaxRedemptionDollars: number;
  /** Every discount below the line prices: bundles, cart special, promo, employee, rewards. */
  discountTotalCents: Cents;
  /** The discounts exceed the subtotal (part 2 §5: flagged); the taxable amount stops at 0. */
  discountExceedsSubtotal: boolean;
  taxCents: Cents;
  deliveryFeeCents: Cents;
  /** Before rounding: subtotal - discounts (not below 0) + tax + delivery fee. */
  totalBeforeRoundingCents: Cents;
  /** Rounded down to the whole dollar (DECISIONS.md). */
  grandTotalCents: Cents;
  roundingDifferenceCents: Cents;
  /** 1 point per whole dollar of the discounted subtotal for rewards members; 0 for employees. */
  loyaltyPointsAccrued: number;
}
