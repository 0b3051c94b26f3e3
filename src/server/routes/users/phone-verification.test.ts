import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, okResponseSchema, rateLimitedSchema } from '@/api/auth';
import { userSchema } from '@/api/user';
import { verificationCodes } from '@/server/db/schema';
import { PHONE_CODES_PER_WINDOW } from '@/server/services/auth/code-store';
import { latestOutboxCode } from '../testing/account-fixture';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/resend-phone-code and confirm-phone (part 2 §4 "Phone verification", §9: 60 s lock, 10 minutes valid). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const updateMe = (auth: Record<string, string>, phone: string) => app.post(userPaths.updateMe.path, auth, { phone });
let phoneSequence = 0;
const newPhone = () => `917555${String(3000 + ++phoneSequence)}`;
const resend = (auth: Record<string, string>) => app.post(userPaths.resendPhoneCode.path, auth);
const confirm = (auth: Record<string, string>, code: string | undefined) => app.post(userPaths.confirmPhone.path, auth, { verification_code: code });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const invalidCodeAnswer = { error: AUTH_MESSAGES.invalidCode, fields: { verification_code: [AUTH_MESSAGES.invalidCode] } };

async function unverifiedShopperWithCode(values = {}) {
  const shopper = await app.shopper({ isPhoneVerified: false, ...values });
  const response = await resend(shopper.auth);
  expect(response.status).toBe(200);
  expect(okResponseSchema.parse(response.body)).toEqual({ ok: true, message: AUTH_MESSAGES.codeResent });
  return { ...shopper, code: (await latestOutboxCode(app.db, shopper.user.phone))! };
}

describe('POST users/op/resend-phone-code', () => {
  test('texts a 6-digit code to the phone', async () => {
    const { user, code } = await unverifiedShopperWithCode();
    expect(code).toMatch(/^\d{6}$/);
    expect((await app.outboxTo(user.phone))[0]).toMatchObject({ channel: 'sms', userId: user.id });
  });

  test('inside 60 s answers 429 with when to retry, and sends nothing', async () => {
    const { user, auth } = await unverifiedShopperWithCode();
    const response = await resend(auth);
    expect(response.status).toBe(429);
    const body = rateLimitedSchema.parse(response.body);
    expect(body).toMatchObject({ error: AUTH_MESSAGES.codeLocked, code: AUTH_ERROR_CODES.rateLimited });
    expect(body.retry_after_seconds).toBeGreaterThan(0);
    expect(body.retry_after_seconds).toBeLessThanOrEqual(60);
    expect(response.headers.get('retry-after')).toBe(String(body.retry_after_seconds));
    expect(await app.outboxTo(user.phone)).toHaveLength(1);
  });

  test('after 60 s sends a new code, and only the new code works', async () => {
    const { user, auth, code: oldCode } = await unverifiedShopperWithCode();
    await app.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(verificationCodes.userId, user.id));
    expect((await resend(auth)).status).toBe(200);
    const newCode = (await latestOutboxCode(app.db, user.phone))!;
    if (newCode !== oldCode) expect((await confirm(auth, oldCode)).status).toBe(400);
    expect((await confirm(auth, newCode)).status).toBe(200);
  });

  test('an already verified phone answers 409', async () => {
    const { auth } = await app.shopper();
    const response = await resend(auth);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Your phone number is already verified.' });
  });
});

