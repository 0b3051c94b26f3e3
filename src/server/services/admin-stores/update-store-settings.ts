import { eq } from 'drizzle-orm';
import type { StoreSettings, StoreSettingsPatch } from '@/api/admin-stores';
import type { Database } from '@/server/db/client';
import { storeHourExceptions, stores, storeWaitTimes } from '@/server/db/schema';
import { changedFields, recordStoreAudit } from '@/server/services/admin/audit-log';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { brandStoreRow } from '@/server/services/carts/cart-store';
import { patchColumns, storeExceptions, toStoreSettings, type StoreColumns } from './store-settings';

/** Who changes which store. */
export interface StoreWrite {
  orderingAppId: number;
  storeId: number;
  userId: number;
}

/** isRecMenu -> is_rec_menu: audit entries name the store's fields as the API does. */
const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
const snakeKeys = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [snake(key), value]));

/**
 * PATCH admin/stores/{id}/settings: the store's columns and its audit entry (only the fields that
 * changed, before and after) in one transaction, then the catalog caches of the store are dropped so
 * the storefront answers the new settings on its next read (README "The operator console").
 */
export async function updateStoreSettings(db: Database, write: StoreWrite, patch: StoreSettingsPatch): Promise<StoreSettings> {
  const settings = await db.transaction(async (tx) => {
    const before = await brandStoreRow(tx, write.orderingAppId, write.storeId, { lock: true });
    const columns = patchColumns(patch);
    // The same seven lines written another way ('Monday: …' or not) are no change.
    if (patch.hours && JSON.stringify(toStoreSettings(before, []).hours.weekly) === JSON.stringify(patch.hours.weekly)) delete columns.hours;
    const diff = changedFields(before as StoreColumns & Record<string, unknown>, columns);
    const changed = Object.keys(diff.after).length > 0;
    const after = changed ? (await tx.update(stores).set(diff.after).where(eq(stores.id, before.id)).returning())[0]! : before;
    if (changed) {
      if ('waitTime' in diff.after) await syncWaitTime(tx, before.id, after.waitTime);
      await recordStoreAudit(tx, write, before.id, {
        action: 'store.update',
        objectType: 'store',
        objectId: before.id,
        before: snakeKeys(diff.before),
        after: snakeKeys(diff.after),
      });
    }
    return toStoreSettings(after, await storeExceptions(tx, before.id));
  });
  await catalogChanged(db, write.storeId, ['store']);
  return settings;
}

/** The wait times call (part 1 §7) reads store_wait_times: it follows the store's wait_time. */
async function syncWaitTime(tx: Pick<Database, 'insert' | 'delete'>, storeId: number, minutes: number | null) {
  if (minutes === null) {
    await tx.delete(storeWaitTimes).where(eq(storeWaitTimes.storeId, storeId));
    return;
  }
  await tx
    .insert(storeWaitTimes)
    .values({ storeId, minutes, updatedAt: new Date() })
    .onConflictDoUpdate({ target: storeWaitTimes.storeId, set: { minutes, updatedAt: new Date() } });
}

/**
 * PUT admin/stores/{id}/hour-exceptions: the list replaced whole, audited with the lists before and
 * after, in one transaction.
 */
export async function replaceHourExceptions(db: Database, write: StoreWrite, exceptions: StoreSettings['hours']['exceptions']): Promise<StoreSettings> {
  const settings = await db.transaction(async (tx) => {
    const store = await brandStoreRow(tx, write.orderingAppId, write.storeId, { lock: true });
    const before = await storeExceptions(tx, store.id);
    const after = [...exceptions].sort((a, b) => a.date.localeCompare(b.date));
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await tx.delete(storeHourExceptions).where(eq(storeHourExceptions.storeId, store.id));
      if (after.length) {
        await tx.insert(storeHourExceptions).values(after.map((exception) => ({ storeId: store.id, onDate: exception.date, hours: exception.hours, note: exception.note })));
      }
      await recordStoreAudit(tx, write, store.id, {
        action: 'store.hours_exceptions',
        objectType: 'store',
        objectId: store.id,
        before: { hour_exceptions: before },
        after: { hour_exceptions: after },
      });
    }
    return toStoreSettings(store, after);
  });
  await catalogChanged(db, write.storeId, ['store']);
  return settings;
}
