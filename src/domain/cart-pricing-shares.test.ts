import { describe, expect, it } from 'vitest';
import { leftAfterCartDiscounts, prorate } from './cart-pricing-shares';

describe('prorate: a discount over lines by their share, in whole cents (README "How a cart is priced")', () => {
  it('adds up to exactly the discount, the left-over cents going to the largest remainders', () => {
    expect(prorate(300, [1800, 1500, 0])).toEqual([164, 136, 0]); // 163.64, 136.36
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]); // a tie goes to the earlier line
    expect(prorate(7, [5, 5])).toEqual([4, 3]);
  });

  it('never gives a line more than its weight when the discount fits, and nothing when there is nothing to share', () => {
    expect(prorate(1200, [1000, 200])).toEqual([1000, 200]);
    expect(prorate(0, [500, 500])).toEqual([0, 0]);
    expect(prorate(500, [0, 0])).toEqual([0, 0]);
    expect(prorate(500, [])).toEqual([]);
  });
});

describe('leftAfterCartDiscounts: each cart-level discount off what each line has left', () => {
  it('takes the discounts in order and keeps the lines adding up to the cart', () => {
    const left = leftAfterCartDiscounts([3436, 1364, 1500], [630, 500]);
    expect(left).toEqual([2819, 1120, 1231]);
    expect(left.reduce((sum, cents) => sum + cents, 0)).toBe(6300 - 630 - 500);
  });
});
