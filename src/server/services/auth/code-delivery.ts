import type { Database } from '@/server/db/client';
import { recordHit } from '../limits/rate-limit';
import { sendMessage, senderBrandName } from '../outbox/outbox';
import { findAccount, type Account, type AuthConfig } from './accounts';
import { AUTH_LIMITS, rejectWhenOver } from './auth-limits';
import { invalidCode } from './auth-problems';
import { checkCode, issueCode, type CodePurpose, type IssueResult } from './code-store';
import { CODE_TTL_MS } from './verification-codes';

/**
 * Emails a new verification or reset code through the outbox (DECISIONS.md "Email and SMS"), unless
 * the 60 s resend lock holds. The code is only in the message; the database keeps its hash.
 */
export interface CodeRecipient {
  id: number;
  orderingAppId: number;
  email: string;
}

/** The email text of a code; exported for the tests that read it back from the outbox. */
export function codeEmail(purpose: Exclude<CodePurpose, 'phone'>, code: string, brand: string) {
  const minutes = CODE_TTL_MS / 60_000;
  const action = purpose === 'email' ? 'confirm your email address' : 'reset your password';
  return {
    subject: purpose === 'email' ? `Your ${brand} verification code` : `Your ${brand} password reset code`,
    body: [
      `Your ${brand} code is ${code}.`,
      '',
      `Enter it to ${action}. It works once and expires in ${minutes} minutes.`,
      'If you did not ask for it, you can ignore this email.',
    ].join('\n'),
  };
}

export async function issueAndEmailCode(
  db: Database,
  config: AuthConfig,
  user: CodeRecipient,
  purpose: Exclude<CodePurpose, 'phone'>,
): Promise<IssueResult> {
  const issued = await issueCode(db, { userId: user.id, purpose, subject: user.email });
  if (!issued.issued) return issued;
  const message = codeEmail(purpose, issued.code, await senderBrandName(db, user.orderingAppId));
  await sendMessage(
    db,
    { orderingAppId: user.orderingAppId, userId: user.id, channel: 'email', recipient: user.email, ...message },
    { smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM },
  );
  return issued;
}

/**
 * The account an emailed code went to, when the code is right. A wrong or expired code, an unknown
 * email, or an account `eligible` turns away counts against the address and answers like a wrong
 * code, so nothing tells whether an account exists; an address over its limit is refused first.
 */
export async function accountOfEmailedCode(
  db: Database,
  input: { orderingAppId: number; email: string; code: string; address: string },
  purpose: Exclude<CodePurpose, 'phone'>,
  eligible: (account: Account) => boolean = () => true,
): Promise<Account> {
  await rejectWhenOver(db, AUTH_LIMITS.codeCheckAddress, input.address);
  const account = await findAccount(db, input.orderingAppId, input.email);
  const result = account && eligible(account)
    ? await checkCode(db, { userId: account.id, purpose, subject: account.email, code: input.code })
    : 'invalid';
  if (!account || result !== 'ok') {
    await recordHit(db, AUTH_LIMITS.codeCheckAddress, input.address);
    throw invalidCode();
  }
  return account;
}
