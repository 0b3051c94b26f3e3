import { describe, expect, it } from 'vitest';
import { priceAfterSpecial, priceCart } from './cart-pricing';
import { bundle, cart, dollarsOff, fixedPrice, line, percent, rewards, subtotal, terms } from './cart-pricing-test-kit';
import type { LoyaltyRules } from './cart-pricing-types';

describe('priceAfterSpecial: one inventory-level special on a unit price (part 1 §3 Special)', () => {
  it('takes a percentage off, rounding half up to the cent, with the percentage kept within 0..100', () => {
    expect(priceAfterSpecial(percent(1, 15), 999)).toBe(849); // 849.15
    expect(priceAfterSpecial(percent(1, 25), 1002)).toBe(752); // 751.5 rounds up
    expect(priceAfterSpecial(percent(1, 50), 1)).toBe(1); // 0.5 rounds up
    expect(priceAfterSpecial(percent(1, 150), 1000)).toBe(0);
    expect(priceAfterSpecial(percent(1, -10), 1000)).toBe(1000);
  });

  it('takes dollars off but never below zero', () => {
    expect(priceAfterSpecial(dollarsOff(1, 300), 1000)).toBe(700);
    expect(priceAfterSpecial(dollarsOff(1, 700), 500)).toBe(0);
  });

  it('sets a fixed price that never raises the list price; bundles leave the unit price alone', () => {
    expect(priceAfterSpecial(fixedPrice(1, 800), 1000)).toBe(800);
    expect(priceAfterSpecial(fixedPrice(1, 1200), 1000)).toBe(1000);
    expect(priceAfterSpecial(terms({ discountType: 'price', discountDollarCents: null }), 1000)).toBe(1000);
    expect(priceAfterSpecial(terms({ discountType: 'bundle', bundlePriceCents: 100 }), 1000)).toBe(1000);
  });
});

describe('priceCart lines: the best item special per line (part 2 §3 Cart item)', () => {
  it('applies the lowest price among the specials and taxes the discounted line total, half up', () => {
    const priced = priceCart(cart({
      lines: [line({ quantity: 3, unitPriceCents: 2000, itemSpecials: [percent(1, 10), dollarsOff(2, 500), fixedPrice(3, 1600)] })],
      taxRateBps: 1025,
    }));
    expect(priced.lines[0]).toEqual({
      inventoryId: 1,
      quantity: 3,
      unitPriceCents: 2000,
      discountedUnitPriceCents: 1500,
      appliedSpecialId: 2,
      appliedSpecialCaption: '500c off',
      totalCents: 6000,
      discountedTotalCents: 4500,
      taxCents: 461, // 461.25
    });
    expect(priced.subtotalCents).toBe(4500);
  });

  it('shows no discount when no special is strictly lower than the list price', () => {
    const priced = priceCart(cart({ lines: [line({ unitPriceCents: 2000, itemSpecials: [fixedPrice(1, 2500), percent(2, 0)] })], taxRateBps: 1005 }));
    expect(priced.lines[0]).toMatchObject({ discountedUnitPriceCents: null, appliedSpecialId: null, appliedSpecialCaption: null, discountedTotalCents: 2000 });
    expect(priced.lines[0]!.taxCents).toBe(201); // 201.0
  });

  it('sums the discounted line totals into the subtotal', () => {
    const priced = priceCart(cart({ lines: [line({ inventoryId: 1, quantity: 2, unitPriceCents: 1000, itemSpecials: [percent(1, 25)] }), line({ inventoryId: 2, quantity: 1, unitPriceCents: 499 })] }));
    expect(priced.subtotalCents).toBe(1500 + 499);
  });
});

