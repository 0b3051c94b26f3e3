import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import { limitBody } from '@/server/http/body-limit';
import type { AppEnv } from '@/server/http/context';
import { retryAfterWhenBusy } from '@/server/http/load-shedding';
import { mountOperations } from '../route-helpers';
import { forgotPasswordConfirmHandler, forgotPasswordHandler } from './password-reset.handlers';
import { registerConfirmHandler, registerHandler, resendCodeHandler } from './registration.handlers';
import { loginHandler, logoutHandler, refreshHandler } from './session.handlers';

/** Auth bodies are a few fields; anything far bigger is refused before it is read. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/** auth/* of part 2 §7: our identity (DECISIONS.md "Identity provider"). */
export function registerAuthRoutes(api: Hono<AppEnv>) {
  api.use(
    '/auth/*',
    limitBody(MAX_AUTH_BODY_BYTES),
    // Sign-in, registration and password resets check passwords a few at a time (password-gate.ts).
    retryAfterWhenBusy,
  );
  mountOperations(api, apiPaths, {
    register: registerHandler,
    registerConfirm: registerConfirmHandler,
    resendCode: resendCodeHandler,
    login: loginHandler,
    forgotPassword: forgotPasswordHandler,
    forgotPasswordConfirm: forgotPasswordConfirmHandler,
    refresh: refreshHandler,
    logout: logoutHandler,
  });
}
