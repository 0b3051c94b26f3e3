import { describe, expect, it } from 'vitest';
import { cartLimits, categoryLimit, LIMIT_MESSAGES, quantityInCategory, roomInCategory, type PurchaseLimitRow } from './purchase-limits';

const LIMITS: PurchaseLimitRow[] = [
  { category: 'flower', med_limit: 10, rec_limit: 5 },
  { category: 'edibles', med_limit: null, rec_limit: 0 },
  { category: 'vapes', med_limit: Number.NaN, rec_limit: -1 },
];
const LINES = [
  { category: 'flower', quantity: 2 },
  { category: 'edibles', quantity: 1 },
  { category: 'flower', quantity: 3 },
  { category: 'accessories', quantity: 4 },
];

describe('categoryLimit (part 1 §5: med_limit for medical, rec_limit for recreational, when numeric)', () => {
  it("reads the usage type's limit", () => {
    expect(categoryLimit(LIMITS, 'flower', 'medical')).toBe(10);
    expect(categoryLimit(LIMITS, 'flower', 'recreational')).toBe(5);
    expect(categoryLimit(LIMITS, 'edibles', 'recreational')).toBe(0);
  });

  it('has no limit for a null, non-finite or negative value or an unlisted category', () => {
    expect(categoryLimit(LIMITS, 'edibles', 'medical')).toBeUndefined();
    expect(categoryLimit(LIMITS, 'vapes', 'medical')).toBeUndefined();
    expect(categoryLimit(LIMITS, 'vapes', 'recreational')).toBeUndefined();
    expect(categoryLimit(LIMITS, 'topicals', 'medical')).toBeUndefined();
  });
});

describe('quantityInCategory and roomInCategory (part 1 §5: each item reduces the allowance)', () => {
  it('adds up the units of a category across lines', () => {
    expect(quantityInCategory(LINES, 'flower')).toBe(5);
    expect(quantityInCategory(LINES, 'vapes')).toBe(0);
  });

  it('leaves the limit less what the cart holds, never below 0, and no bound without a limit', () => {
    expect(roomInCategory(5, 2)).toBe(3);
    expect(roomInCategory(5, 7)).toBe(0);
    expect(roomInCategory(undefined, 7)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('cartLimits (part 2 §3 "Cart limit per category": limit, canAdd)', () => {
  it('lists only the categories the store limits for the usage type, addable while below the limit', () => {
    expect(cartLimits(LIMITS, 'recreational', LINES)).toEqual([
      { category: 'flower', limit: 5, inCart: 5, canAdd: false },
      { category: 'edibles', limit: 0, inCart: 1, canAdd: false },
    ]);
    expect(cartLimits(LIMITS, 'medical', LINES)).toEqual([{ category: 'flower', limit: 10, inCart: 5, canAdd: true }]);
  });
});

describe('LIMIT_MESSAGES (part 2 §8 Ordering and checkout)', () => {
  it("uses the spec's wording", () => {
    expect(LIMIT_MESSAGES.reached).toBe("You've reached a product limit.");
    expect(LIMIT_MESSAGES.limitedTo(3)).toBe('Limited to 3 per order.');
  });
});
