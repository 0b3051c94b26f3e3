import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsoleRole } from '@/domain/staff-roles';
import { brandId } from './brands';
import { at, createdAt, id } from './columns';
import { storedAnswer, storedAnswerState } from './idempotency';
import { stores } from './stores';
import { ownedByUser, userMention } from './users';

/**
 * The operator console (README "Roles", "The operator console", "The point-of-sale feed").
 *
 * Console roles are rows: an operator row has no store (it covers every store of the user's brand);
 * a store manager has one row per managed store. Budtenders stay what they were, portal users with
 * `staff_stores` rows, and have no console.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: id(),
    userId: ownedByUser(),
    role: text('role').$type<ConsoleRole>().notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    grantedByUserId: userMention('granted_by_user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_roles_user_store_idx').on(table.userId, table.role, sql`coalesce(${table.storeId}, 0)`),
    check('staff_roles_role', sql`${table.role} IN ('operator', 'store_manager')`),
    check('staff_roles_store', sql`(${table.role} = 'operator') = (${table.storeId} IS NULL)`),
  ],
);

/**
 * Every console and feed write: who (a user or a feed key), when, which object, and its values
 * before and after. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderingAppId: brandId(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    actorUserId: userMention('actor_user_id'),
    actorFeedKeyId: integer('actor_feed_key_id').references(() => feedKeys.id, { onDelete: 'set null' }),
    /** What was done, e.g. store.update, inventory.update, inventory.import, feed_key.revoke. */
    action: text('action').notNull(),
    /** The kind of object and its id, e.g. store / 4, inventory_item / 1203. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('audit_log_brand_at_idx').on(table.orderingAppId, table.at), index('audit_log_store_at_idx').on(table.storeId, table.at)],
);

/** A point-of-sale integration's key: only its SHA-256 is kept; it reaches only its stores. */
export const feedKeys = pgTable(
  'feed_keys',
  {
    id: id(),
    orderingAppId: brandId(),
    name: text('name').notNull(),
    /** The first characters of the key, shown in lists so an operator can tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    storeIds: integer('store_ids').array().notNull(),
    createdByUserId: userMention('created_by_user_id'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('feed_keys_brand_idx').on(table.orderingAppId)],
);

/** Idempotency-Key of feed writes: a replayed upload answers the first one's results and changes nothing. */
export const feedWriteKeys = pgTable(
  'feed_write_keys',
  {
    feedKeyId: integer('feed_key_id')
      .notNull()
      .references(() => feedKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    ...storedAnswer(),
  },
  (table) => [primaryKey({ columns: [table.feedKeyId, table.key] }), storedAnswerState('feed_write_keys_state', table.state)],
);
