import { eq, sum } from 'drizzle-orm';
import type { UserLoyalty } from '@/api/user';
import { POINTS_PER_DOLLAR } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { loyaltyLedger } from '@/server/db/schema';
import type { UserRow } from './user-rows';

/**
 * The rewards status from our ledger (DECISIONS.md "Rewards provider"): available points are the
 * ledger's sum, never below zero; pending points belong to open orders (none until orders exist);
 * a cart can use whole dollars of points only (40 points = $1, part 2 §9).
 */
export async function loyaltyStatus(db: Database, user: Pick<UserRow, 'id' | 'loyaltyEnrolledAt'>): Promise<UserLoyalty> {
  const [row] = await db.select({ total: sum(loyaltyLedger.points) }).from(loyaltyLedger).where(eq(loyaltyLedger.userId, user.id));
  const available = Math.max(0, Number(row?.total ?? 0));
  const pending = 0;
  return {
    is_enrolled: user.loyaltyEnrolledAt !== null,
    available_points: available,
    pending_points: pending,
    loyalty_points: available + pending,
    cart_eligible_points: Math.floor(available / POINTS_PER_DOLLAR) * POINTS_PER_DOLLAR,
  };
}