describe('priceCart bundles: all targets required, units used once (DECISIONS.md "Specials")', () => {
  const lines = [
    line({ inventoryId: 1, quantity: 5, unitPriceCents: 1000 }),
    line({ inventoryId: 2, quantity: 3, unitPriceCents: 1200, itemSpecials: [percent(9, 10)] }), // 1080 each
  ];

  it('takes as many complete sets as the cart holds and saves the set value after item specials minus the bundle price', () => {
    const priced = priceCart(cart({ lines, bundles: [bundle(7, 2500, [[1, 2], [2, 1]])] }));
    // One set: 2 x 1000 + 1 x 1080 = 3080 for 2500, saving 580; sets = min(5/2, 3/1) = 2.
    expect(priced.bundles).toEqual([{ specialId: 7, title: 'Bundle 7', caption: 'Caption', discountCents: 1160, sets: 2 }]);
    expect(priced.discountTotalCents).toBe(1160);
  });

  it('does not reuse units a previous bundle consumed', () => {
    const priced = priceCart(cart({
      lines,
      bundles: [bundle(7, 2500, [[1, 2], [2, 1]]), bundle(8, 500, [[1, 1]]), bundle(9, 1000, [[2, 2]])],
    }));
    // Bundle 7 uses 4 of item 1 and 2 of item 2; bundle 8 gets the last item 1; bundle 9 needs 2 of item 2 but 1 is left.
    expect(priced.bundles.map((b) => [b.specialId, b.sets, b.discountCents])).toEqual([[7, 2, 1160], [8, 1, 500]]);
  });

  it('skips a bundle whose targets are all used up (part 1 §5 unusable special) and one missing a target', () => {
    const priced = priceCart(cart({
      lines,
      bundles: [bundle(6, 100, [[1, 1, 0], [2, 1, 0]]), bundle(5, 100, [[1, 1], [3, 1]]), bundle(8, 500, [[1, 1]])],
    }));
    expect(priced.bundles.map((b) => [b.specialId, b.sets, b.discountCents])).toEqual([[8, 5, 2500]]);
  });

  it('applies no bundle when a target is short of its required quantity', () => {
    expect(priceCart(cart({ lines, bundles: [bundle(7, 1000, [[2, 4]])] })).bundles).toEqual([]);
  });
});

describe('priceCart cart specials and promo (part 2 §3 Cart: applied_special, promo_code)', () => {
  it('applies the automatic cart special that saves the most', () => {
    const priced = priceCart(cart({ lines: subtotal(10_000), cartSpecials: [percent(1, 10), dollarsOff(2, 1500), fixedPrice(3, 100)] }));
    expect(priced.appliedSpecial).toEqual({ specialId: 2, title: 'Special', caption: '1500c off', discountCents: 1500 });
  });

  it('rounds a percentage half up and stops dollars off at the base', () => {
    expect(priceCart(cart({ lines: subtotal(1005), cartSpecials: [percent(1, 10)] })).appliedSpecial?.discountCents).toBe(101); // 100.5
    expect(priceCart(cart({ lines: subtotal(3000), cartSpecials: [dollarsOff(1, 5000)] })).appliedSpecial?.discountCents).toBe(3000);
  });

  it('has no applied special when none saves anything', () => {
    expect(priceCart(cart({ lines: subtotal(3000), cartSpecials: [dollarsOff(1, 0), fixedPrice(2, 100)] })).appliedSpecial).toBeNull();
  });

  it('computes the cart special on the subtotal left after bundles', () => {
    const priced = priceCart(cart({ lines: [line({ quantity: 2, unitPriceCents: 1000 })], bundles: [bundle(7, 1500, [[1, 2]])], cartSpecials: [percent(1, 10)] }));
    expect(priced.appliedSpecial?.discountCents).toBe(150); // 10% of 2000 - 500
  });

  it('stacks the promo after the automatic special, on what is left, and reports its code and single use', () => {
    const priced = priceCart(cart({
      lines: subtotal(10_000),
      cartSpecials: [percent(1, 10)],
      promo: { code: 'SAVE10', terms: percent(2, 10), singleUse: true },
    }));
    expect(priced.appliedSpecial?.discountCents).toBe(1000);
    expect(priced.promo).toEqual({ specialId: 2, title: 'Special', caption: '10% off', discountCents: 900, code: 'SAVE10', singleUse: true, faceValueCents: null });
    expect(priced.discountTotalCents).toBe(1900);
  });
});

