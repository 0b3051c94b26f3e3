import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { clearHits } from '../limits/rate-limit';
import { findAccount, type AuthConfig } from './accounts';
import { LOGIN_BACKOFF, loginPairKey } from './auth-limits';
import { accountOfEmailedCode, issueAndEmailCode } from './code-delivery';
import { hashPassword } from './passwords';
import { revokeEveryFamily } from './refresh-tokens';

/**
 * Forgot password (part 2 §2 /forgot-password, /verify-password-change): a reset code by email, then
 * the code and a new password.
 */

/**
 * Emails a reset code to a known, unlocked account; does nothing for an unknown email or inside the
 * 60 s resend lock. The caller answers before this runs (routes/auth/password-reset.handlers.ts), so
 * neither the answer nor its timing tells which emails have accounts.
 */
export async function sendPasswordResetCode(db: Database, config: AuthConfig, orderingAppId: number, email: string): Promise<void> {
  const account = await findAccount(db, orderingAppId, email);
  if (account) await issueAndEmailCode(db, config, account, 'password_reset');
}

/**
 * The right code sets the new password, forgets the failed sign-ins of this account from this address,
 * confirms the email (the code proved it is theirs) and ends every session, access tokens included.
 * A wrong code changes nothing.
 */
export async function confirmPasswordReset(
  db: Database,
  input: { orderingAppId: number; email: string; code: string; password: string; address: string },
): Promise<void> {
  const account = await accountOfEmailedCode(db, input, 'password_reset');
  const now = new Date();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), emailConfirmedAt: account.emailConfirmedAt ?? now, updatedAt: now })
    .where(eq(users.id, account.id));
  await clearHits(db, LOGIN_BACKOFF, loginPairKey(input.orderingAppId, account.email, input.address));
  await revokeEveryFamily(db, account.id);
}
