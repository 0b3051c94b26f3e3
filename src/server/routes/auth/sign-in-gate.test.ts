import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from '@/server/http/load-shedding';
import { AUTH_LIMITS, LOGIN_BACKOFF } from '@/server/services/auth/auth-limits';
import { PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING, passwordGate } from '@/server/services/auth/password-gate';
import { recentHits } from '@/server/services/limits/rate-limit';
import { insertUser, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, freshAddress, registration, type AuthTestApp } from './auth-test-app';

/**
 * Password checks run a few at a time per process (README "Performance": a burst of sign-ins cannot
 * starve the API). Past the ones running and waiting, sign-in and registration answer 503 with
 * Retry-After at once, in the API's error shape, and the refused attempt counts toward no limit.
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

/** Takes every running and waiting place of the gate until the returned function is called. */
function fillGate(): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const places = Array.from({ length: PASSWORD_CHECKS_AT_ONCE + PASSWORD_CHECKS_WAITING }, () => passwordGate.run(() => held));
  expect(passwordGate.waiting).toBe(PASSWORD_CHECKS_WAITING);
  return async () => {
    release();
    await Promise.all(places);
  };
}

describe('sign-in under a burst of password checks', () => {
  test('a sign-in past the running and waiting checks is answered 503 with Retry-After; the same sign-in works once the burst is over', async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    const release = fillGate();
    const refused = await a.post('/api/auth/login', { username: user.email, password: TEST_PASSWORD }, { address });
    await release();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: BUSY_MESSAGE, retry_after_seconds: BUSY_RETRY_AFTER_SECONDS });
    expect(refused.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));

    const signedIn = await a.post('/api/auth/login', { username: user.email, password: TEST_PASSWORD }, { address });
    expect(signedIn.status).toBe(200);
  });

  test('a refused sign-in tested no password, so it counts toward neither the address limit nor the back-off', async () => {
    const user = await insertUser(a.db, a.brandId);
    const address = freshAddress();
    const release = fillGate();
    const refused = await a.post('/api/auth/login', { username: user.email, password: 'Wrong1234!' }, { address });
    await release();
    expect(refused.status).toBe(503);
    expect((await recentHits(a.db, AUTH_LIMITS.loginAddress, address)).hits).toBe(0);
    expect((await recentHits(a.db, LOGIN_BACKOFF, `${a.brandId}:${user.email} ${address}`)).hits).toBe(0);
  });

  test('an unknown email refused during a burst gets the generic 401 once it is over', async () => {
    const address = freshAddress();
    const release = fillGate();
    const refused = await a.post('/api/auth/login', { username: 'nobody.during.burst@example.com', password: TEST_PASSWORD }, { address });
    await release();
    expect(refused.status).toBe(503);
    const after = await a.post('/api/auth/login', { username: 'nobody.after.burst@example.com', password: TEST_PASSWORD }, { address });
    expect(after.status).toBe(401);
  });

  test('registration, which hashes the new password, is refused alike', async () => {
    const release = fillGate();
    const refused = await a.post('/api/auth/register', registration());
    await release();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
  });
});

describe('the gate', () => {
  test('checks wait their turn in order, and a freed place goes to the next in line', async () => {
    const total = PASSWORD_CHECKS_AT_ONCE + 2;
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const runs = Array.from({ length: total }, (_, index) =>
      passwordGate.run(async () => {
        started.push(index);
        await new Promise<void>((resolve) => {
          finish[index] = resolve;
        });
      }),
    );
    const inOrder = (count: number) => Array.from({ length: count }, (_, index) => index);
    expect(started).toEqual(inOrder(PASSWORD_CHECKS_AT_ONCE));
    expect([passwordGate.running, passwordGate.waiting]).toEqual([PASSWORD_CHECKS_AT_ONCE, 2]);
    finish[0]!();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(inOrder(PASSWORD_CHECKS_AT_ONCE + 1));
    for (let index = 1; index < total; index += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      finish[index]?.();
      await runs[index];
    }
    expect(started).toEqual(inOrder(total));
    expect([passwordGate.running, passwordGate.waiting]).toEqual([0, 0]);
  });
});
