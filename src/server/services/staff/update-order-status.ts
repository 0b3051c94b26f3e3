import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { STAFF_MESSAGES, type updateOrderStatusBodySchema } from '@/api/staff';
import { canStaffMove, type OrderStatus } from '@/domain/order-status';
import { cleanStopNote, isStopStatus, type OrderStopReason } from '@/domain/order-stop-reasons';
import type { Database } from '@/server/db/client';
import { carts, cartStatusChanges, loyaltyLedger } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import type { Db } from '@/server/services/carts/cart-db';
import type { CartRow } from '@/server/services/carts/cart-records';
import { notifyOrderCustomer, statusChangeNotice } from '@/server/services/carts/order-notices';
import { releaseOrder } from '@/server/services/carts/release-order';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { orderType } from './order-queue';
import { storeOrder } from './staff-order';

/**
 * A staff status change (part 2 §4, §6): one transaction with the order row locked checks
 * the move against src/domain/order-status.ts, makes it and records who made it and when. A cancel or
 * reject gives back what placing took, exactly as a customer cancel does; finishing credits the
 * points the order earned (DECISIONS.md: credited when the order is finished). Finished, rejected and
 * cancelled are final, so under the lock each of these happens once. The customer's notice is
 * written to the outbox in the same transaction: no change goes untold, and none is told twice.
 */
export type StatusMove = z.output<typeof updateOrderStatusBodySchema>;

/** The reason columns of the change: a reject or cancel may carry them; the contract refuses them on any other move. */
function stopReason(move: StatusMove): { reason: OrderStopReason | null; reasonNote: string | null } {
  if (!isStopStatus(move.status)) return { reason: null, reasonNote: null };
  return { reason: move.reason ?? null, reasonNote: cleanStopNote(move.reason_note) };
}

async function applyEffects(tx: Db, order: CartRow, to: OrderStatus): Promise<void> {
  if (to === 'cancelled' || to === 'rejected') await releaseOrder(tx, order, to);
  if (to === 'finished' && order.loyaltyPointsAccrued > 0 && order.userId !== null) {
    await tx.insert(loyaltyLedger).values({ userId: order.userId, points: order.loyaltyPointsAccrued, reason: `order ${order.id} finished` });
  }
}

export async function updateOrderStatus(db: Database, staff: UserRow, move: StatusMove, options: OutboxOptions, now = new Date()): Promise<CartRow> {
  const order = await db.transaction(async (tx) => {
    const locked = await storeOrder(tx, move.store_id, move.cart_id, { lock: true });
    const current = locked.status as OrderStatus;
    if (!canStaffMove(current, move.status, orderType(locked))) throw conflict(STAFF_MESSAGES.transitionNotAllowed);
    await applyEffects(tx, locked, move.status);
    const why = stopReason(move);
    const [moved] = await tx.update(carts).set({ status: move.status, updatedAt: now }).where(eq(carts.id, locked.id)).returning();
    await tx.insert(cartStatusChanges).values({ cartId: locked.id, fromStatus: current, toStatus: move.status, changedByUserId: staff.id, at: now, ...why });
    const notice = statusChangeNotice(current, move.status);
    if (notice) await notifyOrderCustomer(tx, moved!, notice, options, { reason: why.reason });
    return moved!;
  });
  if (order.status === 'cancelled' || order.status === 'rejected') await catalogChanged(db, order.storeId, ['stock']);
  return order;
}
