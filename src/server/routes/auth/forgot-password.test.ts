import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@/api/auth';
import { outboxMessages, rateLimitHits, users, verificationCodes } from '@/server/db/schema';
import { LOGIN_BACKOFF } from '@/server/services/auth/auth-limits';
import { verifyPassword } from '@/server/services/auth/passwords';
import { insertUser, latestOutboxCode, TEST_PASSWORD } from '../testing/account-fixture';
import { createAuthTestApp, freshAddress, refreshCookieOf, type AuthTestApp } from './auth-test-app';

/**
 * POST auth/forgot-password and auth/forgot-password-confirm (part 2 §2 /forgot-password, §5, §8):
 * forgot-password never tells which emails have accounts (README "Our own identity service").
 */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

const NEW_PASSWORD = 'Daylily77$';
const forgot = (username: string) => a.post('/api/auth/forgot-password', { username });
const reset = (username: string, code: string, password = NEW_PASSWORD, confirm = password, address?: string) =>
  a.post('/api/auth/forgot-password-confirm', { username, verification_code: code, password, confirm_password: confirm }, { address });
const login = (username: string, password: string, address?: string) => a.post('/api/auth/login', { username, password }, { address });
const mailTo = (email: string) => a.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
const resetCodes = (userId: number) =>
  a.db.select().from(verificationCodes).where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'password_reset')));
/** The code is emailed after the answer: wait for it (no sleeping). */
async function emailedCode(email: string): Promise<string> {
  await expect.poll(() => latestOutboxCode(a.db, email)).toMatch(/^\d{6}$/);
  return (await latestOutboxCode(a.db, email))!;
}
const invalidCodeAnswer = { error: AUTH_MESSAGES.invalidCode, fields: { verification_code: [AUTH_MESSAGES.invalidCode] } };

describe('forgot password', () => {
  test('end to end: the emailed code sets a new password, signs out every session and lifts the wait of the address that reset', async () => {
    const user = await insertUser(a.db, a.brandId);
    const session = await login(user.email, TEST_PASSWORD);
    expect(session.status).toBe(200);

    const asked = await forgot(user.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ ok: true });
    const code = await emailedCode(user.email);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe('Your Greenleaf password reset code');

    expect((await reset(user.email, code === '000000' ? '111111' : '000000')).body).toEqual(invalidCodeAnswer);
    // The owner had mistyped their password from here until sign-in made them wait; the reset lifts that.
    const owner = freshAddress();
    await a.db.insert(rateLimitHits).values(Array.from({ length: 8 }, () => ({ bucket: LOGIN_BACKOFF.bucket, key: `${a.brandId}:${user.email} ${owner}` })));
    expect((await login(user.email, TEST_PASSWORD, owner)).status).toBe(429);

    const done = await reset(user.email, code, NEW_PASSWORD, NEW_PASSWORD, owner);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true });
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toContain(NEW_PASSWORD);
    expect(await verifyPassword(NEW_PASSWORD, row!.passwordHash)).toBe(true);

    expect((await a.post('/api/auth/refresh', { username: user.email }, { refreshCookie: refreshCookieOf(session)!.value })).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD, owner)).status).toBe(200);
    // The code worked once.
    expect((await reset(user.email, code, 'Another99!')).body).toEqual(invalidCodeAnswer);
  });

  test('known and unknown emails get the same answer, first and again inside the resend lock; only a known one gets one code', async () => {
    const user = await insertUser(a.db, a.brandId);
    const unknown = 'nobody.forgot@example.com';
    const answers = [];
    for (const email of [user.email, unknown, user.email, unknown]) {
      const response = await forgot(email);
      answers.push({ status: response.status, body: response.body, retryAfter: response.headers.get('retry-after') });
    }
    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 200, body: { ok: true }, retryAfter: null })));

    await expect.poll(async () => (await resetCodes(user.id)).length).toBe(1);
    await expect.poll(async () => (await mailTo(user.email)).length).toBe(1);
    expect(await mailTo(unknown)).toHaveLength(0);
    expect((await reset(unknown, '123456')).body).toEqual(invalidCodeAnswer);
  });

  test('resetting an unconfirmed account confirms its email (the code proved the owner)', async () => {
    const user = await insertUser(a.db, a.brandId, { emailConfirmedAt: null });
    await forgot(user.email);
    expect((await reset(user.email, await emailedCode(user.email))).status).toBe(200);
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
  });

  test('an expired reset code is refused and the password stays', async () => {
    const user = await insertUser(a.db, a.brandId);
    await forgot(user.email);
    const code = await emailedCode(user.email);
    await a.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, user.id));
    expect((await reset(user.email, code)).body).toEqual(invalidCodeAnswer);
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  test('a new password breaking the part 2 §5 rules, or not confirmed, answers 400 per field', async () => {
    const weak = await reset('jane@example.com', '123456', 'short', 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toEqual(expect.arrayContaining(['Password needs at least 8 characters.', 'Password needs one uppercase letter.']));
    const mismatch = await reset('jane@example.com', '123456', NEW_PASSWORD, 'Daylily78$');
    expect(mismatch.body.fields.confirm_password).toEqual(['Both passwords must match.']);
  });
});
