import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, registerResponseSchema } from '@/api/auth';
import { outboxMessages, users, userStoreAssociations, verificationCodes } from '@/server/db/schema';
import { verifyPassword } from '@/server/services/auth/passwords';
import { insertUser, latestOutboxCode } from '../testing/account-fixture';
import { insertBrand, insertStore } from '../testing/catalog-fixture';
import { createAuthTestApp, registration, uniqueEmail, type AuthTestApp } from './auth-test-app';

/** POST auth/register (part 2 §3 registration fields, §4 "Registration", §5 rules, §8 messages). */
let a: AuthTestApp;
let otherBrandId = 0;
beforeAll(async () => {
  a = await createAuthTestApp();
  // Before the first request: the brand middleware caches the brand list.
  otherBrandId = (await insertBrand(a.db, { name: 'Other' })).id;
});
afterAll(() => a.close());

const register = (json: unknown, address?: string) => a.post('/api/auth/register', json, { address });
const accountOf = async (email: string) => (await a.db.select().from(users).where(eq(users.email, email)))[0];
const mailTo = (email: string) => a.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

describe('POST auth/register', () => {
  test('creates an unconfirmed account with a hashed password, the choices at their versions, and emails a code', async () => {
    const password = `Greenleaf1!${'a'.repeat(60)}`; // passwords of 64+ characters are accepted
    const email = uniqueEmail();
    const response = await register(
      registration({
        email: email.toUpperCase(),
        password,
        confirm_password: password,
        opt_preferences: [{ type: 'transaction', opt_in: 'text' }, { type: 'marketing', opt_in: 'email,text' }],
        user_activities: [{ type: 'transaction_message_agreement', version: '1.0' }],
      }),
    );
    expect(response.status).toBe(201);
    const answer = registerResponseSchema.parse(response.body);
    expect(answer).toMatchObject({ username: email, code_sent_to: 'email' });

    const row = await accountOf(email);
    expect(row).toMatchObject({ id: answer.user_id, orderingAppId: a.brandId, phone: '8455550142', emailConfirmedAt: null });
    expect(row!.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
    expect(row!.optPreferences).toEqual([
      { type: 'transaction', opt_in: 'text', version: '1.0' },
      { type: 'marketing', opt_in: 'email,text', version: '1.2', doubleOptInPending: true },
    ]);
    expect(row!.userActivities).toEqual([{ type: 'transaction_message_agreement', version: '1.0', created: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(row!.userActivities[0]!.created))).toBe(false);

    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Greenleaf verification code', userId: row!.id });
    expect(mail!.body).toContain('Greenleaf');
    expect(await latestOutboxCode(a.db, email)).toMatch(/^\d{6}$/);
  });

  test.each([
    ['email', { email: 'jane@example' }, AUTH_MESSAGES.validEmail],
    ['phone', { phone: '555-0142' }, AUTH_MESSAGES.validPhone],
    ['password', { password: 'Greenleaf1#', confirm_password: 'Greenleaf1#' }, 'Password may not contain #'],
    ['password', { password: 'greenleaf1!', confirm_password: 'greenleaf1!' }, 'Password needs one uppercase letter.'],
    ['password', { password: 'Green1!', confirm_password: 'Green1!' }, 'Password needs at least 8 characters.'],
    ['confirm_password', { confirm_password: 'Greenleaf2!' }, 'Both passwords must match.'],
    ['first', { first: '   ' }, 'Required'],
  ])('a bad %s answers 400 with its part 2 §5 message and creates nothing', async (field, change, message) => {
    const body = registration(change);
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toContain(message);
    expect(await mailTo(String(body.email).toLowerCase())).toHaveLength(0);
  });

  test('an email already registered answers 409 with the code that sends the user to /register/confirm; the password stays', async () => {
    const first = registration();
    const created = await register(first);
    expect(created.status).toBe(201);
    const before = await accountOf(first.email);

    const again = await register(registration({ email: first.email.toUpperCase(), password: 'Another1!', confirm_password: 'Another1!' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: AUTH_MESSAGES.alreadyExists, code: AUTH_ERROR_CODES.userAlreadyExists });
    expect((await accountOf(first.email))!.passwordHash).toBe(before!.passwordHash);
    // Inside the 60 s lock no second code goes out...
    expect(await mailTo(first.email)).toHaveLength(1);

    // ...after it, the unconfirmed owner gets a fresh code with the 409.
    await a.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(verificationCodes.userId, before!.id));
    expect((await register(first)).status).toBe(409);
    expect(await mailTo(first.email)).toHaveLength(2);
  });

  test('a confirmed account answers 409 too and gets no email', async () => {
    const user = await insertUser(a.db, a.brandId);
    const response = await register(registration({ email: user.email }));
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(AUTH_ERROR_CODES.userAlreadyExists);
    expect(await mailTo(user.email)).toHaveLength(0);
  });

  test('accounts are per brand: the same email registers separately on another brand', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(201);
    const elsewhere = await a.post('/api/auth/register', body, { headers: { 'x-ordering-app-id': String(otherBrandId) } });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.user_id).not.toBe((await accountOf(body.email))!.id);
  });
});

describe('POST auth/register at a store (store association, part 2 §4)', () => {
  test('recreational is confirmed at once and medical waits for review, both with the store state', async () => {
    const store = await insertStore(a.db, a.brandId, { state: 'OH' });
    const rec = await register(registration({ store_id: store.id, association_type: 'recreational' }));
    const med = await register(registration({ store_id: store.id, association_type: 'medical' }));
    expect([rec.status, med.status]).toEqual([201, 201]);
    const rows = await a.db.select().from(userStoreAssociations).where(eq(userStoreAssociations.storeId, store.id));
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect(byUser.get(rec.body.user_id)).toMatchObject({ associationType: 'recreational', status: 'confirmed', state: 'OH' });
    expect(byUser.get(med.body.user_id)).toMatchObject({ associationType: 'medical', status: 'pending', state: 'OH' });
  });

  test("a store that turned registration off answers 403 'temporarily turned off' and creates nothing", async () => {
    const store = await insertStore(a.db, a.brandId, { isRecUsersReg: false });
    const body = registration({ store_id: store.id, association_type: 'recreational' });
    const response = await register(body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: AUTH_MESSAGES.turnedOff, code: AUTH_ERROR_CODES.turnedOff });
    expect(await accountOf(body.email)).toBeUndefined();
    expect(await mailTo(body.email)).toHaveLength(0);
  });

  test("another brand's store is refused with a store_id error", async () => {
    const store = await insertStore(a.db, otherBrandId);
    const response = await register(registration({ store_id: store.id, association_type: 'recreational' }));
    expect(response.status).toBe(400);
    expect(response.body.fields.store_id).toBeDefined();
  });
});
