import type { OutboxMessage } from '@/api/auth';
import { normalizeEmail } from '@/domain/contact-rules';
import { canonicalPhone } from '@/domain/phone-number';
import type { Database } from '@/server/db/client';
import { latestMessages } from '@/server/services/outbox/outbox';

/** How many messages the development outbox shows (newest first). */
export const OUTBOX_SHOWN = 50;

/** The filter as typed: an email matches case-insensitively, a phone however it is punctuated. */
export function outboxRecipient(to: string | undefined): string | undefined {
  const trimmed = to?.trim();
  if (!trimmed) return undefined;
  if (trimmed.includes('@')) return normalizeEmail(trimmed);
  return canonicalPhone(trimmed);
}

/** The newest outbox messages, optionally to one recipient, as the contract names their fields. */
export async function readOutbox(db: Database, to: string | undefined): Promise<OutboxMessage[]> {
  const rows = await latestMessages(db, outboxRecipient(to), OUTBOX_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    created: new Date(row.createdAt).toISOString(),
    sent: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  }));
}