describe('priceCart employee discount (part 2 §3 User: employee_status)', () => {
  it('takes 20% of what is left after the cart special and promo, half up', () => {
    const priced = priceCart(cart({
      lines: subtotal(10_000),
      cartSpecials: [dollarsOff(1, 1000)],
      promo: { code: 'FIVE', terms: dollarsOff(2, 500), singleUse: false },
      isEmployee: true,
    }));
    expect(priced.employeeDiscountCents).toBe(1700); // 20% of 8500
    expect(priced.discountTotalCents).toBe(3200);
    expect(priceCart(cart({ lines: subtotal(1003), isEmployee: true })).employeeDiscountCents).toBe(201); // 200.6
    expect(priceCart(cart({ lines: subtotal(1001), isEmployee: true })).employeeDiscountCents).toBe(200); // 200.2
    expect(priceCart(cart({ lines: subtotal(1001) })).employeeDiscountCents).toBe(0);
  });
});

describe('priceCart rewards redemption (part 2 §4 Loyalty, §5 Rewards)', () => {
  it('applies whole dollars of points within the maximum for an enrolled customer', () => {
    const priced = priceCart(cart({ lines: subtotal(5000), loyalty: rewards(400) }));
    expect(priced).toMatchObject({ loyaltyMaxRedemptionDollars: 50, loyaltyDiscountCents: 1000, loyaltyPointsRedeemed: 400, loyaltyInvalid: false });
    expect(priced.discountTotalCents).toBe(1000);
  });

  it('accepts exactly the maximum and marks more than it invalid, applying nothing', () => {
    expect(priceCart(cart({ lines: subtotal(5000), loyalty: rewards(2000) })).loyaltyDiscountCents).toBe(5000);
    const over = priceCart(cart({ lines: subtotal(5000), loyalty: rewards(2040) }));
    expect(over).toMatchObject({ loyaltyInvalid: true, loyaltyDiscountCents: 0, loyaltyPointsRedeemed: 0, discountTotalCents: 0 });
  });

  it('marks points that are not whole dollars, a non-member and an employee invalid', () => {
    expect(priceCart(cart({ lines: subtotal(5000), loyalty: rewards(410) })).loyaltyInvalid).toBe(true);
    expect(priceCart(cart({ lines: subtotal(5000), loyalty: rewards(400, {}, false) })).loyaltyInvalid).toBe(true);
    const employee = priceCart(cart({ lines: subtotal(5000), isEmployee: true, loyalty: rewards(400) }));
    expect(employee).toMatchObject({ loyaltyInvalid: true, loyaltyDiscountCents: 0 });
  });

  it('asks nothing when no points are asked for', () => {
    expect(priceCart(cart({ lines: subtotal(5000), loyalty: rewards(0) }))).toMatchObject({ loyaltyInvalid: false, loyaltyDiscountCents: 0 });
  });

  it("computes the maximum from the lines with the store's requirement", () => {
    const lines = [
      line({ inventoryId: 1, quantity: 3, unitPriceCents: 2000, category: 'flower', itemSpecials: [percent(1, 50)] }), // 3000
      line({ inventoryId: 2, quantity: 2, unitPriceCents: 1050, category: 'accessories' }), // 2100
    ];
    const max = (rules: Partial<LoyaltyRules>) => priceCart(cart({ lines, loyalty: rewards(0, rules) })).loyaltyMaxRedemptionDollars;
    expect(max({ minimumBalanceRequirement: 'none' })).toBe(51);
    expect(max({ minimumBalanceRequirement: 'all' })).toBe(46); // 5100 - 5 x 100
    expect(max({ minimumBalanceRequirement: 'cannabis' })).toBe(48); // 5100 - 3 x 100
    expect(max({ minimumBalanceRequirement: 'accessories' })).toBe(49); // 5100 - 2 x 100
    expect(max({ allowedRedemption: 'accessories', minimumBalanceRequirement: 'all' })).toBe(19); // 2100 - 200
    expect(max({ allowedRedemption: 'none' })).toBe(0);
  });
});

