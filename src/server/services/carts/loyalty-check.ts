import { LOYALTY_MESSAGES, redemptionAllowed, redemptionProblem } from '@/domain/loyalty-redemption';
import { loyaltyStatus } from '@/server/services/users/loyalty-balance';
import { asDatabase, type Db } from './cart-db';
import type { CartContext } from './cart-context';
import { isEmployee } from './shopper-facts';

/** Rewards redemption on a cart (part 2 §4 Loyalty, §5 Rewards, §8 Rewards; DECISIONS.md "Money and points"). */
export const LOYALTY_REFUSALS = {
  notEnrolled: 'Join the rewards program to redeem points.',
  employee: 'Employee-discount customers are not eligible for rewards.',
} as const;

/**
 * Why `points` cannot be redeemed on this cart now, or undefined: the store allows redemption on
 * carts for the usage type; the shopper is enrolled and not an employee; the points are a whole
 * number of dollars, within the cart's maximum and the points available, with a verified phone.
 */
export async function loyaltyProblem(db: Db, context: CartContext, points: number, maxDollars: number): Promise<string | undefined> {
  const { store, usage, user, pointsPerDollar } = context;
  const storeAllows = redemptionAllowed(store.loyaltyAdmin, usage);
  if (!storeAllows) return LOYALTY_MESSAGES.storeDisallows;
  if (user.loyaltyEnrolledAt === null) return LOYALTY_REFUSALS.notEnrolled;
  if (isEmployee(user)) return LOYALTY_REFUSALS.employee;
  if (pointsPerDollar <= 0 || points % pointsPerDollar !== 0) return LOYALTY_MESSAGES.invalid;
  const { available_points: availablePoints } = await loyaltyStatus(asDatabase(db), user);
  return redemptionProblem({
    dollarsText: String(points / pointsPerDollar),
    availablePoints,
    maxDollars,
    pointsPerDollar,
    phoneVerified: user.isPhoneVerified,
    storeAllows,
  });
}
