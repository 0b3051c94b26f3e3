import type { SpecialDiscountLevel, SpecialDiscountType } from './special-rules';
import type { UsageType } from './usage-type';

/** The discount fields of a special, as the rules and the console both read them. */
export interface SpecialDiscountFields {
  discount_level: SpecialDiscountLevel;
  discount_type: SpecialDiscountType;
  discount_percent: number | null;
  discount_dollar_cents: number | null;
  bundle_price_cents: number | null;
  usage_types: UsageType[];
  promo_codes: string[];
}

/**
 * Tests only: the plainest special that passes every rule (part 1 §3 Special), 20% off items for
 * recreational shoppers with no promo code. Each test changes only what it is about.
 */
export const percentOffDiscount = (): SpecialDiscountFields => ({
  discount_level: 'inventory',
  discount_type: 'percent',
  discount_percent: 20,
  discount_dollar_cents: null,
  bundle_price_cents: null,
  usage_types: ['recreational'],
  promo_codes: [],
});
