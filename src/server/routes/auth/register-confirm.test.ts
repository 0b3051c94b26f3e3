import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, tokenResponseSchema } from '@/api/auth';
import { outboxMessages, users, verificationCodes } from '@/server/db/schema';
import { verifyAccessToken } from '@/server/services/auth/access-tokens';
import { insertUser, latestOutboxCode } from '../testing/account-fixture';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app';

/** POST auth/register-confirm and auth/resend-code (part 2 §4 "Registration", §8; README "Our own identity service": codes). */
let a: AuthTestApp;
beforeAll(async () => {
  a = await createAuthTestApp();
});
afterAll(() => a.close());

const confirm = (username: string, code: string) => a.post('/api/auth/register-confirm', { username, verification_code: code });
const resend = (username: string, address?: string) => a.post('/api/auth/resend-code', { username }, { address });
const invalidCodeAnswer = { error: AUTH_MESSAGES.invalidCode, fields: { verification_code: [AUTH_MESSAGES.invalidCode] } };
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** An unconfirmed account with a code in its mailbox. */
async function unconfirmedWithCode() {
  const user = await insertUser(a.db, a.brandId, { emailConfirmedAt: null });
  expect((await resend(user.email)).status).toBe(200);
  return { user, code: (await latestOutboxCode(a.db, user.email))! };
}
const emailCodes = (userId: number) =>
  a.db.select().from(verificationCodes).where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'email')));

describe('POST auth/register-confirm', () => {
  test('the right code confirms the email and signs the user in; the code works once', async () => {
    const { user, code } = await unconfirmedWithCode();
    const response = await confirm(user.email.toUpperCase(), code);
    expect(response.status).toBe(200);
    const tokens = tokenResponseSchema.parse(response.body);
    expect(tokens).toMatchObject({ token_type: 'Bearer', username: user.email, user_id: user.id });
    expect(await verifyAccessToken(tokens.access_token, a.config.AUTH_SECRET)).toMatchObject({ userId: user.id, orderingAppId: a.brandId });
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);

    expect((await confirm(user.email, code)).body).toEqual(invalidCodeAnswer);
  });

  test('a wrong code answers 400 under verification_code, and the right one still works afterwards', async () => {
    const { user, code } = await unconfirmedWithCode();
    const response = await confirm(user.email, wrong(code));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidCodeAnswer);
    expect((await confirm(user.email, code)).status).toBe(200);
  });

  test('an expired code (older than 10 minutes) is refused', async () => {
    const { user, code } = await unconfirmedWithCode();
    await a.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, user.id));
    const response = await confirm(user.email, code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidCodeAnswer);
  });

  test('after 5 wrong attempts the code is burned, even for the right digits', async () => {
    const { user, code } = await unconfirmedWithCode();
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirm(user.email, wrong(code))).status).toBe(400);
    expect((await confirm(user.email, code)).status).toBe(400);
    const [row] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailConfirmedAt).toBeNull();
  });

  test('an unknown email gets the same answer as a wrong code (no account discovery)', async () => {
    const response = await confirm('nobody@example.com', '123456');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidCodeAnswer);
  });

  test('an empty code answers 400 with the field message', async () => {
    const response = await confirm('someone@example.com', '  ');
    expect(response.status).toBe(400);
    expect(response.body.fields.verification_code).toEqual(['Verification code is required']);
  });
});

describe('POST auth/resend-code', () => {
  test("sends a new code ('Code Resent'); inside 60 s it answers 429 with the wait; afterwards only the newest code works", async () => {
    const { user, code: first } = await unconfirmedWithCode();
    const locked = await resend(user.email);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: AUTH_MESSAGES.codeLocked, code: AUTH_ERROR_CODES.rateLimited, retry_after_seconds: expect.any(Number) });
    expect(locked.body.retry_after_seconds).toBeGreaterThan(0);
    expect(locked.body.retry_after_seconds).toBeLessThanOrEqual(60);
    expect(locked.headers.get('retry-after')).toBe(String(locked.body.retry_after_seconds));
    expect(await emailCodes(user.id)).toHaveLength(1);

    await a.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(verificationCodes.userId, user.id));
    const again = await resend(user.email);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true, message: AUTH_MESSAGES.codeResent });
    const second = (await latestOutboxCode(a.db, user.email))!;
    if (second !== first) expect((await confirm(user.email, first)).status).toBe(400);
    expect((await confirm(user.email, second)).status).toBe(200);
  });

  test('unknown and already confirmed emails get the same answer and nothing is sent', async () => {
    const confirmed = await insertUser(a.db, a.brandId);
    for (const email of ['nobody.here@example.com', confirmed.email]) {
      const response = await resend(email);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true, message: AUTH_MESSAGES.codeResent });
      expect(await a.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toHaveLength(0);
    }
  });

  test('an invalid email answers 400 under username', async () => {
    const response = await resend('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.fields.username).toEqual([AUTH_MESSAGES.validEmail]);
  });
});
