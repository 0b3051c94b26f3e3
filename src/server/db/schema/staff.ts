import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { brandId } from './brands';
import { at, createdAt, id } from './columns';
import { storedAnswer, storedAnswerState } from './idempotency';
import { ownedByStore } from './stores';
import { ownedByUser, userMention } from './users';

/**
 * The staff terminal and kiosks (DECISIONS.md "Modes of the one installable app"). Portal users work
 * at stores (`staff_stores`); the server scopes every staff read and write to them (README "Staff see
 * only their stores"). A kiosk is a device a staff user pinned to one store: it holds a random token
 * (only its hash is stored) until a staff user unpins it (README "Kiosks hold a device token, not an
 * account").
 */

export const staffStores = pgTable(
  'staff_stores',
  {
    userId: ownedByUser(),
    storeId: ownedByStore(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeId] }), index('staff_stores_store_idx').on(table.storeId)],
);

export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: id(),
    orderingAppId: brandId(),
    storeId: ownedByStore(),
    /** medical and/or recreational: what this kiosk serves. */
    usageTypes: text('usage_types').array().notNull(),
    /** sha256 of the device's token, hex; the token itself is shown once, at pinning. */
    tokenHash: text('token_hash').notNull().unique(),
    pinnedByUserId: userMention('pinned_by_user_id'),
    pinnedAt: at('pinned_at').notNull().defaultNow(),
    unpinnedByUserId: userMention('unpinned_by_user_id'),
    unpinnedAt: at('unpinned_at'),
  },
  (table) => [index('kiosk_devices_store_idx').on(table.storeId)],
);

/** Idempotency-Key of kiosk writes: a check-in queued offline is replayed with its key (README "Writes made offline"). */
export const kioskWriteKeys = pgTable(
  'kiosk_write_keys',
  {
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kioskDevices.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    ...storedAnswer(),
  },
  (table) => [primaryKey({ columns: [table.kioskId, table.key] }), storedAnswerState('kiosk_write_keys_state', table.state)],
);