describe('POST users/op/confirm-phone', () => {
  test('the right code verifies the phone and answers the user', async () => {
    const { auth, code } = await unverifiedShopperWithCode();
    const response = await confirm(auth, code);
    expect(response.status).toBe(200);
    const me = userSchema.parse(response.body);
    expect(me).toMatchObject({ is_phone_verified: true, twilio_prev_verified: true });
    expect(me.user_activities).toEqual([]);
    // Single use: the same code again fails.
    expect((await confirm(auth, code)).body).toEqual(invalidCodeAnswer);
  });

  test('a wrong code answers 400 under verification_code and leaves the phone unverified', async () => {
    const { auth, code } = await unverifiedShopperWithCode();
    const response = await confirm(auth, wrongCode(code));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidCodeAnswer);
    const me = await app.post(userPaths.getMe.path, auth);
    expect(me.body.is_phone_verified).toBe(false);
  });

  test('an expired code answers 400 even when it is right', async () => {
    const { user, auth, code } = await unverifiedShopperWithCode();
    await app.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, user.id));
    const response = await confirm(auth, code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(invalidCodeAnswer);
  });

  test('after 5 wrong attempts even the right code fails', async () => {
    const { auth, code } = await unverifiedShopperWithCode();
    for (let attempt = 0; attempt < 5; attempt++) await confirm(auth, wrongCode(code));
    expect((await confirm(auth, code)).status).toBe(400);
  });

  test('re-verifying a phone verified under the old texting service records the re_verify_phone activity', async () => {
    const { auth, code } = await unverifiedShopperWithCode({ twilioPrevVerified: true });
    const response = await confirm(auth, code);
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body).user_activities).toEqual([expect.objectContaining({ type: 're_verify_phone', version: '1.0' })]);
  });

  test('an empty code answers 400 without checking anything', async () => {
    const { auth } = await app.shopper({ isPhoneVerified: false });
    const response = await confirm(auth, '  ');
    expect(response.status).toBe(400);
    expect(response.body.fields.verification_code).toEqual(['Verification code is required']);
  });
});

describe('the resend lock is per number (part 2 §4: after a saved change a new code is sent)', () => {
  test('changing to A and then, inside 60 s, to B texts B its code at once, and only that code verifies B', async () => {
    const { user, auth } = await app.shopper();
    const [a, b] = [newPhone(), newPhone()];
    expect((await updateMe(auth, a)).status).toBe(200);
    expect((await updateMe(auth, b)).status).toBe(200);
    expect(await app.outboxTo(b)).toEqual([expect.objectContaining({ channel: 'sms', userId: user.id })]);
    const codeForA = (await latestOutboxCode(app.db, a))!;
    const codeForB = (await latestOutboxCode(app.db, b))!;
    if (codeForA !== codeForB) expect((await confirm(auth, codeForA)).body).toEqual(invalidCodeAnswer);
    const confirmed = await confirm(auth, codeForB);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ phone: b, is_phone_verified: true });
  });

  test("asking again for the same number inside 60 s answers 429 'Verification code already sent. Please wait.' and texts nothing", async () => {
    const { auth } = await app.shopper();
    const phone = newPhone();
    expect((await updateMe(auth, phone)).status).toBe(200);
    const response = await resend(auth);
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ error: AUTH_MESSAGES.codeLocked });
    expect(AUTH_MESSAGES.codeLocked).toBe('Verification code already sent. Please wait.');
    expect(await app.outboxTo(phone)).toHaveLength(1);
  });

  test('changing back to a number texted inside 60 s sends nothing new, and its first code still verifies it', async () => {
    const { auth } = await app.shopper();
    const [a, b] = [newPhone(), newPhone()];
    await updateMe(auth, a);
    const codeForA = (await latestOutboxCode(app.db, a))!;
    await updateMe(auth, b);
    expect((await updateMe(auth, a)).status).toBe(200);
    expect(await app.outboxTo(a)).toHaveLength(1);
    const confirmed = await confirm(auth, codeForA);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ phone: a, is_phone_verified: true });
  });

  test('one account is texted at most one code a minute on average: past the window\'s count, a new number waits', async () => {
    const { user, auth } = await app.shopper();
    const now = Date.now();
    // A window's worth of codes just sent to other numbers, a second apart.
    await app.db.insert(verificationCodes).values(
      Array.from({ length: PHONE_CODES_PER_WINDOW }, (_, second) => ({
        userId: user.id,
        purpose: 'phone' as const,
        subject: newPhone(),
        codeHash: 'sent-before',
        expiresAt: new Date(now + 600_000),
        createdAt: new Date(now - second * 1000),
      })),
    );
    const phone = newPhone();
    expect((await updateMe(auth, phone)).status).toBe(200);
    expect(await app.outboxTo(phone)).toEqual([]);
    const response = await resend(auth);
    expect(response.status).toBe(429);
    // Not this number's 60 s lock (it was never texted): the window's, until its oldest code ages out.
    expect(rateLimitedSchema.parse(response.body).retry_after_seconds).toBeGreaterThan(60);
  });
});
