import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { bearerAccessClaims } from '@/server/http/auth';
import { clientAddress } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { revokeFamily, revokeFamilyOfToken, rotateRefreshToken } from '@/server/services/auth/refresh-tokens';
import { signIn } from '@/server/services/auth/sign-in';

const factory = createFactory<AppEnv>();

/** POST auth/login: a token pair, or one generic 401 (part 2 §8; issue 4 "Sign-in"). */
export const loginHandler = factory.createHandlers(validate('json', apiPaths.login.body), async (c) => {
  const body = c.req.valid('json');
  const tokens = await signIn(c.get('db'), c.get('config'), {
    orderingAppId: c.get('orderingAppId'),
    email: body.username,
    password: body.password,
    usageType: body.usage_type ?? 'recreational',
    storeId: c.get('headerStoreId'),
    address: clientAddress(c),
  });
  return c.json(tokens);
});

/** POST auth/refresh: a new pair for a refresh token that works once (issue 4 "Tokens"). */
export const refreshHandler = factory.createHandlers(validate('json', apiPaths.refresh.body), async (c) => {
  const body = c.req.valid('json');
  const tokens = await rotateRefreshToken(c.get('db'), c.get('config').AUTH_SECRET, {
    orderingAppId: c.get('orderingAppId'),
    username: body.username,
    refreshToken: body.refresh_token,
  });
  return c.json(tokens);
});

/**
 * POST auth/logout: the refresh token's session, and that of the Bearer token if one came, ends (its
 * access tokens too). Always ok.
 */
export const logoutHandler = factory.createHandlers(validate('json', apiPaths.logout.body), async (c) => {
  const token = c.req.valid('json').refresh_token;
  if (token) await revokeFamilyOfToken(c.get('db'), token);
  const claims = await bearerAccessClaims(c);
  if (claims) await revokeFamily(c.get('db'), claims.sessionId);
  return c.json({ ok: true });
});
