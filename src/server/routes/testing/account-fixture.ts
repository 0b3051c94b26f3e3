import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { outboxMessages, staffStores, users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/auth/access-tokens';
import { hashPassword } from '@/server/services/auth/passwords';

/**
 * Accounts for API tests: written straight to the database (registration itself is tested through
 * its endpoints). Hashing at scrypt's real cost takes a while, so each password is hashed once.
 */
export type UserInsert = typeof users.$inferInsert;
export const TEST_PASSWORD = 'Sunflower42!';

const hashes = new Map<string, Promise<string>>();
export function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;

/** A confirmed customer with a verified phone unless `values` says otherwise. */
export async function insertUser(db: Database, orderingAppId: number, values: Partial<UserInsert> & { password?: string } = {}) {
  const n = ++sequence;
  const { password = TEST_PASSWORD, ...rest } = values;
  const [row] = await db
    .insert(users)
    .values({
      orderingAppId,
      email: `shopper${n}.${Date.now()}@example.com`,
      passwordHash: await hashOnce(password),
      first: 'Test',
      last: `Shopper ${n}`,
      phone: `845555${String(1000 + (n % 9000)).padStart(4, '0')}`,
      emailConfirmedAt: new Date(),
      isPhoneVerified: true,
      optPreferences: [{ type: 'transaction', opt_in: 'email', version: '1.0' }],
      ...rest,
    })
    .returning();
  return row!;
}

/** A portal user of the brand who works at these stores (part 2 §6 "Portal user"). */
export async function insertStaffer(db: Database, orderingAppId: number, storeIds: number[], values: Partial<UserInsert> = {}) {
  const user = await insertUser(db, orderingAppId, { isPortalUser: true, ...values });
  if (storeIds.length) await db.insert(staffStores).values(storeIds.map((storeId) => ({ userId: user.id, storeId })));
  return user;
}

/** `Authorization: Bearer …` for a user, signed as the server signs them, in a session of its own. */
export async function bearer(user: { id: number; orderingAppId: number }, secret: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signAccessToken({ userId: user.id, orderingAppId: user.orderingAppId, sessionId: randomUUID() }, secret)}` };
}

/** The newest outbox message to a recipient, and the 6-digit code in it (tests read codes here only). */
export async function latestOutboxCode(db: Database, recipient: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1];
}
