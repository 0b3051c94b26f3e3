import { and, eq } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';

export type Account = typeof users.$inferSelect;

/** The account of an email on one brand (accounts are per brand; emails are stored lower-cased). */
export async function findAccount(db: Database, orderingAppId: number, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.orderingAppId, orderingAppId), eq(users.email, email)))
    .limit(1);
  return row;
}

/** The settings the auth services read: the token secret and the outbox's mail transport. */
export type AuthConfig = Pick<Config, 'AUTH_SECRET' | 'SMTP_URL' | 'MAIL_FROM'>;
