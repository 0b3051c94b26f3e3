import { eq, sum } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { PlacedKioskOrder, placeKioskOrderBodySchema } from '@/api/kiosk-orders';
import type { OrderStatus } from '@/domain/order-status';
import type { UsageType } from '@/domain/usage-type';
import { cartItems, carts } from '@/server/db/schema';
import type { Db } from '@/server/services/carts/cart-db';
import type { CartRow } from '@/server/services/carts/cart-records';
import type { KioskRow } from './kiosk-devices';

/**
 * The rows of a kiosk order (DECISIONS.md kiosk mode): a cart at the kiosk's store under the
 * name and phone typed in, with no account, like an anonymous staff order on behalf
 * (staff-orders/start-order.ts), picked up in the store as a check-in order.
 */
/** The name and phone typed in; the phone is digits only (the contract strips the punctuation), as check-in matches phones. */
export type KioskCustomer = Pick<z.output<typeof placeKioskOrderBodySchema>, 'first' | 'last' | 'phone'>;

export async function insertKioskCart(tx: Db, kiosk: KioskRow, usage: UsageType, customer: KioskCustomer, now: Date): Promise<CartRow> {
  const [cart] = await tx
    .insert(carts)
    .values({
      orderingAppId: kiosk.orderingAppId,
      storeId: kiosk.storeId,
      usageType: usage,
      orderType: 'pickup',
      // A check-in order, already in the store: placeOrder sends it straight to submitted (PlacedBy).
      checkin: true,
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
