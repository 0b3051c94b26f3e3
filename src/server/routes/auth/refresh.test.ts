import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, tokenResponseSchema } from '@/api/auth';
import { refreshTokens } from '@/server/db/schema';
import { insertUser, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, refreshCookieOf, type Answer, type AuthTestApp } from './auth-test-app';

/**
 * POST auth/refresh and auth/logout (README "Our own identity service"; ASVS 5.0 V10.4.5): the refresh
 * token comes and goes only in its cookie; each works once; presenting a used one revokes its family.
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

/** Signs in; answers the refresh token the cookie holds. */
async function signIn(email: string): Promise<string> {
  const response = await a.post('/api/auth/login', { username: email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return cookieValue(response);
}
function cookieValue(answer: Answer): string {
  const cookie = refreshCookieOf(answer);
  expect(cookie, 'the answer sets the refresh cookie').toBeDefined();
  return cookie!.value;
}
const refresh = (username: string, refreshCookie: string | undefined, headers?: Record<string, string>) =>
  a.post('/api/auth/refresh', { username }, { refreshCookie, headers });
const logout = (refreshCookie?: string, headers?: Record<string, string>) => a.post('/api/auth/logout', {}, { refreshCookie, headers });
const sessionExpired = { error: AUTH_MESSAGES.sessionExpired, code: AUTH_ERROR_CODES.invalidRefreshToken };

describe('POST auth/refresh', () => {
  test('the cookie answers a new access token and the next cookie; the old one, used again, revokes the family so the newest stops working too', async () => {
    const user = await insertUser(a.db, a.brandId);
    const first = await signIn(user.email);
    const otherSession = await signIn(user.email);

    const rotated = await refresh(user.email, first);
    expect(rotated.status).toBe(200);
    const tokens = tokenResponseSchema.parse(rotated.body);
    expect(tokens.access_token).toBeTruthy();
    expect(rotated.body).not.toHaveProperty('refresh_token');
    const second = cookieValue(rotated);
    expect(second).not.toBe(first);

    const reused = await refresh(user.email, first);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(sessionExpired);
    expect((await refresh(user.email, second)).body).toEqual(sessionExpired);
    // Another sign-in (another family) is untouched.
    expect((await refresh(user.email, otherSession)).status).toBe(200);
  });

  test('a chain of refreshes keeps working while each cookie is used once', async () => {
    const user = await insertUser(a.db, a.brandId);
    let cookie = await signIn(user.email);
    for (let step = 0; step < 3; step++) {
      const response = await refresh(user.email, cookie);
      expect(response.status).toBe(200);
      cookie = cookieValue(response);
    }
  });

  test('two simultaneous refreshes with one cookie: exactly one succeeds', async () => {
    const user = await insertUser(a.db, a.brandId);
    const cookie = await signIn(user.email);
    const answers = await Promise.all([refresh(user.email, cookie), refresh(user.email, cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  test('no cookie, an unknown one, an expired one, or another username answers 401', async () => {
    const user = await insertUser(a.db, a.brandId);
    const cookie = await signIn(user.email);
    expect((await refresh(user.email, undefined)).body).toEqual(sessionExpired);
    expect((await refresh(user.email, 'x'.repeat(43))).body).toEqual(sessionExpired);
    expect((await refresh('someone.else@example.com', cookie)).status).toBe(401);

    await a.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, user.id));
    const expired = await refresh(user.email, cookie);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(sessionExpired);
  });

  test('a refresh token in the body does nothing: only the cookie counts', async () => {
    const user = await insertUser(a.db, a.brandId);
    const cookie = await signIn(user.email);
    const response = await a.post('/api/auth/refresh', { username: user.email, refresh_token: cookie });
    expect(response.status).toBe(401);
  });

  test('without the x-api-key header (a cross-site request) the cookie is not used: 403, and it still works afterwards', async () => {
    const user = await insertUser(a.db, a.brandId);
    const cookie = await signIn(user.email);
    const crossSite = await refresh(user.email, cookie, { 'x-api-key': '' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ error: AUTH_MESSAGES.apiHeaderMissing, code: AUTH_ERROR_CODES.apiHeaderMissing });
    expect(refreshCookieOf(crossSite)).toBeUndefined();
    expect((await refresh(user.email, cookie)).status).toBe(200);
  });

  test("a session from before the HttpOnly cookie (its refresh token in the script's apotheca_refresh cookie) moves over at its next refresh", async () => {
    const user = await insertUser(a.db, a.brandId);
    const legacy = await signIn(user.email);
    const response = await a.post('/api/auth/refresh', { username: user.email }, { headers: { cookie: `apotheca_refresh=${legacy}` } });
    expect(response.status).toBe(200);
    expect(cookieValue(response)).not.toBe(legacy);
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^apotheca_refresh=;.*Max-Age=0/));
  });
});

describe('POST auth/logout', () => {
  test("revokes the cookie's family and clears the cookie; no cookie or an unknown one is still ok", async () => {
    const user = await insertUser(a.db, a.brandId);
    const first = await signIn(user.email);
    const rotated = cookieValue(await refresh(user.email, first));

    // Logging out with an older cookie of the chain ends the session too.
    const response = await logout(first);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(refreshCookieOf(response)).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0', 'Path=/api/auth']) });
    expect((await refresh(user.email, rotated)).status).toBe(401);

    expect((await logout('unknown-token-unknown-token')).body).toEqual({ ok: true });
    expect((await logout()).body).toEqual({ ok: true });
  });

  test('without the x-api-key header it answers 403 and the session goes on', async () => {
    const user = await insertUser(a.db, a.brandId);
    const cookie = await signIn(user.email);
    expect((await logout(cookie, { 'x-api-key': '' })).status).toBe(403);
    expect((await refresh(user.email, cookie)).status).toBe(200);
  });
});
