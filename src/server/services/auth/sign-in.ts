import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { clearHits, forgetHit, recordHit } from '../limits/rate-limit';
import { findAccount, type AuthConfig } from './accounts';
import { AUTH_LIMITS, LOGIN_BACKOFF, loginPairKey, rejectWhenOver, rejectWhileBackingOff } from './auth-limits';
import { accountDisabled, badCredentials, notConfirmed, turnedOff } from './auth-problems';
import { WorkGateBusy } from '@/server/http/work-gate';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { issueTokenPair, type IssuedTokens } from './refresh-tokens';
import { brandStore, signInOpen } from './store-gates';

/**
 * Sign-in (README "Our own identity service"): the same 401 for an unknown email and a wrong password;
 * failures slow down their account-and-address pair and count toward 50 per address in 15 minutes
 * (both checked before the password is); 'User is not confirmed.' only to someone who knows the password.
 */
export interface SignInInput {
  orderingAppId: number;
  email: string;
  password: string;
  usageType: UsageType;
  /** The x-store-id header: that store's is_*_users_login flag applies. */
  storeId: number | undefined;
  address: string;
}

// An unknown email is checked against this hash, so it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
// Made once; a refusal for a busy server (password-gate.ts) is not kept, or every later unknown email would get it.
const unknownAccountHash = () =>
  (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  }));

async function storeTurnedOff(db: Database, input: SignInInput): Promise<boolean> {
  if (input.storeId === undefined) return false;
  const store = await brandStore(db, input.orderingAppId, input.storeId);
  return store !== undefined && !signInOpen(store, input.usageType);
}

export async function signIn(db: Database, config: AuthConfig, input: SignInInput): Promise<IssuedTokens> {
  const pairKey = loginPairKey(input.orderingAppId, input.email, input.address);
  await rejectWhenOver(db, AUTH_LIMITS.loginAddress, input.address);
  await rejectWhileBackingOff(db, pairKey);
  // Counted as failures before the slow password check, so guesses sent in parallel cannot all pass
  // the checks above first; the right password takes them back.
  const addressHit = await recordHit(db, AUTH_LIMITS.loginAddress, input.address);
  const pairHit = await recordHit(db, LOGIN_BACKOFF, pairKey);

  const account = await findAccount(db, input.orderingAppId, input.email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await unknownAccountHash())).catch(async (error: unknown) => {
    // Refused for a busy server (password-gate.ts), the attempt tested no password: it counts as none.
    if (error instanceof WorkGateBusy) {
      await forgetHit(db, addressHit);
      await forgetHit(db, pairHit);
    }
    throw error;
  });
  if (!account || !matches) throw badCredentials();
  await forgetHit(db, addressHit);
  await clearHits(db, LOGIN_BACKOFF, pairKey);

  // Said only to someone who knows the password, like 'User is not confirmed.'.
  if (account.disabledAt) throw accountDisabled();
  // Staff run the store: the high-demand switch is for shoppers.
  if (!account.isPortalUser && (await storeTurnedOff(db, input))) throw turnedOff();
  if (!account.emailConfirmedAt) throw notConfirmed();
  if (needsRehash(account.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(users.id, account.id));
  }
  return issueTokenPair(db, config.AUTH_SECRET, account);
}
