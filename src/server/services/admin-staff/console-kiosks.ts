import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_STAFF_MESSAGES, type ConsoleKiosk } from '@/api/admin-staff';
import type { ConsoleAccess } from '@/domain/staff-roles';
import type { Database } from '@/server/db/client';
import { kioskDevices, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { assertCanAtStore } from '@/server/services/admin/console-access';
import { recordStoreAudit } from '@/server/services/admin/audit-log';
import type { Db } from '@/server/services/carts/cart-db';
import { kioskUsageTypes, type KioskRow } from '@/server/services/kiosk/kiosk-devices';
import { auditWriter, type StaffWrite } from './staff-writes';

/**
 * The kiosks of a store in the console (README "Staff and kiosks"; DECISIONS.md "Kiosk mode"):
 * operators for every store, store managers for theirs. Unpinning ends the device's token at once:
 * every kiosk call reads the device row (kiosk-devices.ts pinnedKioskByTokenHash).
 */
/** How many unpinned devices of a store the list still shows, newest first. */
export const UNPINNED_KIOSKS_SHOWN = 50;

const pinner = alias(users, 'pinner');
const unpinner = alias(users, 'unpinner');
const nameOf = (person: { first: AnyPgColumn; last: AnyPgColumn }) => sql<string | null>`nullif(trim(${person.first} || ' ' || ${person.last}), '')`;

async function kioskRows(db: Db, where: ReturnType<typeof and>, limit: number) {
  return db
    .select({ kiosk: kioskDevices, pinnedBy: nameOf(pinner), unpinnedBy: nameOf(unpinner) })
    .from(kioskDevices)
    .leftJoin(pinner, eq(pinner.id, kioskDevices.pinnedByUserId))
    .leftJoin(unpinner, eq(unpinner.id, kioskDevices.unpinnedByUserId))
    .where(where)
    .orderBy(sql`${kioskDevices.unpinnedAt} is not null`, desc(kioskDevices.unpinnedAt), desc(kioskDevices.pinnedAt), desc(kioskDevices.id))
    .limit(limit);
}

function kioskBody(row: { kiosk: KioskRow; pinnedBy: string | null; unpinnedBy: string | null }): ConsoleKiosk {
  const { kiosk } = row;
  return {
    id: kiosk.id,
    store_id: kiosk.storeId,
    usage_types: kioskUsageTypes(kiosk),
    pinned_at: kiosk.pinnedAt.toISOString(),
    pinned_by: row.pinnedBy ?? 'Staff',
    state: kiosk.unpinnedAt ? 'unpinned' : 'pinned',
    unpinned_at: kiosk.unpinnedAt?.toISOString() ?? null,
    unpinned_by: kiosk.unpinnedAt ? (row.unpinnedBy ?? 'Staff') : null,
  };
}

/** The store's pinned kiosks, then the last UNPINNED_KIOSKS_SHOWN unpinned ones. 403 outside the role's stores (which are the brand's). */
export async function storeKiosks(db: Database, access: ConsoleAccess, storeId: number): Promise<ConsoleKiosk[]> {
  assertCanAtStore(access, 'kiosks.manage', storeId);
  const pinned = await kioskRows(db, and(eq(kioskDevices.storeId, storeId), isNull(kioskDevices.unpinnedAt)), 1000);
  const unpinned = await kioskRows(db, and(eq(kioskDevices.storeId, storeId), sql`${kioskDevices.unpinnedAt} is not null`), UNPINNED_KIOSKS_SHOWN);
  return [...pinned, ...unpinned].map(kioskBody);
}

/** Unpins the brand's kiosk (404 for another brand's, 403 outside the role's stores); unpinning twice changes nothing. */
export async function unpinConsoleKiosk(db: Database, access: ConsoleAccess, write: StaffWrite, kioskId: number, now = new Date()): Promise<ConsoleKiosk> {
  return db.transaction(async (tx) => {
    const [kiosk] = await tx
      .select()
      .from(kioskDevices)
      .where(and(eq(kioskDevices.id, kioskId), eq(kioskDevices.orderingAppId, write.orderingAppId)))
      .for('update');
    if (!kiosk) throw notFound(ADMIN_STAFF_MESSAGES.kioskNotFound);
    assertCanAtStore(access, 'kiosks.manage', kiosk.storeId);
    if (!kiosk.unpinnedAt) {
      await tx.update(kioskDevices).set({ unpinnedAt: now, unpinnedByUserId: write.actorId }).where(eq(kioskDevices.id, kiosk.id));
      await recordStoreAudit(tx, auditWriter(write), kiosk.storeId, {
        action: 'kiosk.unpin',
        objectType: 'kiosk',
        objectId: kiosk.id,
        before: { unpinned_at: null },
        after: { unpinned_at: now.toISOString() },
      });
    }
    const [row] = await kioskRows(tx, eq(kioskDevices.id, kiosk.id), 1);
    return kioskBody(row!);
  });
}
