import type { LoyaltyRules } from './cart-pricing-types';
import { LOYALTY_CAP_FACTOR, LOYALTY_MIN_BALANCE_PER_ITEM_CENTS } from './constants';
import type { UsageType } from './usage-type';

/** Rewards redemption on a cart (part 2 §3 Loyalty view, §5 Rewards, §8 Rewards; DECISIONS.md "Money and points"). */

const ACCESSORIES = 'accessories';

/**
 * What the maximum needs of a cart line: its category, its units, and what is left to pay on it
 * after every other discount (its item special, its share of the bundles, the cart special, the
 * promo and the employee discount: cart-pricing-shares.ts).
 */
export interface RedemptionLine {
  category: string;
  quantity: number;
  leftToPayCents: number;
}

function isAccessory(line: RedemptionLine): boolean {
  return line.category.toLowerCase() === ACCESSORIES;
}

/** The lines the rewards discount may cover: 'all', 'none', 'accessories' or one named category. */
function eligibleLines(lines: readonly RedemptionLine[], allowed: string): readonly RedemptionLine[] {
  const setting = allowed.trim().toLowerCase();
  if (setting === 'all') return lines;
  if (setting === 'none') return [];
  return lines.filter((line) => line.category.toLowerCase() === setting);
}

/** Among the eligible lines, those that must keep $1 per unit: 'all', 'cannabis' (not accessories), 'accessories'. */
function minimumBalanceLines(eligible: readonly RedemptionLine[], requirement: string): readonly RedemptionLine[] {
  switch (requirement.trim().toLowerCase()) {
    case 'all':
      return eligible;
    case 'cannabis':
      return eligible.filter((line) => !isAccessory(line));
    case ACCESSORIES:
      return eligible.filter(isAccessory);
    default:
      return [];
  }
}

/**
 * The largest whole-dollar rewards discount a cart allows (part 2 §5 Rewards: "cap factor of 100 and
 * a $1 minimum balance remaining per eligible item"; §9; README "How a cart is priced").
 *
 * Rewards come last, so they may only pay for what every other discount left to pay. Each eligible
 * line (the store's allowed redemption: all, accessories, none or one category) offers what is left
 * to pay on it, less LOYALTY_MIN_BALANCE_PER_ITEM_CENTS ($1) per unit when the store's minimum
 * balance requirement names the line (all, cannabis or accessories), and never less than nothing: a
 * line the discounts already took below $1 a unit keeps what it has and offers none. The sum, times
 * LOYALTY_CAP_FACTOR read as a percentage (100 = all of it), floored to whole dollars, is the maximum.
 * So a redemption never takes an item below $1, never pays for a category the store excludes, and
 * never takes the total below zero.
 */
export function maxRedemptionDollars(lines: readonly RedemptionLine[], rules: LoyaltyRules): number {
  const eligible = eligibleLines(lines, rules.allowedRedemption);
  const kept = new Set(minimumBalanceLines(eligible, rules.minimumBalanceRequirement));
  const redeemableCents = eligible.reduce((sum, line) => {
    const keptCents = kept.has(line) ? LOYALTY_MIN_BALANCE_PER_ITEM_CENTS * line.quantity : 0;
    return sum + Math.max(line.leftToPayCents - keptCents, 0);
  }, 0);
  return Math.floor((redeemableCents * LOYALTY_CAP_FACTOR) / 100 / 100);
}

/** The store's loyalty_admin flags that decide redemption on a cart (part 2 §3 Loyalty view). */
export interface LoyaltyAdminRedemption {
  on_cart: boolean;
  medical_redemption: string;
  recreational_redemption: string;
}

/** A store allows rewards on a cart when on_cart is set and the usage type's redemption is not 'none'. */
export function redemptionAllowed(loyaltyAdmin: LoyaltyAdminRedemption, usage: UsageType): boolean {
  const setting = usage === 'medical' ? loyaltyAdmin.medical_redemption : loyaltyAdmin.recreational_redemption;
  return loyaltyAdmin.on_cart && setting.trim().toLowerCase() !== 'none';
}

/** The rewards messages of part 2 §5 and §8. */
export const LOYALTY_MESSAGES = {
  notEnoughPoints: "You don't have enough points to apply rewards yet.",
  storeDisallows: 'This store does not allow rewards redemptions.',
  invalid: 'Invalid rewards redemption.',
  exceedsMax: (max: number) => `The amount you entered exceeds the max redemption of $${max}.`,
  exceedsAvailable: 'The amount you entered exceeds the number of points you have available.',
  phoneNotVerified: 'Your phone number has not yet been verified.',
} as const;

export interface RedemptionRequest {
  /** What the shopper typed as dollars. */
  dollarsText: string;
  availablePoints: number;
  maxDollars: number;
  pointsPerDollar: number;
  phoneVerified: boolean;
  storeAllows: boolean;
}

/**
 * Why a rewards redemption cannot be applied, or undefined when it can (part 2 §5 Rewards): the store
 * must allow it, at least one dollar of points must be available, the phone verified, the amount a
 * whole positive number of dollars, within the maximum and within the points available.
 */
export function redemptionProblem(request: RedemptionRequest): string | undefined {
  if (!request.storeAllows) return LOYALTY_MESSAGES.storeDisallows;
  if (request.availablePoints < request.pointsPerDollar) return LOYALTY_MESSAGES.notEnoughPoints;
  if (!request.phoneVerified) return LOYALTY_MESSAGES.phoneNotVerified;
  const text = request.dollarsText.trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0) return LOYALTY_MESSAGES.invalid;
  const dollars = Number(text);
  if (dollars > request.maxDollars) return LOYALTY_MESSAGES.exceedsMax(request.maxDollars);
  if (dollarsToPoints(dollars, request.pointsPerDollar) > request.availablePoints) return LOYALTY_MESSAGES.exceedsAvailable;
  return undefined;
}

/** Points needed for a dollar amount (40 points = $1 by default; DECISIONS.md). */
export function dollarsToPoints(dollars: number, pointsPerDollar: number): number {
  return dollars * pointsPerDollar;
}

/** The whole dollars some points are worth, rounded down. */
export function pointsToWholeDollars(points: number, pointsPerDollar: number): number {
  if (pointsPerDollar <= 0) return 0;
  return Math.max(Math.floor(points / pointsPerDollar), 0);
}
