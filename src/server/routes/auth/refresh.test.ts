import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, tokenResponseSchema, type TokenResponse } from '@/api/auth';
import { refreshTokens } from '@/server/db/schema';
import { insertUser, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app';

/**
 * POST auth/refresh and auth/logout (issue 4 "Tokens"; ASVS 5.0 V10.4.5): each refresh token works
 * once; presenting a used one revokes its whole family.
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

async function signIn(email: string): Promise<TokenResponse> {
  const response = await a.post('/api/auth/login', { username: email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return tokenResponseSchema.parse(response.body);
}
const refresh = (username: string, refreshToken: string) => a.post('/api/auth/refresh', { username, refresh_token: refreshToken });
const logout = (json: unknown) => a.post('/api/auth/logout', json);
const sessionExpired = { error: AUTH_MESSAGES.sessionExpired, code: AUTH_ERROR_CODES.invalidRefreshToken };

describe('POST auth/refresh', () => {
  test('answers a new pair; the old token, used again, revokes the family so the newest token stops working too', async () => {
    const user = await insertUser(a.db, a.brandId);
    const first = await signIn(user.email);
    const otherSession = await signIn(user.email);

    const rotated = await refresh(user.email, first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = tokenResponseSchema.parse(rotated.body);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).toBeTruthy();

    const reused = await refresh(user.email, first.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(sessionExpired);
    expect((await refresh(user.email, second.refresh_token)).body).toEqual(sessionExpired);
    // Another sign-in (another family) is untouched.
    expect((await refresh(user.email, otherSession.refresh_token)).status).toBe(200);
  });

  test('a chain of refreshes keeps working while each token is used once', async () => {
    const user = await insertUser(a.db, a.brandId);
    let tokens = await signIn(user.email);
    for (let step = 0; step < 3; step++) {
      const response = await refresh(user.email, tokens.refresh_token);
      expect(response.status).toBe(200);
      tokens = tokenResponseSchema.parse(response.body);
    }
  });

  test('two simultaneous refreshes with one token: exactly one succeeds', async () => {
    const user = await insertUser(a.db, a.brandId);
    const tokens = await signIn(user.email);
    const answers = await Promise.all([refresh(user.email, tokens.refresh_token), refresh(user.email, tokens.refresh_token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  test('an unknown token, an expired one, or another username answers 401', async () => {
    const user = await insertUser(a.db, a.brandId);
    const tokens = await signIn(user.email);
    expect((await refresh(user.email, 'x'.repeat(43))).body).toEqual(sessionExpired);
    expect((await refresh('someone.else@example.com', tokens.refresh_token)).status).toBe(401);

    await a.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, user.id));
    const expired = await refresh(user.email, tokens.refresh_token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(sessionExpired);
  });

  test('a too short token answers 400', async () => {
    expect((await refresh('jane@example.com', 'short')).status).toBe(400);
  });
});

describe('POST auth/logout', () => {
  test("revokes the token's family; unknown or missing tokens are still ok", async () => {
    const user = await insertUser(a.db, a.brandId);
    const tokens = await signIn(user.email);
    const rotated = tokenResponseSchema.parse((await refresh(user.email, tokens.refresh_token)).body);

    // Logging out with an older token of the chain ends the session too.
    const response = await logout({ refresh_token: tokens.refresh_token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await refresh(user.email, rotated.refresh_token)).status).toBe(401);

    expect((await logout({ refresh_token: 'unknown-token-unknown-token' })).body).toEqual({ ok: true });
    expect((await logout({})).body).toEqual({ ok: true });
  });
});
