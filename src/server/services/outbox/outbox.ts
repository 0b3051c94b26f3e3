import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderingApps, outboxMessages } from '../../db/schema';

/**
 * Every email and text the product sends (DECISIONS.md "Email and SMS"; README "Notices go out
 * through a transactional outbox"). sendMessage only writes the row, so a caller that passes its
 * transaction as `db` records the notice with the change it tells of: both commit, or neither. The
 * delivery worker (delivery-worker.ts) sends it afterwards. No SMS gateway is configured in this
 * product, so texts stay recorded; development reads both on /dev/outbox.
 */
export type OutboxChannel = 'email' | 'sms';

export interface OutgoingMessage {
  orderingAppId: number | null;
  userId?: number | null;
  channel: OutboxChannel;
  /** An email address, or 10 phone digits. */
  recipient: string;
  subject: string;
  /** The text; for an email with an HTML part, its plain-text part. */
  body: string;
  /** An email's HTML part (branded order notices); omitted for texts and plain-text emails. */
  html?: string | null;
}

/** The brand a message speaks for (every email and text names it, so a shopper knows who is writing). */
export async function senderBrandName(db: Database, orderingAppId: number): Promise<string> {
  return (await senderBrand(db, orderingAppId)).name;
}

export interface SenderBrand {
  name: string;
  /** The brand's primary colour as the registry holds it (the HTML emails' header). */
  primaryColor: string;
  /** The brand's first host, where its storefront answers (links in HTML emails); undefined when it has none. */
  host: string | undefined;
}

/** The brand registry's row for a message: its name, colour and storefront host. */
export async function senderBrand(db: Database, orderingAppId: number): Promise<SenderBrand> {
  const [row] = await db
    .select({ name: orderingApps.name, primaryColor: orderingApps.primaryColor, hosts: orderingApps.hosts })
    .from(orderingApps)
    .where(eq(orderingApps.id, orderingAppId));
  return { name: row?.name || 'Apotheca', primaryColor: row?.primaryColor ?? '', host: row?.hosts[0] };
}

export interface OutboxOptions {
  smtpUrl?: string;
  mailFrom: string;
}

/** The channels something can deliver: email once SMTP_URL is set; texts never (no SMS gateway). */
export function deliverableChannels(options: Pick<OutboxOptions, 'smtpUrl'>): OutboxChannel[] {
  return options.smtpUrl ? ['email'] : [];
}

/**
 * Records a message, in `db`'s transaction when `db` is one. A message a transport can deliver is
 * due at once; any other is only recorded (next_attempt_at stays null), as before delivery existed,
 * so configuring SMTP later never sends a backlog of old codes.
 */
export async function sendMessage(db: Database, message: OutgoingMessage, options: OutboxOptions): Promise<number> {
  const deliverable = deliverableChannels(options).includes(message.channel);
  const [row] = await db
    .insert(outboxMessages)
    .values({ ...message, userId: message.userId ?? null, html: message.html ?? null, nextAttemptAt: deliverable ? new Date() : null })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/** The newest messages, optionally to one recipient (the development page and the tests). */
export async function latestMessages(db: Database, recipient?: string, limit = 50) {
  const query = db.select().from(outboxMessages);
  const rows = await (recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows;
}
