import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { ownedByUser } from './users';

/** in_progress while the first request with a key runs; done once its answer is stored. */
export type CartWriteKeyState = 'in_progress' | 'done';

/**
 * What an Idempotency-Key keeps: the request it was first used with and, once done, the answer that
 * is given again to every replay (README "Writes made offline"). Cart and kiosk keys keep the same.
 */
export const storedAnswer = () => ({
  /** sha256 of method, path and canonical JSON body: the same key with another request is refused. */
  requestHash: text('request_hash').notNull(),
  state: text('state').$type<CartWriteKeyState>().notNull().default('in_progress'),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: createdAt(),
});

/** The database's own guard on a key's state. */
export const storedAnswerState = (name: string, state: AnyPgColumn) => check(name, sql`${state} IN ('in_progress', 'done')`);

/**
 * Idempotency-Key headers of carts/op writes: the offline queue replays a write with the same key
 * until the server answers, and the stored answer is given again instead of writing twice. Keys
 * belong to one user; another user's equal key is a different row.
 */
export const cartWriteKeys = pgTable(
  'cart_write_keys',
  {
    userId: ownedByUser(),
    key: text('key').notNull(),
    ...storedAnswer(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), storedAnswerState('cart_write_keys_state', table.state)],
);
