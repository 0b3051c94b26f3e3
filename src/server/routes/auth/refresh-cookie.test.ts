import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_COOKIE_DAYS } from '@/domain/constants';
import { insertUser, latestOutboxCode, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, refreshCookieOf, type Answer, type AuthTestApp } from './auth-test-app';

/**
 * The refresh cookie (README "Our own identity service"; part 2 §7 "Tokens"): set by the server only,
 * HttpOnly, SameSite=Strict, sent only to /api/auth, Secure over HTTPS; 30 days when the client asks
 * to be remembered (personalization consent), else a session cookie.
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

const login = (email: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  a.post('/api/auth/login', { username: email, password: TEST_PASSWORD, ...extra }, { headers });
const attributesOf = (answer: Answer) => refreshCookieOf(answer)?.attributes ?? [];

describe('the refresh cookie', () => {
  test('login sets it HttpOnly, SameSite=Strict, for /api/auth only, as a session cookie; no body holds the token', async () => {
    const user = await insertUser(a.db, a.brandId);
    const response = await login(user.email);
    expect(response.status).toBe(200);
    const attributes = attributesOf(response);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/auth']));
    expect(attributes.some((attribute) => /^(Max-Age|Expires)=/i.test(attribute))).toBe(false);
    // Plain HTTP (local development): Secure would make the browser drop it.
    expect(attributes).not.toContain('Secure');
    expect(JSON.stringify(response.body)).not.toContain(refreshCookieOf(response)!.value);
  });

  test('remember: true keeps it 30 days; the refresh keeps whichever the client asks for now', async () => {
    const user = await insertUser(a.db, a.brandId);
    const remembered = await login(user.email, { remember: true });
    expect(attributesOf(remembered)).toContain(`Max-Age=${AUTH_COOKIE_DAYS * 86_400}`);

    // Personalization consent withdrawn: the next refresh turns it into a session cookie.
    const refreshed = await a.post('/api/auth/refresh', { username: user.email, remember: false }, { refreshCookie: refreshCookieOf(remembered)!.value });
    expect(refreshed.status).toBe(200);
    expect(attributesOf(refreshed).some((attribute) => attribute.startsWith('Max-Age='))).toBe(false);
  });

  test('over HTTPS (X-Forwarded-Proto from the trusted proxy) it is Secure', async () => {
    const user = await insertUser(a.db, a.brandId);
    expect(attributesOf(await login(user.email, {}, { 'x-forwarded-proto': 'https' }))).toContain('Secure');
  });

  test('register-confirm sets it too, and answers no refresh token', async () => {
    const user = await insertUser(a.db, a.brandId, { emailConfirmedAt: null });
    expect((await a.post('/api/auth/resend-code', { username: user.email })).status).toBe(200);
    const code = (await latestOutboxCode(a.db, user.email))!;
    const confirmed = await a.post('/api/auth/register-confirm', { username: user.email, verification_code: code, remember: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).not.toHaveProperty('refresh_token');
    expect(attributesOf(confirmed)).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/auth', `Max-Age=${AUTH_COOKIE_DAYS * 86_400}`]));
  });
});
