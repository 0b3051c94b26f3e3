import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** in_progress while the first request with a key runs; done once its answer is stored. */
export type CartWriteKeyState = 'in_progress' | 'done';

/**
 * Idempotency-Key headers of carts/op writes (issue 6): the offline queue replays a write with the
 * same key until the server answers, and the stored answer is given again instead of writing twice.
 * Keys belong to one user; another user's equal key is a different row.
 */
export const cartWriteKeys = pgTable(
  'cart_write_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and canonical JSON body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<CartWriteKeyState>().notNull().default('in_progress'),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    check('cart_write_keys_state', sql`${table.state} IN ('in_progress', 'done')`),
  ],
);
