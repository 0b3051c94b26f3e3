import { eq, sum } from 'drizzle-orm';
import type { PlacedKioskOrder } from '@/api/kiosk-orders';
import type { OrderStatus } from '@/domain/order-status';
import type { UsageType } from '@/domain/usage-type';
import { cartItems, carts, cartStatusChanges } from '@/server/db/schema';
import type { Db } from '@/server/services/carts/cart-db';
import type { CartRow } from '@/server/services/carts/cart-records';
import type { KioskRow } from './kiosk-devices';

/**
 * The rows of a kiosk order (issue 7; DECISIONS.md kiosk mode): a cart at the kiosk's store under the
 * name and phone typed in, with no account, like an anonymous staff order on behalf
 * (staff-orders/start-order.ts), picked up in the store as a check-in order.
 */
export interface KioskCustomer {
  first: string;
  last?: string | undefined;
  /** Digits only (the contract strips the punctuation), as check-in matches phones. */
  phone: string;
}

export async function insertKioskCart(tx: Db, kiosk: KioskRow, usage: UsageType, customer: KioskCustomer, now: Date): Promise<CartRow> {
  const [cart] = await tx
    .insert(carts)
    .values({
      orderingAppId: kiosk.orderingAppId,
      storeId: kiosk.storeId,
      usageType: usage,
      orderType: 'pickup',
      // Placed as a plain pickup: see placedAtKiosk.
      checkin: false,
      userId: null,
      anonymous: true,
      contactName: `${customer.first} ${customer.last ?? ''}`.trim(),
      contactPhone: customer.phone,
      contactEmail: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return cart!;
}

const PLACED: OrderStatus = 'submitted';

/**
 * The placed order made what a kiosk order is. placeOrder puts a check-in order in awaiting_checkin
 * and records the change under the account it placed with; the shopper is standing in the store, so
 * the order was placed as a plain pickup (straight to submitted) and now becomes the check-in order
 * it is, and its one recorded change is put on the kiosk with no person, as check-in.ts records.
 * Same transaction as the placing, so nobody ever sees it otherwise.
 */
export async function placedAtKiosk(tx: Db, kiosk: KioskRow, order: CartRow): Promise<CartRow> {
  if (order.status !== PLACED) throw new Error(`a kiosk order was placed as ${order.status}`);
  const [placed] = await tx.update(carts).set({ checkin: true }).where(eq(carts.id, order.id)).returning();
  await tx.update(cartStatusChanges).set({ changedByUserId: null, kioskId: kiosk.id }).where(eq(cartStatusChanges.cartId, order.id));
  return placed!;
}

/** What the public screen is told: the first name only, the number to quote, the units and the total. */
export async function placedKioskOrder(db: Db, order: CartRow, firstName: string): Promise<PlacedKioskOrder> {
  const [units] = await db.select({ units: sum(cartItems.quantity).mapWith(Number) }).from(cartItems).where(eq(cartItems.cartId, order.id));
  return {
    id: order.id,
    first_name: firstName,
    status: order.status as OrderStatus,
    item_count: units?.units ?? 0,
    total: (order.grandTotalCents ?? 0) / 100,
  };
}
