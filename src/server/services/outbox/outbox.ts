import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderingApps, outboxMessages } from '../../db/schema';
import { deliverEmail } from './smtp-transport';

/**
 * Every email and text the product sends (DECISIONS.md "Email and SMS"): recorded in the outbox first,
 * then handed to a transport when one is configured (SMTP for email). No SMS gateway is configured in
 * this product, so texts stay recorded; development reads both on /dev/outbox.
 */
export interface OutgoingMessage {
  orderingAppId: number | null;
  userId?: number | null;
  channel: 'email' | 'sms';
  /** An email address, or 10 phone digits. */
  recipient: string;
  subject: string;
  body: string;
}

/** The brand a message speaks for (every email and text names it, so a shopper knows who is writing). */
export async function senderBrandName(db: Database, orderingAppId: number): Promise<string> {
  const [row] = await db.select({ name: orderingApps.name }).from(orderingApps).where(eq(orderingApps.id, orderingAppId));
  return row?.name || 'Apotheca';
}

export interface OutboxOptions {
  smtpUrl?: string;
  mailFrom: string;
}

export async function sendMessage(db: Database, message: OutgoingMessage, options: OutboxOptions): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ ...message, userId: message.userId ?? null })
    .returning({ id: outboxMessages.id });
  const id = row!.id;
  if (message.channel === 'email' && options.smtpUrl) {
    // Sent after the answer: a slow mail server never holds a request; the row records the outcome.
    void deliverEmail(options.smtpUrl, { from: options.mailFrom, to: message.recipient, subject: message.subject, text: message.body })
      .then(() => db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, id)))
      .catch((error: unknown) =>
        db.update(outboxMessages).set({ error: error instanceof Error ? error.message.slice(0, 500) : 'send failed' }).where(eq(outboxMessages.id, id)),
      )
      .catch(() => undefined);
  }
  return id;
}

/** The newest messages, optionally to one recipient (the development page and the tests). */
export async function latestMessages(db: Database, recipient?: string, limit = 50) {
  const query = db.select().from(outboxMessages);
  const rows = await (recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows;
}
