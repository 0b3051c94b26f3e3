import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderingApps, stores, users } from './schema';

/**
 * The staff terminal and kiosks (issue 7). Portal users work at stores (`staff_stores`); the server
 * scopes every staff read and write to them. A kiosk is a device a staff user pinned to one store:
 * it holds a random token (only its hash is stored) until a staff user unpins it.
 */

const at = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });

export const staffStores = pgTable(
  'staff_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeId] }), index('staff_stores_store_idx').on(table.storeId)],
);

export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: serial('id').primaryKey(),
    orderingAppId: integer('ordering_app_id')
      .notNull()
      .references(() => orderingApps.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** medical and/or recreational: what this kiosk serves. */
    usageTypes: text('usage_types').array().notNull(),
    /** sha256 of the device's token, hex; the token itself is shown once, at pinning. */
    tokenHash: text('token_hash').notNull().unique(),
    pinnedByUserId: integer('pinned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    pinnedAt: at('pinned_at').notNull().defaultNow(),
    unpinnedByUserId: integer('unpinned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    unpinnedAt: at('unpinned_at'),
  },
  (table) => [index('kiosk_devices_store_idx').on(table.storeId)],
);

/** Idempotency-Key of kiosk writes (a check-in queued offline is replayed with its key, issue 7). */
export const kioskWriteKeys = pgTable(
  'kiosk_write_keys',
  {
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kioskDevices.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('in_progress'),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kioskId, table.key] }),
    check('kiosk_write_keys_state', sql`${table.state} IN ('in_progress', 'done')`),
  ],
);
