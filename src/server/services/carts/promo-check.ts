import { and, eq } from 'drizzle-orm';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import type { PricedCart } from '@/domain/cart-pricing-types';
import { formatCents } from '@/domain/money';
import { promoRedemptions } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import type { Db } from './cart-db';

/** A single-use promo special this shopper already took with a placed order (DECISIONS.md: single use per account). */
export async function promoAlreadyUsed(db: Db, userId: number, specialId: number): Promise<boolean> {
  const [row] = await db
    .select({ cartId: promoRedemptions.cartId })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.specialId, specialId)));
  return row !== undefined;
}

/**
 * apply-promo-code refused until the shopper accepts: this single-use code would take less than its
 * face value off the cart. The message says how much it takes, then the single-use notice of part 2 §8.
 */
export function promoPartial(promo: NonNullable<PricedCart['promo']>) {
  const worth = formatCents(promo.faceValueCents ?? promo.discountCents);
  return conflict(CART_MESSAGES.promoPartial(promo.code, formatCents(promo.discountCents), worth), CART_ERROR_CODES.promoPartial);
}
