import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The live events every server process pushes to its open streams (README "Live updates"). A row is
 * written in the transaction of the change it tells of, and a trigger (migration
 * 0014_live_events) announces it with NOTIFY once that transaction commits, so every process
 * hears of it and a rolled-back change is never told. The rows stay a short while so a stream
 * that reconnects with Last-Event-ID gets what it missed. Order status changes, ended sessions and
 * disabled accounts write their rows by triggers (on cart_status_changes, refresh_tokens and
 * users), so no path that makes one can forget to; catalog writes call catalogChanged.
 * No foreign keys: an event outlives nothing and must never block a delete.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'order' and 'catalog' reach clients (src/api/live.ts); 'session' (a session ended, an account disabled) closes streams. */
    kind: text('kind').$type<'order' | 'catalog' | 'session'>().notNull(),
    /** The store an order or catalog event is of; 0 for a session event. */
    storeId: integer('store_id').notNull(),
    /** The shopper an order event belongs to; null for catalog events and orders without an account. */
    userId: integer('user_id'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('live_events_created_idx').on(table.createdAt)],
);
