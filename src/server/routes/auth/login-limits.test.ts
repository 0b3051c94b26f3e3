import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, rateLimitedSchema } from '@/api/auth';
import { rateLimitHits } from '@/server/db/schema';
import { LOGIN_BACKOFF, loginBackoffMs } from '@/server/services/auth/auth-limits';
import { insertUser, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, freshAddress, type AuthTestApp } from './auth-test-app';

/**
 * Sign-in limits (README "Our own identity service"): failures slow down their account-and-address
 * pair (5 free, then a wait that doubles from 15 s), so guessing from one place never locks the owner
 * out from another; at most 50 failures per address in 15 minutes. Both answer 429 with
 * retry_after_seconds and Retry-After before the password is even checked.
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

const login = (username: string, password: string, address?: string) => a.post('/api/auth/login', { username, password }, { address });
const pairKey = (email: string, address: string) => `${a.brandId}:${email} ${address}`;
async function insertHits(bucket: string, key: string, count: number, minutesAgo = 0) {
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

describe('the wait before a pair may try again', () => {
  test('none for the first 5 failures, then 15 s doubling with each failure, at most 15 minutes', () => {
    expect([0, 4].map(loginBackoffMs)).toEqual([0, 0]);
    expect([5, 6, 7].map(loginBackoffMs)).toEqual([15_000, 30_000, 60_000]);
    expect(loginBackoffMs(40)).toBe(LOGIN_BACKOFF.maxDelayMs);
  });
});

describe('sign-in limits', () => {
  test("an attacker's failures slow the attacker's own address only: the owner at another address signs in at once", async () => {
    const user = await insertUser(a.db, a.brandId);
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await login(user.email, `Wrong${attempt}xx!A`, attacker)).status);
    // 5 tries are checked; after them the attacker waits (a refused try is not even checked, nor counted).
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    // The wait holds even for the right password (the limit is checked before it).
    const retry = expectRateLimited(await login(user.email, TEST_PASSWORD, attacker));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15);

    expect((await login(user.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  test('the wait counts from the last failure and grows with the failures', async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    // 8 failures, the last a minute ago: the wait is 120 s after it, so about 60 s remain.
    await insertHits(LOGIN_BACKOFF.bucket, pairKey(user.email, address), 8, 1);
    const retry = expectRateLimited(await login(user.email, TEST_PASSWORD, address));
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
    // Failures older than 15 minutes no longer count.
    const later = freshAddress();
    await insertHits(LOGIN_BACKOFF.bucket, pairKey(user.email, later), 20, 16);
    expect((await login(user.email, TEST_PASSWORD, later)).status).toBe(200);
  });

  test('an unknown email is slowed the same way (no account discovery)', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < LOGIN_BACKOFF.freeFailures; attempt++) {
      expect((await login('nobody.limited@example.com', 'Wrong1234!', address)).status).toBe(401);
    }
    expectRateLimited(await login('nobody.limited@example.com', TEST_PASSWORD, address));
  });

  test("a successful sign-in forgets that pair's failures", async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    await insertHits(LOGIN_BACKOFF.bucket, pairKey(user.email, address), LOGIN_BACKOFF.freeFailures - 1, 1);
    expect((await login(user.email, TEST_PASSWORD, address)).status).toBe(200);
    // Were the 4 still counted, this failure would make 5 and the next try would have to wait.
    expect((await login(user.email, 'Wrong1234!', address)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, address)).status).toBe(200);
  });

  test('50 failures from one address block that address for every account, not other addresses', async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    await insertHits('login-address', address, 50, 1);
    expectRateLimited(await login(user.email, TEST_PASSWORD, address));
    expect((await login(user.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  test('failures count against the address too; successes do not', async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    await insertHits('login-address', address, 48, 1);
    expect((await login(user.email, TEST_PASSWORD, address)).status).toBe(200);
    expect((await login(user.email, 'Wrong1234!', address)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, address)).status).toBe(200);
    expect((await login(user.email, 'Wrong1234!', address)).status).toBe(401);
    expectRateLimited(await login(user.email, TEST_PASSWORD, address));
  });
});
