import { asc, eq } from 'drizzle-orm';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { staffStores, users } from '@/server/db/schema';
import { unauthorized } from '@/server/http/errors';
import type { Db } from '@/server/services/carts/cart-db';
import type { UserRow } from '@/server/services/carts/shopper-facts';
import { actingUser } from '@/server/services/staff-orders/acting-user';
import type { KioskRow } from './kiosk-devices';

/**
 * The account row a kiosk order is added to and placed with (DECISIONS.md kiosk mode). The cart services take an
 * account: its flags decide the add-to-cart gate and checkout rules, its discounts the price. A
 * kiosk has no account, so it acts as a staff order on
 * behalf of an anonymous customer does (acting-user.ts): a portal user priced as nobody in
 * particular (no employee discount, rewards or audience specials), so the shopper's restrictions do
 * not apply but stock, the line maximum and the store's purchase limits do.
 *
 * The row is the staff member who pinned the kiosk, or, when that account is gone, someone who works
 * at the store. It only prices: placeOrder records the placing on the kiosk (PlacedBy), so no person
 * is ever recorded as placing a kiosk order.
 */
async function pinnedBy(db: Db, kiosk: KioskRow): Promise<UserRow | undefined> {
  if (kiosk.pinnedByUserId === null) return undefined;
  const [account] = await db.select().from(users).where(eq(users.id, kiosk.pinnedByUserId));
  return account;
}

async function worksAtStore(db: Db, storeId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ account: users })
    .from(staffStores)
    .innerJoin(users, eq(users.id, staffStores.userId))
    .where(eq(staffStores.storeId, storeId))
    .orderBy(asc(staffStores.createdAt), asc(users.id))
    .limit(1);
  return row?.account;
}

/** 401 "not set up" when nobody who could pin it again is left: the device then shows its setup screen. */
export async function kioskOrderAccount(db: Db, kiosk: KioskRow): Promise<UserRow> {
  const staff = (await pinnedBy(db, kiosk)) ?? (await worksAtStore(db, kiosk.storeId));
  if (!staff) throw unauthorized(KIOSK_MESSAGES.notPinned);
  return actingUser(staff, undefined);
}
