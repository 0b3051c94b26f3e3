import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { bearerAccessClaims } from '@/server/http/auth';
import { clientAddress } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { clearRefreshCookie, readRefreshCookie, requireApiHeader, setRefreshCookie } from '@/server/http/refresh-cookie';
import { validate } from '@/server/http/validate';
import { sessionExpired } from '@/server/services/auth/auth-problems';
import { revokeFamily, revokeFamilyOfToken, rotateRefreshToken } from '@/server/services/auth/refresh-tokens';
import { signIn } from '@/server/services/auth/sign-in';

const factory = createFactory<AppEnv>();

/** POST auth/login: an access token and the refresh cookie, or one generic 401 (part 2 §8). */
export const loginHandler = factory.createHandlers(validate('json', apiPaths.login.body), async (c) => {
  const body = c.req.valid('json');
  const issued = await signIn(c.get('db'), c.get('config'), {
    orderingAppId: c.get('orderingAppId'),
    email: body.username,
    password: body.password,
    usageType: body.usage_type ?? 'recreational',
    storeId: c.get('headerStoreId'),
    address: clientAddress(c),
  });
  setRefreshCookie(c, issued.refreshToken, body.remember);
  return c.json(issued.response);
});

/** POST auth/refresh: the refresh cookie, which works once, for a new access token and the next cookie. */
export const refreshHandler = factory.createHandlers(requireApiHeader, validate('json', apiPaths.refresh.body), async (c) => {
  const body = c.req.valid('json');
  const refreshToken = readRefreshCookie(c);
  if (!refreshToken) throw sessionExpired();
  const issued = await rotateRefreshToken(c.get('db'), c.get('config').AUTH_SECRET, {
    orderingAppId: c.get('orderingAppId'),
    username: body.username,
    refreshToken,
  });
  setRefreshCookie(c, issued.refreshToken, body.remember);
  return c.json(issued.response);
});

/**
 * POST auth/logout: the session of the refresh cookie, and that of the Bearer token if one came, ends
 * (its access tokens too); the cookie is cleared. Always ok.
 */
export const logoutHandler = factory.createHandlers(requireApiHeader, validate('json', apiPaths.logout.body), async (c) => {
  const refreshToken = readRefreshCookie(c);
  if (refreshToken) await revokeFamilyOfToken(c.get('db'), refreshToken);
  const claims = await bearerAccessClaims(c);
  if (claims) await revokeFamily(c.get('db'), claims.sessionId);
  clearRefreshCookie(c);
  return c.json({ ok: true });
});
