import type { BundleTerms, DiscountTerms, LoyaltyRules, PricingInput, PricingLine } from './cart-pricing-types';

/** Builders for the cart pricing tests: terms, lines, bundles and carts with only what a test names. */

export const terms = (over: Partial<DiscountTerms>): DiscountTerms => ({
  id: 1,
  title: 'Special',
  caption: 'Caption',
  discountType: 'percent',
  discountPercent: null,
  discountDollarCents: null,
  bundlePriceCents: null,
  ...over,
});
export const percent = (id: number, discountPercent: number) => terms({ id, discountType: 'percent', discountPercent, caption: `${discountPercent}% off` });
export const dollarsOff = (id: number, discountDollarCents: number) => terms({ id, discountType: 'dollar', discountDollarCents, caption: `${discountDollarCents}c off` });
export const fixedPrice = (id: number, discountDollarCents: number) => terms({ id, discountType: 'price', discountDollarCents });

export const line = (over: Partial<PricingLine>): PricingLine => ({ inventoryId: 1, quantity: 1, unitPriceCents: 1000, category: 'flower', itemSpecials: [], ...over });
export const bundle = (id: number, bundlePriceCents: number, targets: [inventoryId: number, quantityRequired: number, quantityRemaining?: number][]): BundleTerms => ({
  ...terms({ id, discountType: 'bundle', bundlePriceCents, title: `Bundle ${id}` }),
  targets: targets.map(([inventoryId, quantityRequired, quantityRemaining = 10]) => ({ inventoryId, quantityRequired, quantityRemaining })),
});

export const RULES: LoyaltyRules = { allowedRedemption: 'all', minimumBalanceRequirement: 'none', pointsPerDollar: 40 };
export const cart = (over: Partial<PricingInput>): PricingInput => ({
  lines: [],
  bundles: [],
  cartSpecials: [],
  isEmployee: false,
  loyalty: { enrolled: false, pointsToRedeem: 0, rules: RULES },
  taxRateBps: 0,
  deliveryFeeCents: 0,
  ...over,
});
/** A single $X line to put a known subtotal in the cart. */
export const subtotal = (cents: number, category = 'flower') => [line({ unitPriceCents: cents, category })];
export const rewards = (pointsToRedeem: number, rules: Partial<LoyaltyRules> = {}, enrolled = true) => ({ enrolled, pointsToRedeem, rules: { ...RULES, ...rules } });
