import { eq } from 'drizzle-orm';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { canCancelOrder, type OrderStatus } from '@/domain/order-status';
import type { Database } from '@/server/db/client';
import { carts, cartStatusChanges } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { lockOwnCart, type CartRef, type CartRow, type Shopper } from './cart-records';
import { sendOrderNotice } from './order-notices';
import { releaseOrder } from './release-order';
import type { UserRow } from './shopper-facts';

/**
 * carts/op/cancel-order (part 2 §4 "the cancel rule"): while the status allows it. A placed order
 * gives back everything it took, in one transaction: its stock, its single-use promo and its points;
 * the same transaction records the shopper's 'cancelled' notice in the outbox.
 */
export async function cancelOrder(db: Database, user: UserRow, shopper: Shopper, ref: CartRef, options: OutboxOptions, now = new Date()): Promise<CartRow> {
  const { order, placed } = await db.transaction(async (tx) => {
    const cart = await lockOwnCart(tx, shopper, ref);
    const from = cart.status as OrderStatus;
    if (!canCancelOrder(from)) throw conflict(CART_MESSAGES.notCancellable, CART_ERROR_CODES.notCancellable);
    const wasPlaced = from !== 'pending';
    if (wasPlaced) await releaseOrder(tx, cart, 'cancelled');
    const [cancelled] = await tx.update(carts).set({ status: 'cancelled', updatedAt: now }).where(eq(carts.id, cart.id)).returning();
    await tx.insert(cartStatusChanges).values({ cartId: cart.id, fromStatus: from, toStatus: 'cancelled', changedByUserId: user.id, at: now });
    if (wasPlaced) await sendOrderNotice(tx, user, cancelled!, 'cancelled', options);
    return { order: cancelled!, placed: wasPlaced };
  });
  if (placed) await catalogChanged(db, order.storeId, ['stock']);
  return order;
}
