import { and, eq, inArray, sum } from 'drizzle-orm';
import type { UserLoyalty } from '@/api/user';
import { POINTS_PER_DOLLAR } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { carts, loyaltyLedger } from '@/server/db/schema';
import type { UserRow } from './user-rows';

/** Placed orders not yet finished (or stopped): their points are 'Earning' (part 2 §4). */
const OPEN_ORDER_STATUSES = ['requested', 'awaiting_checkin', 'submitted', 'fulfilled', 'picked_up'] as const;

/**
 * The rewards status from our ledger (DECISIONS.md "Rewards provider"): available points are the
 * ledger's sum, never below zero; pending points are what placed orders will earn once finished;
 * a cart can use whole dollars of points only (40 points = $1, part 2 §9).
 */
export async function loyaltyStatus(db: Database, user: Pick<UserRow, 'id' | 'loyaltyEnrolledAt'>): Promise<UserLoyalty> {
  const available = await pointsBalance(db, user.id);
  const [open] = await db
    .select({ total: sum(carts.loyaltyPointsAccrued) })
    .from(carts)
    .where(and(eq(carts.userId, user.id), inArray(carts.status, [...OPEN_ORDER_STATUSES])));
  const pending = Number(open?.total ?? 0);
  return {
    is_enrolled: user.loyaltyEnrolledAt !== null,
    available_points: available,
    pending_points: pending,
    loyalty_points: available + pending,
    cart_eligible_points: Math.floor(available / POINTS_PER_DOLLAR) * POINTS_PER_DOLLAR,
  };
}

/** The available points: the ledger's sum, never below zero (a balance is never stored, only added up). */
export async function pointsBalance(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: sum(loyaltyLedger.points) }).from(loyaltyLedger).where(eq(loyaltyLedger.userId, userId));
  return Math.max(0, Number(row?.total ?? 0));
}
