import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { userSchema } from '@/api/user';
import { loyaltyLedger, medicalCards, userAddresses, userStoreAssociations } from '@/server/db/schema';
import { todayInStoreZone } from '@/server/services/users/local-date';
import { insertStore } from '../testing/catalog-fixture';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/get-me: the User entity of part 2 §3, for the token's user only. */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

const getMe = (auth: Record<string, string>, query = '') => app.post(`${userPaths.getMe.path}${query}`, auth);

describe('POST users/op/get-me', () => {
  test('answers the signed-in user with addresses (default first), cards, associations and preferences', async () => {
    const { user, auth } = await app.shopper({ employeeStatus: 'confirmed', audienceKeys: ['vip'] });
    const other = await app.shopper();
    const store = await insertStore(app.db, app.brand.id, { state: 'OH' });
    await app.db.insert(userAddresses).values([
      { userId: user.id, address1: '1 Oak St', city: 'Columbus', state: 'OH', zip: '43004' },
      { userId: user.id, address1: '2 Elm St', city: 'Columbus', state: 'OH', zip: '43004', isDefault: true },
      { userId: other.user.id, address1: '9 Secret Rd', city: 'Elsewhere', state: 'NY', zip: '10001' },
    ]);
    await app.db.insert(medicalCards).values({ userId: user.id, state: 'OH', cardNumber: '1234-5678-9012-3456-7890', expiresOn: '2099-01-31' });
    await app.db.insert(userStoreAssociations).values({ userId: user.id, storeId: store.id, associationType: 'medical', status: 'pending', state: 'OH' });

    const response = await getMe(auth);
    expect(response.status).toBe(200);
    const me = userSchema.parse(response.body);
    expect(me).toMatchObject({ id: user.id, email: user.email, phone: user.phone, is_phone_verified: true, employee_status: 'confirmed', is_employee: true, is_loyalty_enrolled: false, audience_keys: ['vip'] });
    expect(me.addresses.map((address) => [address.address_1, address.is_default])).toEqual([['2 Elm St', true], ['1 Oak St', false]]);
    expect(me.medical_cards).toEqual([
      expect.objectContaining({ state: 'OH', mmj_card_last4: '7890', mmj_card_exp_dt: '2099-01-31', is_expired: false }),
    ]);
    expect(me.user_store_associations).toEqual([{ store_id: store.id, association_type: 'medical', status: 'pending', state: 'OH' }]);
    expect(me.opt_preferences).toEqual([{ type: 'transaction', opt_in: 'email', version: '1.0' }]);
    expect(me.user_loyalty).toBeUndefined();
    expect(JSON.stringify(response.body)).not.toContain('Secret');
    expect(JSON.stringify(response.body)).not.toContain('password');
  });

  test('with no address flagged default, the oldest is answered first as the default (part 2 §5)', async () => {
    const { user, auth } = await app.shopper();
    await app.db.insert(userAddresses).values([
      { userId: user.id, address1: 'First Ave', city: 'Albany', state: 'NY', zip: '12207' },
      { userId: user.id, address1: 'Second Ave', city: 'Albany', state: 'NY', zip: '12207' },
    ]);
    const me = userSchema.parse((await getMe(auth)).body);
    expect(me.addresses.map((address) => [address.address_1, address.is_default])).toEqual([['First Ave', true], ['Second Ave', false]]);
  });

  test('a card is expired on its expiry day in New York (part 2 §9 default store timezone)', async () => {
    const { user, auth } = await app.shopper();
    await app.db.insert(medicalCards).values({ userId: user.id, state: 'NY', cardNumber: 'ABC12', expiresOn: todayInStoreZone() });
    const me = userSchema.parse((await getMe(auth)).body);
    expect(me.medical_cards[0]).toMatchObject({ mmj_card_last4: 'BC12', is_expired: true });
    expect(me.is_employee).toBe(false);
  });

  test('include_loyalty=true adds the ledger balance: whole dollars of points are cart eligible (40 points = $1)', async () => {
    const { user, auth } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    await app.db.insert(loyaltyLedger).values([
      { userId: user.id, points: 130, reason: 'order' },
      { userId: user.id, points: -20, reason: 'redemption' },
    ]);
    const me = userSchema.parse((await getMe(auth, '?refresh=true&include_loyalty=true')).body);
    expect(me.is_loyalty_enrolled).toBe(true);
    expect(me.user_loyalty).toEqual({ is_enrolled: true, available_points: 110, pending_points: 0, loyalty_points: 110, cart_eligible_points: 80 });
  });

  test('a ledger below zero shows 0 points, never a negative balance', async () => {
    const { user, auth } = await app.shopper();
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: -50, reason: 'adjustment' });
    const me = userSchema.parse((await getMe(auth, '?include_loyalty=true')).body);
    expect(me.user_loyalty).toMatchObject({ is_enrolled: false, available_points: 0, loyalty_points: 0, cart_eligible_points: 0 });
  });

  test('a bad query flag answers 400', async () => {
    const { auth } = await app.shopper();
    expect((await getMe(auth, '?include_loyalty=maybe')).status).toBe(400);
  });
});
