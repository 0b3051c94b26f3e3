import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tokenResponseSchema } from '@/api/auth';
import { insertUser, latestOutboxCode, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, refreshCookieOf, type AuthTestApp } from './auth-test-app';

/**
 * Ending a session ends its access tokens too, on every API process at once (README "Our own identity
 * service"; ARCHITECTURE.md "several processes"): two apps share one database, one ends the session,
 * the other refuses the old access token within a second.
 */
let a: AuthTestApp;
let other: ReturnType<AuthTestApp['anotherProcess']>;
beforeAll(async () => {
  a = await createAuthTestApp();
  other = a.anotherProcess();
});
afterAll(() => a.close());

/** Signs in through the first process; answers the access token and the refresh cookie. */
async function signIn(email: string, password = TEST_PASSWORD) {
  const response = await a.post('/api/auth/login', { username: email, password });
  expect(response.status).toBe(200);
  return { accessToken: tokenResponseSchema.parse(response.body).access_token, refreshCookie: refreshCookieOf(response)!.value };
}
/** What the other process answers get-me with this access token. */
const statusElsewhere = async (accessToken: string) =>
  (await other.post('/api/users/op/get-me', {}, { headers: { authorization: `Bearer ${accessToken}` } })).status;
const WITHIN_A_SECOND = { timeout: 1000, interval: 50 };

describe('ended sessions', () => {
  test('logout through one process: the other refuses its access token within a second; other sessions go on', async () => {
    const user = await insertUser(a.db, a.brandId);
    const session = await signIn(user.email);
    const otherSession = await signIn(user.email);
    expect(await statusElsewhere(session.accessToken)).toBe(200);

    expect((await a.post('/api/auth/logout', {}, { refreshCookie: session.refreshCookie })).status).toBe(200);
    await expect.poll(() => statusElsewhere(session.accessToken), WITHIN_A_SECOND).toBe(401);
    expect(await statusElsewhere(otherSession.accessToken)).toBe(200);
  });

  test('logout with only the Bearer token (no cookie) ends that session too', async () => {
    const user = await insertUser(a.db, a.brandId);
    const session = await signIn(user.email);
    expect((await a.post('/api/auth/logout', {}, { headers: { authorization: `Bearer ${session.accessToken}` } })).status).toBe(200);
    await expect.poll(() => statusElsewhere(session.accessToken), WITHIN_A_SECOND).toBe(401);
    expect((await a.post('/api/auth/refresh', { username: user.email }, { refreshCookie: session.refreshCookie })).status).toBe(401);
  });

  test('a password reset through one process: the other refuses every access token the account had within a second', async () => {
    const user = await insertUser(a.db, a.brandId);
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);

    expect((await a.post('/api/auth/forgot-password', { username: user.email })).status).toBe(200);
    await expect.poll(() => latestOutboxCode(a.db, user.email)).toMatch(/^\d{6}$/);
    const code = (await latestOutboxCode(a.db, user.email))!;
    const reset = await a.post('/api/auth/forgot-password-confirm', { username: user.email, verification_code: code, password: 'Daylily77$', confirm_password: 'Daylily77$' });
    expect(reset.status).toBe(200);

    await expect.poll(() => statusElsewhere(phone.accessToken), WITHIN_A_SECOND).toBe(401);
    await expect.poll(() => statusElsewhere(laptop.accessToken), WITHIN_A_SECOND).toBe(401);
    // Signing in with the new password works at once, on either process.
    expect(await statusElsewhere((await signIn(user.email, 'Daylily77$')).accessToken)).toBe(200);
  });

  test('a refresh keeps the session: the access token it replaced still works until it expires', async () => {
    const user = await insertUser(a.db, a.brandId);
    const session = await signIn(user.email);
    expect((await a.post('/api/auth/refresh', { username: user.email }, { refreshCookie: session.refreshCookie })).status).toBe(200);
    expect(await statusElsewhere(session.accessToken)).toBe(200);
  });
});
