import { createFactory } from 'hono/factory';
import { AUTH_MESSAGES } from '@/api/auth';
import { apiPaths } from '@/api/paths';
import { clientAddress } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { setRefreshCookie } from '@/server/http/refresh-cookie';
import { validate } from '@/server/http/validate';
import { AUTH_LIMITS } from '@/server/services/auth/auth-limits';
import { confirmRegistration, registerAccount, resendEmailCode } from '@/server/services/auth/registration';
import { limitPerAddress } from '@/server/http/address-limit';

const factory = createFactory<AppEnv>();
const limitCodeSending = limitPerAddress(AUTH_LIMITS.codeSendAddress);

/** POST auth/register: 201 with an unconfirmed account; the code goes to the email (part 2 §4). */
export const registerHandler = factory.createHandlers(validate('json', apiPaths.register.body), limitCodeSending, async (c) => {
  const body = c.req.valid('json');
  return c.json(await registerAccount(c.get('db'), c.get('config'), c.get('orderingAppId'), body), 201);
});

/** POST auth/register-confirm: the email's code confirms the account and signs the user in (access token and refresh cookie). */
export const registerConfirmHandler = factory.createHandlers(validate('json', apiPaths.registerConfirm.body), async (c) => {
  const body = c.req.valid('json');
  const issued = await confirmRegistration(c.get('db'), c.get('config'), {
    orderingAppId: c.get('orderingAppId'),
    email: body.username,
    code: body.verification_code,
    address: clientAddress(c),
  });
  setRefreshCookie(c, issued.refreshToken, body.remember);
  return c.json(issued.response);
});

/** POST auth/resend-code: 'Code Resent' (also for emails that get nothing: no account discovery). */
export const resendCodeHandler = factory.createHandlers(validate('json', apiPaths.resendCode.body), limitCodeSending, async (c) => {
  await resendEmailCode(c.get('db'), c.get('config'), c.get('orderingAppId'), c.req.valid('json').username);
  return c.json({ ok: true, message: AUTH_MESSAGES.codeResent });
});
