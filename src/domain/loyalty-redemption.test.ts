import { describe, expect, it } from 'vitest';
import type { LoyaltyRules } from './cart-pricing-types';
import {
  dollarsToPoints,
  LOYALTY_MESSAGES,
  maxRedemptionDollars,
  pointsToWholeDollars,
  redemptionAllowed,
  redemptionProblem,
  type RedemptionRequest,
} from './loyalty-redemption';

const rules = (allowedRedemption: string, minimumBalanceRequirement: string): LoyaltyRules => ({ allowedRedemption, minimumBalanceRequirement, pointsPerDollar: 40 });
const LINES = [
  { category: 'flower', quantity: 3, leftToPayCents: 3000 },
  { category: 'edibles', quantity: 1, leftToPayCents: 1599 },
  { category: 'accessories', quantity: 2, leftToPayCents: 2100 },
];

describe('maxRedemptionDollars (part 2 §5 Rewards: cap factor 100, $1 kept per eligible item)', () => {
  it('covers every line for "all" and floors to whole dollars', () => {
    expect(maxRedemptionDollars(LINES, rules('all', 'none'))).toBe(66); // 6699 cents
  });

  it('keeps $1 per unit of the lines the requirement names, among the eligible ones', () => {
    expect(maxRedemptionDollars(LINES, rules('all', 'all'))).toBe(60); // 6699 - 600
    expect(maxRedemptionDollars(LINES, rules('all', 'cannabis'))).toBe(62); // 6699 - 400
    expect(maxRedemptionDollars(LINES, rules('all', 'accessories'))).toBe(64); // 6699 - 200
  });

  it('limits the eligible lines to accessories, one named category, or none', () => {
    expect(maxRedemptionDollars(LINES, rules('accessories', 'all'))).toBe(19); // 2100 - 200
    expect(maxRedemptionDollars(LINES, rules('accessories', 'cannabis'))).toBe(21); // no cannabis among the eligible
    expect(maxRedemptionDollars(LINES, rules('edibles', 'cannabis'))).toBe(14); // 1599 - 100
    expect(maxRedemptionDollars(LINES, rules('none', 'none'))).toBe(0);
  });

  it('keeps $1 a unit line by line: a line the discounts took below $1 a unit offers nothing and takes nothing from the others', () => {
    const lines = [
      { category: 'flower', quantity: 2, leftToPayCents: 150 }, // keeps its 150, offers 0
      { category: 'flower', quantity: 1, leftToPayCents: 1000 }, // keeps 100, offers 900
    ];
    expect(maxRedemptionDollars(lines, rules('all', 'all'))).toBe(9);
  });

  it('never goes below zero when the kept balance exceeds the eligible amount', () => {
    expect(maxRedemptionDollars([{ category: 'flower', quantity: 5, leftToPayCents: 400 }], rules('all', 'all'))).toBe(0);
    expect(maxRedemptionDollars([], rules('all', 'all'))).toBe(0);
  });
});

describe('redemptionAllowed (part 2 §3 Loyalty view: loyalty_admin)', () => {
  const admin = { on_cart: true, medical_redemption: 'all', recreational_redemption: 'none' };

  it('needs on_cart and a redemption setting other than none for the usage type', () => {
    expect(redemptionAllowed(admin, 'medical')).toBe(true);
    expect(redemptionAllowed(admin, 'recreational')).toBe(false);
    expect(redemptionAllowed({ ...admin, on_cart: false }, 'medical')).toBe(false);
    expect(redemptionAllowed({ ...admin, recreational_redemption: 'accessories' }, 'recreational')).toBe(true);
  });
});

describe('redemptionProblem: the first failing rewards rule (part 2 §5 Rewards, §8 Rewards)', () => {
  const ok: RedemptionRequest = { dollarsText: '5', availablePoints: 400, maxDollars: 8, pointsPerDollar: 40, phoneVerified: true, storeAllows: true };

  it('accepts a whole amount within the maximum and the points available', () => {
    expect(redemptionProblem(ok)).toBeUndefined();
    expect(redemptionProblem({ ...ok, dollarsText: ' 8 ' })).toBeUndefined();
  });

  it('1. the store must allow redemptions, before anything else', () => {
    expect(redemptionProblem({ ...ok, storeAllows: false, availablePoints: 0, phoneVerified: false, dollarsText: 'x' })).toBe(LOYALTY_MESSAGES.storeDisallows);
    expect(LOYALTY_MESSAGES.storeDisallows).toBe('This store does not allow rewards redemptions.');
  });

  it('2. at least one dollar of points must be available', () => {
    expect(redemptionProblem({ ...ok, availablePoints: 39, phoneVerified: false, dollarsText: 'x' })).toBe("You don't have enough points to apply rewards yet.");
  });

  it('3. the phone must be verified', () => {
    expect(redemptionProblem({ ...ok, phoneVerified: false, dollarsText: 'x' })).toBe('Your phone number has not yet been verified.');
  });

  it('4. the amount must be a whole positive number of dollars', () => {
    for (const dollarsText of ['', '0', '2.5', '-3', 'five', '1e2']) {
      expect(redemptionProblem({ ...ok, dollarsText, maxDollars: 0 })).toBe('Invalid rewards redemption.');
    }
  });

  it('5. the amount may not exceed the maximum redemption', () => {
    expect(redemptionProblem({ ...ok, dollarsText: '9', availablePoints: 40 })).toBe('The amount you entered exceeds the max redemption of $8.');
  });

  it('6. the amount may not exceed the points available', () => {
    expect(redemptionProblem({ ...ok, dollarsText: '8', availablePoints: 319 })).toBe(
      'The amount you entered exceeds the number of points you have available.',
    );
  });
});

describe('points and dollars (DECISIONS.md: 40 points = $1)', () => {
  it('converts dollars to points and points to whole dollars, rounding down', () => {
    expect(dollarsToPoints(5, 40)).toBe(200);
    expect(pointsToWholeDollars(239, 40)).toBe(5);
    expect(pointsToWholeDollars(240, 40)).toBe(6);
    expect(pointsToWholeDollars(100, 0)).toBe(0);
  });
});
