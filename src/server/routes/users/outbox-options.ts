import type { Context } from 'hono';
import type { AppEnv } from '@/server/http/context';
import type { OutboxOptions } from '@/server/services/outbox/outbox';

/** How the outbox delivers, from the app's settings. */
export function outboxOptions(c: Context<AppEnv>): OutboxOptions {
  const config = c.get('config');
  return { smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM };
}
