import { createFactory } from 'hono/factory';
import { AUTH_MESSAGES } from '@/api/auth';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { codeLocked } from '@/server/services/auth/auth-problems';
import { confirmPhone, resendPhoneCode } from '@/server/services/users/phone-verification';
import { userView } from '@/server/services/users/user-view';
import { blankBodyAsEmptyObject } from './empty-body';
import { outboxOptions } from './outbox-options';

const factory = createFactory<AppEnv>();

/** POST users/op/confirm-phone: verifies the phone with its code (part 2 §4 "Phone verification"). */
export const confirmPhoneHandler = factory.createHandlers(requireUser, validate('json', apiPaths.confirmPhone.body), async (c) => {
  const db = c.get('db');
  const user = await confirmPhone(db, c.get('user'), c.req.valid('json').verification_code);
  return c.json(await userView(db, user));
});

/** POST users/op/resend-phone-code: texts a new code; inside 60 s of the last, 429 with when to retry. */
export const resendPhoneCodeHandler = factory.createHandlers(
  requireUser,
  blankBodyAsEmptyObject,
  validate('json', apiPaths.resendPhoneCode.body),
  async (c) => {
    const result = await resendPhoneCode(c.get('db'), c.get('user'), outboxOptions(c));
    if (!result.issued) throw codeLocked(result.retryAfterSeconds);
    return c.json({ ok: true, message: AUTH_MESSAGES.codeResent });
  },
);
