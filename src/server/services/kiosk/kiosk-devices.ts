import { and, eq, isNull } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Kiosk, pinKioskBodySchema } from '@/api/kiosk';
import { parseUsageType, USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { kioskDevices, users } from '@/server/db/schema';
import type { SignedInUser } from '@/server/http/auth';
import { badRequest } from '@/server/http/errors';
import { storeName, storeRow, type StoreRow } from '@/server/services/carts/cart-store';
import { assertWorksAt } from '@/server/services/staff/staff-access';
import { newKioskToken } from './kiosk-tokens';

/**
 * Kiosk devices (DECISIONS.md "Modes of the one installable app"): a staff user pins a
 * device to one of their stores and the usage types it serves; the device keeps the token until a
 * staff user of that store unpins it.
 */
export type KioskRow = typeof kioskDevices.$inferSelect;

/** The kiosk whose token hashes to `tokenHash`, of this brand, pinned or not. */
export async function kioskByTokenHash(db: Database, orderingAppId: number, tokenHash: string): Promise<KioskRow | undefined> {
  const [kiosk] = await db
    .select()
    .from(kioskDevices)
    .where(and(eq(kioskDevices.tokenHash, tokenHash), eq(kioskDevices.orderingAppId, orderingAppId)));
  return kiosk;
}

/** The same, only while still pinned: what a kiosk's own calls accept. */
export async function pinnedKioskByTokenHash(db: Database, orderingAppId: number, tokenHash: string): Promise<KioskRow | undefined> {
  const [kiosk] = await db
    .select()
    .from(kioskDevices)
    .where(and(eq(kioskDevices.tokenHash, tokenHash), eq(kioskDevices.orderingAppId, orderingAppId), isNull(kioskDevices.unpinnedAt)));
  return kiosk;
}

/** Only usage types the store has a menu for (part 1 §3 is_med_menu / is_rec_menu); 400 naming the others. */
function assertStoreServes(store: StoreRow, usageTypes: UsageType[]): void {
  const hasMenu = (usage: UsageType) => (usage === 'medical' ? store.isMedMenu : store.isRecMenu);
  const missing = usageTypes.filter((usage) => !hasMenu(usage));
  if (!missing.length) return;
  const message = `${storeName(store)} has no ${missing.map((usage) => USAGE_LABEL[usage]).join(' or ')} menu.`;
  throw badRequest(message, { usage_types: [message] });
}

export type PinRequest = z.output<typeof pinKioskBodySchema>;

/** 403 unless the staff user works at the store; answers the kiosk and its token (shown this once). */
export async function pinKiosk(db: Database, staff: SignedInUser, orderingAppId: number, request: PinRequest, now = new Date()) {
  await assertWorksAt(db, staff, request.store_id);
  const store = await storeRow(db, request.store_id);
  const usageTypes = [...new Set(request.usage_types)];
  assertStoreServes(store, usageTypes);
  const { token, hash } = newKioskToken();
  const [kiosk] = await db
    .insert(kioskDevices)
    .values({ orderingAppId, storeId: store.id, usageTypes, tokenHash: hash, pinnedByUserId: staff.id, pinnedAt: now })
    .returning();
  return { kiosk: await kioskAnswer(db, kiosk!), kiosk_token: token };
}

/**
 * 403 unless the staff user works at the kiosk's store. Answers whether this call unpinned it (false
 * when it was unpinned already: a retried unpin whose first answer was lost).
 */
export async function unpinKiosk(db: Database, staff: SignedInUser, kiosk: KioskRow, now = new Date()): Promise<boolean> {
  await assertWorksAt(db, staff, kiosk.storeId);
  const unpinned = await db
    .update(kioskDevices)
    .set({ unpinnedAt: now, unpinnedByUserId: staff.id })
    .where(and(eq(kioskDevices.id, kiosk.id), isNull(kioskDevices.unpinnedAt)))
    .returning({ id: kioskDevices.id });
  return unpinned.length > 0;
}

export function kioskUsageTypes(kiosk: KioskRow): UsageType[] {
  return kiosk.usageTypes.map((value) => parseUsageType(value)).filter((usage) => usage !== undefined);
}

/** What the device is told about itself (src/api/kiosk.ts kioskSchema). */
export async function kioskAnswer(db: Database, kiosk: KioskRow): Promise<Kiosk> {
  const [store, pinnedBy] = await Promise.all([storeRow(db, kiosk.storeId), staffName(db, kiosk.pinnedByUserId)]);
  return {
    id: kiosk.id,
    store_id: kiosk.storeId,
    store_name: storeName(store),
    usage_types: kioskUsageTypes(kiosk),
    pinned_at: kiosk.pinnedAt.toISOString(),
    pinned_by: pinnedBy,
  };
}

/** "First Last" of the staff user who pinned it; a deleted account leaves a plain word. */
async function staffName(db: Database, userId: number | null): Promise<string> {
  if (userId === null) return 'Staff';
  const [row] = await db.select({ first: users.first, last: users.last }).from(users).where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() : 'Staff';
}
