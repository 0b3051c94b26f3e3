import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { userSchema } from '@/api/user';
import { bearer } from '../testing/account-fixture';
import { MAIN_HOST, OTHER_HOST } from '../testing/two-brand-app';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** Every users call needs a Bearer token of the request's brand (part 2 §7 "Users"; a 401 signs out). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const operations = Object.entries(userPaths).map(([name, operation]) => [name, operation.method, operation.path.replace('{id}', '1')] as const);

describe('users/* without a valid token', () => {
  test.each(operations)('%s answers 401 without a token', async (_name, method, path) => {
    const response = method === 'get' ? await app.get(path) : await app.post(path, {}, {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Please sign in.' });
  });

  test('a token of one brand used on the other brand’s host answers 401, never that user', async () => {
    const { auth } = await app.shopper();
    expect((await app.post(userPaths.getMe.path, auth)).status).toBe(200);
    const elsewhere = await app.post(userPaths.getMe.path, auth, undefined, OTHER_HOST);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.email).toBeUndefined();
  });

  test('a token signed with another secret answers 401', async () => {
    const { user } = await app.shopper();
    const forged = await bearer(user, 'another-secret-of-at-least-32-characters!');
    expect((await app.post(userPaths.getMe.path, forged)).status).toBe(401);
  });

  test('an account whose email is not confirmed yet answers 401', async () => {
    const { auth } = await app.shopper({ emailConfirmedAt: null });
    expect((await app.post(userPaths.getMe.path, auth)).status).toBe(401);
  });
});

describe('calls without a body (`empty` in the contract)', () => {
  // resend-phone-code is locked after the first send: its 429 also shows the body got past validation.
  const bodyless = [
    [userPaths.getMe.path, [200, 200, 200]],
    [userPaths.getMyAddresses.path, [200, 200, 200]],
    [userPaths.resendPhoneCode.path, [200, 429, 429]],
  ] as const;

  test.each(bodyless)('%s works with no body, with a JSON type and no body, and with {}', async (path, expected) => {
    const { auth } = await app.shopper({ isPhoneVerified: false });
    const variants: { headers: Record<string, string>; body?: string }[] = [
      { headers: {} },
      { headers: { 'content-type': 'application/json' } },
      { headers: { 'content-type': 'application/json' }, body: '{}' },
    ];
    const statuses = [];
    for (const variant of variants) {
      const response = await app.t.request(`/api${path}`, { method: 'POST', headers: { host: MAIN_HOST, ...auth, ...variant.headers }, body: variant.body });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(expected);
  });

  test('get-me answers the same user with and without a body', async () => {
    const { user, auth } = await app.shopper();
    const withoutBody = await app.post(userPaths.getMe.path, auth);
    const withBody = await app.post(userPaths.getMe.path, auth, {});
    expect(userSchema.parse(withoutBody.body).id).toBe(user.id);
    expect(withBody.body).toEqual(withoutBody.body);
  });

  test('a body that is not JSON answers 400, not 500', async () => {
    const { auth } = await app.shopper();
    const response = await app.t.request(`/api${userPaths.getMe.path}`, {
      method: 'POST',
      headers: { host: MAIN_HOST, ...auth, 'content-type': 'application/json' },
      body: '{"oops":',
    });
    expect(response.status).toBe(400);
  });
});
