import { asc, inArray } from 'drizzle-orm';
import type { StatusChange } from '@/api/staff';
import type { OrderStatus } from '@/domain/order-status';
import { isOrderStopReason } from '@/domain/order-stop-reasons';
import type { Database } from '@/server/db/client';
import { cartStatusChanges } from '@/server/db/schema';
import type { CartRow } from '@/server/services/carts/cart-records';
import { usersById } from './order-customer';

/**
 * The recorded status changes of orders, oldest first, with who made each (the staff order queue
 * reads them): a kiosk check-in, the order's own customer, a named staff member, or
 * the system when nobody is recorded.
 */
type ChangeRow = typeof cartStatusChanges.$inferSelect;

function changedBy(change: ChangeRow, order: CartRow, names: Map<number, { first: string; last: string }>): string {
  if (change.kioskId !== null) return 'Kiosk';
  if (change.changedByUserId === null) return 'System';
  if (change.changedByUserId === order.userId) return 'Customer';
  const person = names.get(change.changedByUserId);
  return person ? `${person.first} ${person.last}`.trim() : 'System';
}

/** Every order's history by order id. */
export async function statusHistories(db: Database, orders: readonly CartRow[]): Promise<Map<number, StatusChange[]>> {
  const histories = new Map<number, StatusChange[]>(orders.map((order) => [order.id, []]));
  if (!orders.length) return histories;
  const changes = await db
    .select()
    .from(cartStatusChanges)
    .where(inArray(cartStatusChanges.cartId, orders.map((order) => order.id)))
    .orderBy(asc(cartStatusChanges.at), asc(cartStatusChanges.id));
  const names = await usersById(db, changes.map((change) => change.changedByUserId));
  const byId = new Map(orders.map((order) => [order.id, order]));
  for (const change of changes) {
    histories.get(change.cartId)?.push({
      from_status: change.fromStatus as OrderStatus,
      to_status: change.toStatus as OrderStatus,
      at: change.at.toISOString(),
      by: changedBy(change, byId.get(change.cartId)!, names),
      reason: isOrderStopReason(change.reason) ? change.reason : null,
      reason_note: change.reasonNote,
    });
  }
  return histories;
}
