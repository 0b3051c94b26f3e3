import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { runAfterResponse } from '@/server/http/after-response';
import { clientAddress } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { AUTH_LIMITS } from '@/server/services/auth/auth-limits';
import { confirmPasswordReset, sendPasswordResetCode } from '@/server/services/auth/password-reset';
import { limitPerAddress } from '@/server/http/address-limit';

const factory = createFactory<AppEnv>();

/**
 * POST auth/forgot-password: the same answer, at the same moment, for every email: it comes before
 * the account is even looked up, and the code is emailed afterwards to a known account outside its
 * 60 s resend lock. A locked or unknown email is told nothing different.
 */
export const forgotPasswordHandler = factory.createHandlers(
  validate('json', apiPaths.forgotPassword.body),
  limitPerAddress(AUTH_LIMITS.codeSendAddress),
  (c) => {
    const [db, config, orderingAppId, email] = [c.get('db'), c.get('config'), c.get('orderingAppId'), c.req.valid('json').username];
    runAfterResponse('forgot-password', () => sendPasswordResetCode(db, config, orderingAppId, email));
    return c.json({ ok: true });
  },
);

/** POST auth/forgot-password-confirm: the code and a new password; every session and its access tokens end. */
export const forgotPasswordConfirmHandler = factory.createHandlers(validate('json', apiPaths.forgotPasswordConfirm.body), async (c) => {
  const body = c.req.valid('json');
  await confirmPasswordReset(c.get('db'), {
    orderingAppId: c.get('orderingAppId'),
    email: body.username,
    code: body.verification_code,
    password: body.password,
    address: clientAddress(c),
  });
  return c.json({ ok: true });
});
