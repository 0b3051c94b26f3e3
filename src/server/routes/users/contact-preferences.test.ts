import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { USER_MESSAGES, userSchema } from '@/api/user';
import { users } from '@/server/db/schema';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** Contact preferences through users/op/update-me (part 2 §3 "Contact preference entry", §4, §9 versions). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const setPreferences = (auth: Record<string, string>, ...opt_preferences: { type: string; opt_in: string }[]) =>
  app.post(userPaths.updateMe.path, auth, { opt_preferences });
const stored = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;
const marketingOf = (body: unknown) => userSchema.parse(body).opt_preferences.find((entry) => entry.type === 'marketing');

describe('transaction preference (order notices)', () => {
  test('text with a verified phone is saved at version 1.1 and the marketing entry is kept', async () => {
    const marketing = { type: 'marketing' as const, opt_in: 'email' as const, version: '1.2' };
    const { auth } = await app.shopper({ optPreferences: [{ type: 'transaction', opt_in: 'email', version: '1.0' }, marketing] });
    const response = await setPreferences(auth, { type: 'transaction', opt_in: 'text' });
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body).opt_preferences).toEqual(
      expect.arrayContaining([marketing, { type: 'transaction', opt_in: 'text', version: '1.1' }]),
    );
    expect(response.body.opt_preferences).toHaveLength(2);
  });

  test('text with an unverified phone answers 409 PhoneNotVerified and saves nothing', async () => {
    const { user, auth } = await app.shopper({ isPhoneVerified: false });
    const response = await app.post(userPaths.updateMe.path, auth, { first: 'Changed', opt_preferences: [{ type: 'transaction', opt_in: 'text' }] });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: USER_MESSAGES.phoneNotVerified, code: 'PhoneNotVerified' });
    expect(await stored(user.id)).toMatchObject({ first: user.first, optPreferences: user.optPreferences });
  });

  test('changing the phone and choosing text in one call is refused: the new phone is not verified', async () => {
    const { auth } = await app.shopper();
    const response = await app.post(userPaths.updateMe.path, auth, { phone: '9175559999', opt_preferences: [{ type: 'transaction', opt_in: 'text' }] });
    expect(response.status).toBe(409);
  });

  test("'email,text' answers 400 on the transaction entry: exactly one method", async () => {
    const { auth } = await app.shopper();
    const response = await setPreferences(auth, { type: 'transaction', opt_in: 'email,text' });
    expect(response.status).toBe(400);
    expect(response.body.fields.opt_preferences).toBeDefined();
  });

  test('none is saved (it turns ordering off on the client)', async () => {
    const { auth } = await app.shopper();
    const response = await setPreferences(auth, { type: 'transaction', opt_in: 'none' });
    expect(response.body.opt_preferences).toEqual([{ type: 'transaction', opt_in: 'none', version: '1.1' }]);
  });

  test('an unknown method or two entries of one type answer 400', async () => {
    const { auth } = await app.shopper();
    expect((await setPreferences(auth, { type: 'transaction', opt_in: 'fax' })).status).toBe(400);
    const twice = await setPreferences(auth, { type: 'marketing', opt_in: 'email' }, { type: 'marketing', opt_in: 'none' });
    expect(twice.status).toBe(400);
  });
});

describe('marketing preference (promotions, double opt-in by text)', () => {
  test('choosing text marks it pending, turns receive_marketing on and texts a request to reply Y', async () => {
    const { user, auth } = await app.shopper({ isPhoneVerified: false });
    const response = await setPreferences(auth, { type: 'marketing', opt_in: 'email,text' });
    expect(response.status).toBe(200);
    expect(response.body.receive_marketing).toBe(true);
    expect(marketingOf(response.body)).toEqual({
      type: 'marketing', opt_in: 'email,text', version: '1.2', alpineSmsHasOptedIn: false, alpineSmsHasOptedOut: false, doubleOptInPending: true,
    });
    const [text] = await app.outboxTo(user.phone);
    expect(text).toMatchObject({ channel: 'sms' });
    expect(text!.body).toMatch(/reply Y/i);
    expect(text!.body).toContain('5 minutes');
  });

  test('keeping text sends nothing new; dropping a confirmed text records the opt-out', async () => {
    const confirmed = { type: 'marketing' as const, opt_in: 'text' as const, version: '1.2', alpineSmsHasOptedIn: true, alpineSmsHasOptedOut: false, doubleOptInPending: false };
    const { user, auth } = await app.shopper({ optPreferences: [confirmed], receiveMarketing: true });
    await setPreferences(auth, { type: 'marketing', opt_in: 'email,text' });
    expect(await app.outboxTo(user.phone)).toEqual([]);
    const dropped = await setPreferences(auth, { type: 'marketing', opt_in: 'none' });
    expect(dropped.body.receive_marketing).toBe(false);
    expect(marketingOf(dropped.body)).toMatchObject({ opt_in: 'none', alpineSmsHasOptedIn: false, alpineSmsHasOptedOut: true, doubleOptInPending: false });
  });

  test('dropping text while still pending clears the pending flag without an opt-out', async () => {
    const { auth } = await app.shopper();
    await setPreferences(auth, { type: 'marketing', opt_in: 'text' });
    const response = await setPreferences(auth, { type: 'marketing', opt_in: 'email' });
    expect(marketingOf(response.body)).toMatchObject({ opt_in: 'email', doubleOptInPending: false, alpineSmsHasOptedOut: false });
    expect(response.body.opt_preferences.find((entry: { type: string }) => entry.type === 'transaction')).toMatchObject({ opt_in: 'email' });
  });
});
