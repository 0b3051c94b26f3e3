import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { USER_MESSAGES, userLoyaltySchema, userSchema } from '@/api/user';
import { loyaltyLedger } from '@/server/db/schema';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/loyalty-enrollment and the status read (part 2 §4 "Loyalty", §6 employees; DECISIONS.md ledger). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const enroll = (auth: Record<string, string>, loyalty: unknown) => app.post(userPaths.loyaltyEnrollment.path, auth, { loyalty });
const status = (auth: Record<string, string>, query = '') => app.get(`${userPaths.loyaltyStatus.path}${query}`, auth);

describe('POST users/op/loyalty-enrollment', () => {
  test('joining enrolls the user, emails a welcome once and answers the user with user_loyalty', async () => {
    const { user, auth } = await app.shopper();
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: 95, reason: 'adjustment' });
    const response = await enroll(auth, true);
    expect(response.status).toBe(200);
    const me = userSchema.parse(response.body);
    expect(me.is_loyalty_enrolled).toBe(true);
    expect(me.user_loyalty).toEqual({ is_enrolled: true, available_points: 95, pending_points: 0, loyalty_points: 95, cart_eligible_points: 80 });
    const emails = await app.outboxTo(user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ channel: 'email', userId: user.id });
    expect(emails[0]!.subject).toContain('Greenleaf');
    // Joining again changes nothing and sends no second welcome.
    expect((await enroll(auth, true)).body.is_loyalty_enrolled).toBe(true);
    expect(await app.outboxTo(user.email)).toHaveLength(1);
  });

  test("leaving clears the enrollment and forfeits the points ('I understand my points will be lost', part 2 §5)", async () => {
    const { user, auth } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: 480, reason: 'adjustment' });
    const response = await enroll(auth, false);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ is_loyalty_enrolled: false, user_loyalty: { is_enrolled: false, available_points: 0 } });
    // Joining again starts from zero.
    expect((await enroll(auth, true)).body.user_loyalty.available_points).toBe(0);
  });

  test('joining with an unverified phone answers 409 PhoneNotVerified and does not enroll', async () => {
    const { user, auth } = await app.shopper({ isPhoneVerified: false });
    const response = await enroll(auth, true);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: USER_MESSAGES.phoneNotVerified, code: 'PhoneNotVerified' });
    expect((await status(auth)).body.is_enrolled).toBe(false);
    expect(await app.outboxTo(user.email)).toEqual([]);
  });

  test('employees are not eligible (403)', async () => {
    const { auth } = await app.shopper({ employeeStatus: 'confirmed' });
    const response = await enroll(auth, true);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: USER_MESSAGES.employeeNotEligible });
  });

  test('a pending employee may join', async () => {
    const { auth } = await app.shopper({ employeeStatus: 'pending' });
    expect((await enroll(auth, true)).status).toBe(200);
  });

  test('loyalty must be true or false', async () => {
    const { auth } = await app.shopper();
    const response = await enroll(auth, 'yes');
    expect(response.status).toBe(400);
    expect(response.body.fields.loyalty).toBeDefined();
  });
});

describe('GET users/op/loyalty-status', () => {
  test('answers my points from the ledger, not anyone else’s', async () => {
    const { user, auth } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    const other = await app.shopper({ loyaltyEnrolledAt: new Date() });
    await app.db.insert(loyaltyLedger).values([
      { userId: user.id, points: 400, reason: 'order' },
      { userId: other.user.id, points: 10_000, reason: 'order' },
    ]);
    const response = await status(auth, '?service=aiq');
    expect(response.status).toBe(200);
    expect(userLoyaltySchema.parse(response.body)).toEqual({ is_enrolled: true, available_points: 400, pending_points: 0, loyalty_points: 400, cart_eligible_points: 400 });
  });

  test('an unknown service answers 400', async () => {
    const { auth } = await app.shopper();
    expect((await status(auth, '?service=other')).status).toBe(400);
  });
});
