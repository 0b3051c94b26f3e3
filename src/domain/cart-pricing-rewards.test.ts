import { describe, expect, it } from 'vitest';
import { priceCart } from './cart-pricing';
import { bundle, cart, dollarsOff, line, percent, rewards, subtotal } from './cart-pricing-test-kit';
import type { LoyaltyRules, PricingInput } from './cart-pricing-types';

/**
 * The rewards maximum is what every other discount left to pay (part 2 §5 Rewards: cap factor 100,
 * $1 minimum balance per eligible item; §9; README "How a cart is priced").
 */
describe('priceCart rewards maximum: on what is left to pay after every other discount', () => {
  it('a $12 cart the specials took to $0 allows $0 and refuses 440 points', () => {
    const priced = priceCart(cart({ lines: subtotal(1200), cartSpecials: [dollarsOff(1, 1200)], loyalty: rewards(440, { minimumBalanceRequirement: 'all' }) }));
    expect(priced).toMatchObject({ loyaltyMaxRedemptionDollars: 0, loyaltyInvalid: true, loyaltyDiscountCents: 0, loyaltyPointsRedeemed: 0, grandTotalCents: 0 });
  });

  it('a $12 cart the specials took to $2 allows $1, keeping $1 on its one item', () => {
    const input = (points: number) => cart({ lines: subtotal(1200), cartSpecials: [dollarsOff(1, 1000)], loyalty: rewards(points, { minimumBalanceRequirement: 'all' }) });
    expect(priceCart(input(440))).toMatchObject({ loyaltyMaxRedemptionDollars: 1, loyaltyInvalid: true, loyaltyPointsRedeemed: 0, grandTotalCents: 200 });
    expect(priceCart(input(40))).toMatchObject({ loyaltyInvalid: false, loyaltyDiscountCents: 100, loyaltyPointsRedeemed: 40, grandTotalCents: 100 });
  });

  it('a cart whose total is $24 offers $23, not the $33 its line prices would allow', () => {
    const priced = priceCart(cart({ lines: subtotal(3400), cartSpecials: [dollarsOff(1, 1000)], loyalty: rewards(0, { minimumBalanceRequirement: 'all' }) }));
    expect(priced.grandTotalCents).toBe(2400);
    expect(priced.loyaltyMaxRedemptionDollars).toBe(23);
  });

  it('never pays with rewards for a category the store excludes: the cart special comes off every line by its share', () => {
    const priced = priceCart(cart({
      lines: [line({ inventoryId: 1, unitPriceCents: 2000, category: 'accessories' }), line({ inventoryId: 2, unitPriceCents: 10_000, category: 'flower' })],
      cartSpecials: [dollarsOff(1, 10_000)],
      loyalty: rewards(0, { allowedRedemption: 'accessories' }),
    }));
    // $100 off $120: the accessory's share is 1666.67, rounded to 1667; 333 cents are left on it.
    expect(priced.loyaltyMaxRedemptionDollars).toBe(3);
  });
});

describe('priceCart with a bundle, the cart special, a promo, the employee discount and rewards (exact cents)', () => {
  const base = (over: Partial<PricingInput> = {}, rules: Partial<LoyaltyRules> = {}, points = 0) =>
    cart({
      lines: [
        line({ inventoryId: 1, quantity: 2, unitPriceCents: 2000, category: 'flower', itemSpecials: [percent(9, 10)] }), // 2 x 1800 = 3600
        line({ inventoryId: 2, quantity: 1, unitPriceCents: 1500, category: 'edibles' }), // 1500
        line({ inventoryId: 3, quantity: 3, unitPriceCents: 500, category: 'accessories' }), // 1500
      ],
      bundles: [bundle(7, 3000, [[1, 1], [2, 1]])], // 1800 + 1500 for 3000: 300 off flower 164, edibles 136
      cartSpecials: [percent(1, 10)], // 630 of 6300: flower 344, edibles 136, accessories 150
      promo: { code: 'FIVE', terms: dollarsOff(2, 500), singleUse: true }, // 500 of 5670: flower 273, edibles 108, accessories 119
      taxRateBps: 1000,
      loyalty: rewards(points, { minimumBalanceRequirement: 'cannabis', ...rules }),
      ...over,
    });
  // Left to pay per line: flower 2819, edibles 1120, accessories 1231 = 5170.

  it('allows what is left on the eligible lines less $1 per kept unit, and applies it', () => {
    // flower 2819 - 200 + edibles 1120 - 100 + accessories 1231 = 4870: $48 (the line totals alone would allow $63).
    const priced = priceCart(base({}, {}, 48 * 40));
    expect(priced).toMatchObject({
      subtotalCents: 6600,
      bundles: [{ specialId: 7, discountCents: 300, sets: 1 }],
      appliedSpecial: { discountCents: 630 },
      promo: { discountCents: 500, faceValueCents: 500 },
      employeeDiscountCents: 0,
      loyaltyMaxRedemptionDollars: 48,
      loyaltyInvalid: false,
      loyaltyDiscountCents: 4800,
      loyaltyPointsRedeemed: 1920,
      discountTotalCents: 6230,
      taxCents: 37, // 10% of 370
      totalBeforeRoundingCents: 407,
      grandTotalCents: 400,
      roundingDifferenceCents: 7,
      loyaltyPointsAccrued: 3,
    });
    expect(priceCart(base({}, {}, 49 * 40))).toMatchObject({ loyaltyInvalid: true, loyaltyDiscountCents: 0, grandTotalCents: 5600, taxCents: 517 });
  });

  it('limits an accessories-only redemption to what the discounts left on the accessories', () => {
    // 1231 - 3 x 100 = 931: $9 (the accessories' line total alone would allow $12).
    expect(priceCart(base({}, { allowedRedemption: 'accessories', minimumBalanceRequirement: 'all' })).loyaltyMaxRedemptionDollars).toBe(9);
  });

  it('takes the employee discount off the lines too; employees cannot redeem', () => {
    // 20% of 5170 = 1034: flower 564, edibles 224, accessories 246; left 2255, 896, 985.
    const priced = priceCart(base({ isEmployee: true }, {}, 40));
    expect(priced).toMatchObject({
      employeeDiscountCents: 1034,
      loyaltyMaxRedemptionDollars: 38, // 2255 - 200 + 896 - 100 + 985 = 3836
      loyaltyInvalid: true,
      loyaltyDiscountCents: 0,
      discountTotalCents: 300 + 630 + 500 + 1034,
      taxCents: 414, // 10% of 4136, half up
      grandTotalCents: 4500,
      loyaltyPointsAccrued: 0,
    });
  });
});