describe('priceCart totals: tax, rounding and points (DECISIONS.md "Money and points"; part 2 §5 Checkout)', () => {
  it('taxes the subtotal after every discount, adds the delivery fee and rounds down to the dollar', () => {
    const priced = priceCart(cart({
      lines: [line({ quantity: 2, unitPriceCents: 2000, itemSpecials: [dollarsOff(1, 250)] })], // 3500
      cartSpecials: [percent(2, 10)], // 350
      promo: { code: 'TWO', terms: dollarsOff(3, 200), singleUse: true }, // 200
      loyalty: rewards(120), // $3
      taxRateBps: 1025,
      deliveryFeeCents: 499,
    }));
    expect(priced).toMatchObject({
      subtotalCents: 3500,
      discountTotalCents: 850,
      discountExceedsSubtotal: false,
      taxCents: 272, // 10.25% of 2650 = 271.625
      deliveryFeeCents: 499,
      totalBeforeRoundingCents: 2650 + 272 + 499,
      grandTotalCents: 3400,
      roundingDifferenceCents: 21,
      loyaltyPointsAccrued: 26,
    });
  });

  it('rounds tax half up and keeps the dropped cents as the rounding difference', () => {
    const priced = priceCart(cart({ lines: subtotal(2599), taxRateBps: 1000 }));
    expect(priced).toMatchObject({ taxCents: 260, totalBeforeRoundingCents: 2859, grandTotalCents: 2800, roundingDifferenceCents: 59 });
    expect(priceCart(cart({ lines: subtotal(1000), taxRateBps: 50 }))).toMatchObject({ taxCents: 5, grandTotalCents: 1000, roundingDifferenceCents: 5 });
    expect(priceCart(cart({ lines: subtotal(1000), taxRateBps: 5 })).taxCents).toBe(1); // 0.5 rounds up
  });

  it('refuses rewards past what the cart special left to pay, so the total never goes below zero', () => {
    const priced = priceCart(cart({
      lines: subtotal(1000),
      cartSpecials: [dollarsOff(1, 800)],
      loyalty: rewards(400), // $10 asked; $2 is left to pay
      taxRateBps: 1000,
      deliveryFeeCents: 500,
    }));
    expect(priced).toMatchObject({
      loyaltyMaxRedemptionDollars: 2,
      loyaltyInvalid: true,
      loyaltyDiscountCents: 0,
      discountTotalCents: 800,
      discountExceedsSubtotal: false,
      taxCents: 20,
      totalBeforeRoundingCents: 720,
      grandTotalCents: 700,
      roundingDifferenceCents: 20,
      loyaltyPointsAccrued: 2,
    });
  });

  it('earns a point per whole dollar of the discounted subtotal for members only; employees earn none', () => {
    expect(priceCart(cart({ lines: subtotal(2599), loyalty: rewards(0) })).loyaltyPointsAccrued).toBe(25);
    expect(priceCart(cart({ lines: subtotal(2599), loyalty: rewards(0, {}, false) })).loyaltyPointsAccrued).toBe(0);
    expect(priceCart(cart({ lines: subtotal(2599), isEmployee: true, loyalty: rewards(0) })).loyaltyPointsAccrued).toBe(0);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart(cart({}))).toMatchObject({ lines: [], subtotalCents: 0, grandTotalCents: 0, appliedSpecial: null, promo: null, bundles: [] });
  });
});
