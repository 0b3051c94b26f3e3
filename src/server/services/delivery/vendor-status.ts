import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { CART_MESSAGES, type vendorStatusSchema } from '@/api/cart';
import type { Database } from '@/server/db/client';
import { vendorStatuses } from '@/server/db/schema';

/** The vendor_statuses row an operator flips when delivery is down (part 2 §7 "Other" get-saas-vendor-status). */
const DELIVERY_VENDOR = 'delivery';

/** The outage message the cart shows (part 2 §8) is null while delivery works. */
export type DeliveryStatus = z.output<typeof vendorStatusSchema>;

function toStatus(row: { isDown: boolean; message: string | null } | undefined): DeliveryStatus {
  if (!row?.isDown) return { delivery_outage: false, message: null };
  return { delivery_outage: true, message: row.message ?? CART_MESSAGES.deliveryOutage };
}

/**
 * Whether delivery is down: no row means it works. Takes anything that can select, so a caller may
 * pass its transaction.
 */
export async function readDeliveryStatus(db: Pick<Database, 'select'>): Promise<DeliveryStatus> {
  const [row] = await db
    .select({ isDown: vendorStatuses.isDown, message: vendorStatuses.message })
    .from(vendorStatuses)
    .where(eq(vendorStatuses.vendor, DELIVERY_VENDOR));
  return toStatus(row);
}

/** The operator's switch; a message an operator stored on the row is kept for the next outage. */
export async function setDeliveryOutage(db: Database, down: boolean): Promise<DeliveryStatus> {
  const [row] = await db
    .insert(vendorStatuses)
    .values({ vendor: DELIVERY_VENDOR, isDown: down })
    .onConflictDoUpdate({ target: vendorStatuses.vendor, set: { isDown: down, updatedAt: new Date() } })
    .returning({ isDown: vendorStatuses.isDown, message: vendorStatuses.message });
  return toStatus(row);
}
