import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, tokenResponseSchema } from '@/api/auth';
import { refreshTokens, users } from '@/server/db/schema';
import { SCRYPT_COST, verifyPassword } from '@/server/services/auth/passwords';
import { insertUser, TEST_PASSWORD } from '../testing/account-fixture';
import { insertBrand, insertStore } from '../testing/catalog-fixture';
import { createAuthTestApp, refreshCookieOf, type AuthTestApp } from './auth-test-app';

/** POST auth/login (README "Our own identity service"; part 2 §8 messages). The limits are in login-limits.test.ts. */
let a: AuthTestApp;
let otherBrandId = 0;
beforeAll(async () => {
  a = await createAuthTestApp();
  otherBrandId = (await insertBrand(a.db)).id;
});
afterAll(() => a.close());

const login = (json: Record<string, unknown>, headers?: Record<string, string>) => a.post('/api/auth/login', json, { headers });
const badCredentials = { error: AUTH_MESSAGES.badCredentials };

describe('POST auth/login', () => {
  test('the right password answers an access token and sets the refresh cookie; only a hash of the refresh token is stored', async () => {
    const user = await insertUser(a.db, a.brandId);
    const response = await login({ username: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const tokens = tokenResponseSchema.parse(response.body);
    expect(tokens).toMatchObject({ token_type: 'Bearer', username: user.email, user_id: user.id });
    expect(tokens.expires_in).toBeGreaterThan(0);
    const refreshToken = refreshCookieOf(response)!.value;
    expect(refreshToken.length).toBeGreaterThan(20);
    const [stored] = await a.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(stored!.tokenHash).not.toContain(refreshToken);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  test('a wrong password and an unknown email get the same 401', async () => {
    const user = await insertUser(a.db, a.brandId);
    const wrongPassword = await login({ username: user.email, password: 'Wrong1234!' });
    const unknown = await login({ username: 'nobody.at.all@example.com', password: TEST_PASSWORD });
    expect([wrongPassword.status, unknown.status]).toEqual([401, 401]);
    expect(wrongPassword.body).toEqual(badCredentials);
    expect(unknown.body).toEqual(badCredentials);
  });

  test("an account of another brand does not sign in here", async () => {
    const user = await insertUser(a.db, otherBrandId);
    const response = await login({ username: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(401);
  });

  test("the right password on an unconfirmed email answers 403 'not confirmed' under username; a wrong one the generic 401", async () => {
    const user = await insertUser(a.db, a.brandId, { emailConfirmedAt: null });
    const response = await login({ username: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: AUTH_MESSAGES.notConfirmed,
      code: AUTH_ERROR_CODES.userNotConfirmed,
      fields: { username: [AUTH_MESSAGES.notConfirmed] },
    });
    expect((await login({ username: user.email, password: 'Wrong1234!' })).body).toEqual(badCredentials);
  });

  test("a store that turned sign-in off for the usage type answers 403 'temporarily turned off'", async () => {
    const store = await insertStore(a.db, a.brandId, { isRecUsersLogin: false });
    const user = await insertUser(a.db, a.brandId);
    const atStore = { 'x-store-id': String(store.id) };
    const turnedOff = await login({ username: user.email, password: TEST_PASSWORD }, atStore);
    expect(turnedOff.status).toBe(403);
    expect(turnedOff.body).toEqual({ error: AUTH_MESSAGES.turnedOff, code: AUTH_ERROR_CODES.turnedOff });
    // Medical sign-in is still on at this store, and without the header no store applies.
    expect((await login({ username: user.email, password: TEST_PASSWORD, usage_type: 'medical' }, atStore)).status).toBe(200);
    expect((await login({ username: user.email, password: TEST_PASSWORD })).status).toBe(200);
    // Store staff still sign in (part 2 §6 "Portal user").
    const staff = await insertUser(a.db, a.brandId, { isPortalUser: true });
    expect((await login({ username: staff.email, password: TEST_PASSWORD }, atStore)).status).toBe(200);
  });

  test("another brand's store id in the header is ignored", async () => {
    const store = await insertStore(a.db, otherBrandId, { isRecUsersLogin: false });
    const user = await insertUser(a.db, a.brandId);
    expect((await login({ username: user.email, password: TEST_PASSWORD }, { 'x-store-id': String(store.id) })).status).toBe(200);
  });

  test('a hash made at a lower cost is upgraded on sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(TEST_PASSWORD, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const weak = ['scrypt', 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    const user = await insertUser(a.db, a.brandId);
    await a.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));

    expect((await login({ username: user.email, password: TEST_PASSWORD })).status).toBe(200);
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash.startsWith(`scrypt$${SCRYPT_COST.log2N}$`)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, row!.passwordHash)).toBe(true);
  });

  test('a missing password or a bad email answers 400 with the field messages', async () => {
    const response = await login({ username: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ username: [AUTH_MESSAGES.validEmail], password: ['Password is required'] });
  });
});
