import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import { limitBody } from '@/server/http/body-limit';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
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
  );
  api.post(honoPath(apiPaths.register), ...registerHandler);
  api.post(honoPath(apiPaths.registerConfirm), ...registerConfirmHandler);
  api.post(honoPath(apiPaths.resendCode), ...resendCodeHandler);
  api.post(honoPath(apiPaths.login), ...loginHandler);
  api.post(honoPath(apiPaths.forgotPassword), ...forgotPasswordHandler);
  api.post(honoPath(apiPaths.forgotPasswordConfirm), ...forgotPasswordConfirmHandler);
  api.post(honoPath(apiPaths.refresh), ...refreshHandler);
  api.post(honoPath(apiPaths.logout), ...logoutHandler);
}
