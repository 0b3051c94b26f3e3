import { eq } from 'drizzle-orm';
import type { RegisterBody } from '@/api/auth';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { users, userStoreAssociations } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { findAccount, type Account, type AuthConfig } from './accounts';
import { alreadyExists, codeLocked, turnedOff } from './auth-problems';
import { accountOfEmailedCode, issueAndEmailCode } from './code-delivery';
import { hashPassword } from './passwords';
import { issueTokenPair, type IssuedTokens } from './refresh-tokens';
import { registrationActivities, registrationPreferences } from './registration-records';
import { brandStore, registrationOpen } from './store-gates';
import { initialAssociationStatus } from '@/domain/store-association';

/**
 * Registration (part 2 §4 "Registration"): an unconfirmed account per brand and email, then the
 * email's 6-digit code (register-confirm) confirms it and signs the user in.
 */
export const UNKNOWN_STORE = 'This store is not available.';

/**
 * The association registering at a store asks for: recreational shoppers may order at once, medical
 * ones wait for the store's review (part 2 §4 "Store association and ordering rights").
 */
async function requestedAssociation(db: Database, orderingAppId: number, storeId: number, usage: UsageType) {
  const store = await brandStore(db, orderingAppId, storeId);
  if (!store) throw badRequest('Invalid request.', { store_id: [UNKNOWN_STORE] });
  if (!registrationOpen(store, usage)) throw turnedOff();
  return { storeId, associationType: usage, status: initialAssociationStatus(usage), state: store.state };
}

/** The owner of an unconfirmed account may have lost the code: send a new one (the 60 s lock permitting). */
async function remindUnconfirmed(db: Database, config: AuthConfig, account: Account): Promise<void> {
  if (!account.emailConfirmedAt) await issueAndEmailCode(db, config, account, 'email');
}

export async function registerAccount(db: Database, config: AuthConfig, orderingAppId: number, body: RegisterBody) {
  const association =
    body.store_id !== undefined && body.association_type
      ? await requestedAssociation(db, orderingAppId, body.store_id, body.association_type)
      : undefined;
  const existing = await findAccount(db, orderingAppId, body.email);
  if (existing) {
    // Never touch the existing account's password: whoever asks may not own the email.
    await remindUnconfirmed(db, config, existing);
    throw alreadyExists();
  }
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        orderingAppId,
        email: body.email,
        passwordHash,
        first: body.first,
        last: body.last,
        phone: body.phone,
        optPreferences: registrationPreferences(body.opt_preferences),
        userActivities: registrationActivities(body.user_activities),
      })
      .onConflictDoNothing()
      .returning();
    if (row && association) await tx.insert(userStoreAssociations).values({ userId: row.id, ...association });
    return row;
  });
  // Another request registered the same email a moment ago.
  if (!user) throw alreadyExists();
  await issueAndEmailCode(db, config, user, 'email');
  return { username: user.email, user_id: user.id, code_sent_to: 'email' as const };
}

/** register-confirm: the right code confirms the email and answers a token pair (auto sign-in). */
export async function confirmRegistration(
  db: Database,
  config: AuthConfig,
  input: { orderingAppId: number; email: string; code: string; address: string },
): Promise<IssuedTokens> {
  // An already confirmed email answers like a wrong code too.
  const account = await accountOfEmailedCode(db, input, 'email', (account) => !account.emailConfirmedAt);
  const now = new Date();
  await db.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, account.id));
  return issueTokenPair(db, config.AUTH_SECRET, account);
}

/** resend-code: the same answer for unknown and confirmed emails, which get nothing. */
export async function resendEmailCode(db: Database, config: AuthConfig, orderingAppId: number, email: string): Promise<void> {
  const account = await findAccount(db, orderingAppId, email);
  if (!account || account.emailConfirmedAt) return;
  const issued = await issueAndEmailCode(db, config, account, 'email');
  if (!issued.issued) throw codeLocked(issued.retryAfterSeconds);
}
