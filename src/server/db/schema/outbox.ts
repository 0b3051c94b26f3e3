import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orderingApps } from './brands';
import { at, createdAt, id } from './columns';
import { userMention } from './users';

/**
 * Every email and text goes through here (DECISIONS.md "Email and SMS"), written in the transaction
 * of the change it tells of. The delivery worker (services/outbox/delivery-worker.ts) sends rows
 * whose next_attempt_at has come: claiming one moves next_attempt_at past the send's lease, so
 * another process skips it; a send records sent_at, a failure its error and the next try. Rows no
 * transport was configured for keep next_attempt_at null: recorded only.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    orderingAppId: integer('ordering_app_id').references(() => orderingApps.id),
    userId: userMention('user_id'),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The plain text, and the text part of an email that also has an HTML body. */
    body: text('body').notNull(),
    /** An email's HTML part (branded order notices); null for texts and plain-text-only emails. */
    html: text('html'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    error: text('error'),
    /** Sends tried so far (each claim counts one, so a send cut short by a crash counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may next claim the row; null once sent, given up, or when nothing can send it. */
    nextAttemptAt: at('next_attempt_at'),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_due_idx').on(table.nextAttemptAt).where(sql`${table.nextAttemptAt} is not null`),
  ],
);
