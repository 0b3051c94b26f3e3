import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, rateLimitedSchema } from '@/api/auth';
import { rateLimitHits } from '@/server/db/schema';
import { insertUser, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, freshAddress, type AuthTestApp } from './auth-test-app';

/**
 * Sign-in limits (issue 4): at most 10 failures per account and 50 per client address in 15 minutes,
 * answered with 429, retry_after_seconds and Retry-After before the password is even checked.
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

const login = (username: string, password: string, address?: string) => a.post('/api/auth/login', { username, password }, { address });
const accountKey = (email: string) => `${a.brandId}:${email}`;
async function insertHits(bucket: string, key: string, count: number, minutesAgo = 1) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await a.db.insert(rateLimitHits).values(Array.from({ length: count }, () => ({ bucket, key, at })));
}

function expectRateLimited(response: { status: number; body: unknown; headers: Headers }) {
  expect(response.status).toBe(429);
  const body = rateLimitedSchema.parse(response.body);
  expect(body).toMatchObject({ error: AUTH_MESSAGES.tooManyAttempts, code: AUTH_ERROR_CODES.rateLimited });
  expect(response.headers.get('retry-after')).toBe(String(body.retry_after_seconds));
  return body.retry_after_seconds;
}

describe('sign-in limits', () => {
  test('10 failures on one account, from any addresses, lock it: even the right password then answers 429', async () => {
    const user = await insertUser(a.db, a.brandId);
    for (let attempt = 0; attempt < 10; attempt++) expect((await login(user.email, `Wrong${attempt}xx!A`)).status).toBe(401);
    const retry = expectRateLimited(await login(user.email, TEST_PASSWORD));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
  });

  test('the wait ends when the oldest failure leaves the 15-minute window', async () => {
    const user = await insertUser(a.db, a.brandId);
    await insertHits('login-account', accountKey(user.email), 10, 14);
    const retry = expectRateLimited(await login(user.email, TEST_PASSWORD));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });

  test('an unknown email is limited the same way (no account discovery)', async () => {
    const email = 'nobody.limited@example.com';
    await insertHits('login-account', accountKey(email), 10);
    expectRateLimited(await login(email, TEST_PASSWORD));
  });

  test('a successful sign-in forgets the earlier failures of the account', async () => {
    const user = await insertUser(a.db, a.brandId);
    await insertHits('login-account', accountKey(user.email), 9);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    // Were the 9 still counted, this failure would make 10 and the next call would be refused.
    expect((await login(user.email, 'Wrong1234!')).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  test('50 failures from one address block that address for every account, not other addresses', async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    await insertHits('login-address', address, 50);
    expectRateLimited(await login(user.email, TEST_PASSWORD, address));
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  test('failures count against the address too', async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    await insertHits('login-address', address, 49);
    expect((await login(user.email, 'Wrong1234!', address)).status).toBe(401);
    expectRateLimited(await login(user.email, TEST_PASSWORD, address));
  });
});
