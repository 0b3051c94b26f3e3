import { and, asc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { KIOSK_MESSAGES, type CheckInResponse } from '@/api/kiosk';
import { STAFF_ORDER_WINDOW_HOURS } from '@/domain/constants';
import type { OrderStatus } from '@/domain/order-status';
import type { Database } from '@/server/db/client';
import { carts, cartStatusChanges, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Db } from '@/server/services/carts/cart-db';
import type { CartRow } from '@/server/services/carts/cart-records';
import { notifyOrderCustomer } from '@/server/services/carts/order-notices';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { kioskUsageTypes, type KioskRow } from './kiosk-devices';

/**
 * Kiosk check-in (DECISIONS.md kiosk mode): a shopper at the door names their order by
 * phone or order number, and every matching order of the kiosk's store waiting for check-in joins
 * the staff queue (awaiting_checkin -> submitted, the transition src/domain allows staff too).
 */
export type CheckInRequest = { phone: string; order_id?: undefined } | { order_id: number; phone?: undefined };

const FROM: OrderStatus = 'awaiting_checkin';
const TO: OrderStatus = 'submitted';

/** Digits only, so a phone saved as '(845) 555-0142' still matches '8455550142'. */
const digitsOf = (column: typeof users.phone | typeof carts.contactPhone) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

function whoseOrder(request: CheckInRequest): SQL {
  if (request.order_id !== undefined) return eq(carts.id, request.order_id);
  // The customer's account phone, or the phone a staff member took for the order (part 2 §4 "Staff order on behalf").
  return or(eq(digitsOf(users.phone), request.phone), eq(digitsOf(carts.contactPhone), request.phone))!;
}

/** First name only: the kiosk is a public screen. */
function firstName(row: { first: string | null; contactName: string | null }): string {
  const fromAccount = row.first?.trim();
  if (fromAccount) return fromAccount;
  return row.contactName?.trim().split(/\s+/)[0] ?? '';
}

/**
 * Locks the matching orders (SELECT ... FOR UPDATE, so a staff change or a second kiosk cannot move
 * them at the same time) and moves them all in one transaction; 404 when none matches. The same
 * transaction tells each customer that they are checked in (the outbox), as a staff move does.
 */
export async function checkIn(db: Database, kiosk: KioskRow, request: CheckInRequest, options: OutboxOptions, now = new Date()): Promise<CheckInResponse> {
  const since = new Date(now.getTime() - STAFF_ORDER_WINDOW_HOURS * 3_600_000);
  const usageTypes = kioskUsageTypes(kiosk);
  const checkedIn = await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: carts.id, first: users.first, contactName: carts.contactName })
      .from(carts)
      .leftJoin(users, eq(users.id, carts.userId))
      .where(
        and(
          eq(carts.orderingAppId, kiosk.orderingAppId),
          eq(carts.storeId, kiosk.storeId),
          eq(carts.status, FROM),
          inArray(carts.usageType, usageTypes),
          gte(carts.submittedOn, since),
          whoseOrder(request),
        ),
      )
      .orderBy(asc(carts.id))
      .for('update', { of: carts });
    if (!found.length) throw notFound(KIOSK_MESSAGES.checkInNotFound);
    const orders = await moveToQueue(tx, kiosk, found.map((order) => order.id), now);
    for (const order of orders) await notifyOrderCustomer(tx, order, 'checked_in', options);
    return found;
  });
  return { orders: checkedIn.map((order) => ({ id: order.id, first_name: firstName(order), status: TO })) };
}

async function moveToQueue(tx: Db, kiosk: KioskRow, orderIds: number[], now: Date): Promise<CartRow[]> {
  const moved = await tx.update(carts).set({ status: TO, updatedAt: now }).where(inArray(carts.id, orderIds)).returning();
  await tx
    .insert(cartStatusChanges)
    .values(orderIds.map((cartId) => ({ cartId, fromStatus: FROM, toStatus: TO, changedByUserId: null, kioskId: kiosk.id, at: now })));
  return moved;
}
