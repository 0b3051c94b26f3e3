import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { userSchema } from '@/api/user';
import { users, verificationCodes } from '@/server/db/schema';
import { latestOutboxCode } from '../testing/account-fixture';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/update-me: first, last and phone (part 2 §5 "Account edit", §4 "Phone verification"). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const updateMe = (auth: Record<string, string>, json: unknown) => app.post(userPaths.updateMe.path, auth, json);
const stored = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;
let phoneSequence = 0;
const newPhone = () => `917555${String(2000 + ++phoneSequence)}`;

describe('POST users/op/update-me: names and phone', () => {
  test('changes first and last (trimmed) and answers the user', async () => {
    const { user, auth } = await app.shopper();
    const response = await updateMe(auth, { first: '  Ada ', last: 'Lovelace' });
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body)).toMatchObject({ id: user.id, first: 'Ada', last: 'Lovelace', phone: user.phone, is_phone_verified: true });
  });

  test('a new phone is saved as digits, unverified, and a code is texted to it that confirms it', async () => {
    const { user, auth } = await app.shopper({ twilioPrevVerified: true });
    const phone = newPhone();
    const response = await updateMe(auth, { phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` });
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body)).toMatchObject({ phone, is_phone_verified: false, twilio_prev_verified: true });
    const [text] = await app.outboxTo(phone);
    expect(text).toMatchObject({ channel: 'sms', userId: user.id });
    const code = await latestOutboxCode(app.db, phone);
    const confirmed = await app.post(userPaths.confirmPhone.path, auth, { verification_code: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ phone, is_phone_verified: true });
  });

  test('twilio_prev_verified stays false for a shopper never verified under the old texting service', async () => {
    const { auth } = await app.shopper();
    const response = await updateMe(auth, { phone: newPhone() });
    expect(response.body).toMatchObject({ is_phone_verified: false, twilio_prev_verified: false });
  });

  test('the same phone again (in any format) changes nothing and texts nothing', async () => {
    const { user, auth } = await app.shopper();
    const formatted = `(${user.phone.slice(0, 3)}) ${user.phone.slice(3, 6)}-${user.phone.slice(6)}`;
    const response = await updateMe(auth, { phone: formatted });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phone: user.phone, is_phone_verified: true });
    expect(await app.outboxTo(user.phone)).toEqual([]);
  });

  test("a phone written with the country code, as autofill writes it, is saved as the same 10 digits and texted there", async () => {
    const { user, auth } = await app.shopper();
    const phone = newPhone();
    const response = await updateMe(auth, { phone: `+1 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}` });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phone, is_phone_verified: false });
    expect(await stored(user.id)).toMatchObject({ phone });
    expect(await app.outboxTo(phone)).toEqual([expect.objectContaining({ channel: 'sms', userId: user.id })]);
  });

  test.each([
    ['a phone with too few digits', { phone: '555-0142' }, 'phone', 'Please enter a valid phone number'],
    ['a UK phone number', { phone: '+44 20 7946 0958' }, 'phone', 'Please enter a valid phone number'],
    ['a phone whose area code starts with 1', { phone: '(184) 555-5014' }, 'phone', 'Please enter a valid phone number'],
    ['an empty first name', { first: '   ' }, 'first', 'Required'],
    ['an empty last name', { last: '' }, 'last', 'Required'],
  ])('%s answers 400 under its field and saves nothing', async (_case, json, field, message) => {
    const { user, auth } = await app.shopper();
    const response = await updateMe(auth, json);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toContain(message);
    expect(await stored(user.id)).toMatchObject({ first: user.first, last: user.last, phone: user.phone });
  });

  test('email is not changed by update-me', async () => {
    const { user, auth } = await app.shopper();
    const response = await updateMe(auth, { email: 'someone.else@example.com', first: 'Grace' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: user.email, first: 'Grace' });
    expect(await app.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))).toEqual([]);
  });
});
