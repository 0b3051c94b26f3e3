import { and, eq } from 'drizzle-orm';
import { promoRedemptions } from '@/server/db/schema';
import type { Db } from './cart-db';

/** A single-use promo special this shopper already took with a placed order (DECISIONS.md: single use per account). */
export async function promoAlreadyUsed(db: Db, userId: number, specialId: number): Promise<boolean> {
  const [row] = await db
    .select({ cartId: promoRedemptions.cartId })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.specialId, specialId)));
  return row !== undefined;
}
