import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_STAFF_MESSAGES } from '@/api/admin-staff';
import { AUTH_MESSAGES, REFRESH_COOKIE } from '@/api/auth';
import { API_HEADERS } from '@/api/common';
import { staffPaths } from '@/api/staff-paths';
import { users } from '@/server/db/schema';
import { latestOutboxCode, TEST_PASSWORD } from '../testing/account-fixture';
import type { Auth } from '../testing/cart-fixture';
import { createStaffTestApp, type StaffTestApp } from './admin-staff-test-kit';

/**
 * Inviting and disabling staff (README "Staff and kiosks"): the invitee sets their own password with
 * the emailed code; a disabled account cannot sign in and its tokens stop at once.
 */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

const NEW_PASSWORD = 'Daylily77$';
const login = (email: string, password: string) => app.send('POST', '/auth/login', {}, { username: email, password });
const setPassword = (email: string, code: string) =>
  app.send('POST', '/auth/forgot-password-confirm', {}, { username: email, verification_code: code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
const queue = (auth: Auth, storeId: number) => app.send('POST', staffPaths.orderQueue.path, auth, { store_id: storeId });
const bearerOf = (answer: { body: { access_token: string } }): Auth => ({ authorization: `Bearer ${answer.body.access_token}` });

describe('inviting staff', () => {
  test('the invitee is invited until they set a password with the emailed code, then works the store’s queue', async () => {
    const store = await app.store();
    const { auth, user: operator } = await app.operator();
    const email = app.newEmail();
    const member = await app.invited(auth, { email: email.toUpperCase(), first: ' Pat ', last: 'Lee', role: 'budtender', store_ids: [store.id] });
    expect(member).toMatchObject({ email, first: 'Pat', last: 'Lee', role: 'budtender', store_ids: [store.id], status: 'invited' });

    const [mail] = await app.outboxTo(email);
    expect(mail!.subject).toBe("You're invited to the Greenleaf staff");
    expect(mail!.body).toContain(`/verify-password-change?u=${encodeURIComponent(email)}`);
    // Nobody can sign in before the invitee chose a password.
    expect((await login(email, TEST_PASSWORD)).status).toBe(401);

    const code = (await latestOutboxCode(app.db, email))!;
    expect((await setPassword(email, code)).status).toBe(200);
    expect((await app.staffList(auth)).find((row) => row.id === member.id)?.status).toBe('active');
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await queue(bearerOf(signedIn), store.id)).status).toBe(200);

    const [entry] = await app.auditOf('staff', member.id);
    expect(entry).toMatchObject({ action: 'staff.invite', actorUserId: operator.id, before: null, after: { email, role: 'budtender', store_ids: [store.id] } });
  });

  test('an email with an account is refused beside the email field: staff already, or a customer', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    for (const [email, message] of [
      [budtender.user.email, ADMIN_STAFF_MESSAGES.alreadyStaff],
      [shopper.user.email, ADMIN_STAFF_MESSAGES.customerEmail],
    ] as const) {
      const answer = await app.calls.invite(auth, { email, first: 'Pat', last: 'Lee', role: 'budtender', store_ids: [store.id] });
      expect(answer.status).toBe(409);
      expect(answer.body.fields).toEqual({ email: [message] });
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row!.isPortalUser).toBe(false);
  });

  test('bad input is a 400 with each field’s error, a too-long name told its limit, and nothing is written', async () => {
    const { auth } = await app.operator();
    const answer = await app.calls.invite(auth, { email: 'not-an-email', first: '  ', last: 'x'.repeat(81), role: 'budtender', store_ids: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      email: [ADMIN_STAFF_MESSAGES.validEmail],
      first: [ADMIN_STAFF_MESSAGES.required],
      last: ['Keep it to 80 characters.'],
      store_ids: ['Choose at least one store.'],
    });
    expect(await app.db.select().from(users).where(eq(users.email, 'not-an-email'))).toEqual([]);
  });

  test('an operator needs no store', async () => {
    const { auth } = await app.operator();
    expect(await app.invited(auth, { email: app.newEmail(), first: 'Ola', last: 'Ade', role: 'operator', store_ids: [] })).toMatchObject({ role: 'operator', store_ids: [] });
  });
});

describe('disabling staff', () => {
  test('a disabled account’s token, refresh and sign-in are refused at once; enabled again it signs in', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const email = app.newEmail();
    const member = await app.invited(auth, { email, first: 'Kai', last: 'Moss', role: 'budtender', store_ids: [store.id] });
    await setPassword(email, (await latestOutboxCode(app.db, email))!);
    const signedIn = await login(email, NEW_PASSWORD);
    const refreshCookie = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE.name}=`))!.split(';')[0]!;
    const token = bearerOf(signedIn);
    expect((await queue(token, store.id)).status).toBe(200);

    const disabled = await app.calls.disable(auth, member.id);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', disabled_at: expect.any(String) });
    expect((await queue(token, store.id)).status).toBe(401);
    const refresh = await app.send('POST', '/auth/refresh', { cookie: refreshCookie, [API_HEADERS.apiKey]: app.t.config.API_KEY }, { username: email });
    expect(refresh.status).toBe(401);
    const refused = await login(email, NEW_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(AUTH_MESSAGES.accountDisabled);
    // A wrong password still says only that the password is wrong.
    expect((await login(email, 'Wrong-password-1')).body.error).toBe(AUTH_MESSAGES.badCredentials);

    expect((await app.calls.disable(auth, member.id)).status).toBe(200);
    const enabled = await app.calls.enable(auth, member.id);
    expect(enabled.body).toMatchObject({ status: 'active', disabled_at: null });
    expect((await queue(token, store.id)).status).toBe(401);
    expect((await queue(bearerOf(await login(email, NEW_PASSWORD)), store.id)).status).toBe(200);

    const entries = await app.auditOf('staff', member.id);
    expect(entries.map((entry) => entry.action)).toEqual(['staff.invite', 'staff.disable', 'staff.enable']);
    expect(entries[1]!.after).toEqual({ disabled_at: disabled.body.disabled_at });
  });
});
