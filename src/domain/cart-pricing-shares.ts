import type { Cents } from './money';

/**
 * Which line each discount below the line prices comes off (README "How a cart is priced"). The
 * rewards maximum needs it: the store says which categories rewards may pay for and which items
 * keep $1 each (part 2 §5 Rewards, §9), so it must know what is left to pay on every line after
 * the bundles, the cart special, the promo and the employee discount, not only on the whole cart.
 */

/**
 * Splits `totalCents` over lines in proportion to `weights`, in whole cents that add up to exactly
 * `totalCents`: each line takes the floor of its exact share, and the cents left over go one each
 * to the largest remainders (the earlier line on a tie). When `totalCents` is at most the sum of the
 * weights, no line takes more than its weight.
 */
export function prorate(totalCents: Cents, weights: readonly Cents[]): Cents[] {
  const sum = weights.reduce((total, weight) => total + Math.max(weight, 0), 0);
  if (totalCents <= 0 || sum <= 0) return weights.map(() => 0);
  const scaled = weights.map((weight) => totalCents * Math.max(weight, 0));
  const shares = scaled.map((value) => Math.floor(value / sum));
  let leftOver = totalCents - shares.reduce((total, share) => total + share, 0);
  const byRemainder = scaled.map((value, index) => ({ index, remainder: value % sum })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftOver <= 0) break;
    shares[index]! += 1;
    leftOver -= 1;
  }
  return shares;
}

/**
 * What is left to pay on each line after cart-level discounts taken in order (the cart special,
 * the promo, the employee discount): each comes off the lines in proportion to what each line has
 * left at that step, as a percentage off the cart does. The lines still add up to the cart.
 */
export function leftAfterCartDiscounts(leftCents: readonly Cents[], discountsCents: readonly Cents[]): Cents[] {
  let left = [...leftCents];
  for (const discount of discountsCents) {
    const shares = prorate(discount, left);
    left = left.map((cents, index) => cents - shares[index]!);
  }
  return left;
}
