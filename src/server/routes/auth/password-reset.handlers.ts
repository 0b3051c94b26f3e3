import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { clientAddress } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { AUTH_LIMITS } from '@/server/services/auth/auth-limits';
import { confirmPasswordReset, requestPasswordReset } from '@/server/services/auth/password-reset';
import { limitPerAddress } from '@/server/http/address-limit';

const factory = createFactory<AppEnv>();

/** POST auth/forgot-password: emails a reset code; the same answer for unknown emails. */
export const forgotPasswordHandler = factory.createHandlers(
  validate('json', apiPaths.forgotPassword.body),
  limitPerAddress(AUTH_LIMITS.codeSendAddress),
  async (c) => {
    await requestPasswordReset(c.get('db'), c.get('config'), c.get('orderingAppId'), c.req.valid('json').username);
    return c.json({ ok: true });
  },
);

/** POST auth/forgot-password-confirm: the code and a new password; every session is signed out. */
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
