import type { DiscountTerms, PricedCart, PricingInput } from './cart-pricing-types';
import type { Cents } from './money';

/** The unit price after one inventory-level special (percent half up, dollars off floored at 0, fixed price never above list). */
export function priceAfterSpecial(_terms: DiscountTerms, _unitPriceCents: Cents): Cents {
  throw new Error('cart-pricing: not implemented yet');
}

/** Prices a cart exactly (DECISIONS.md "Money and points"). */
export function priceCart(_input: PricingInput): PricedCart {
  throw new Error('cart-pricing: not implemented yet');
}
