import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { storeAssociationSchema, USER_MESSAGES } from '@/api/user';
import { medicalCards, userStoreAssociations } from '@/server/db/schema';
import { insertStore } from '../testing/catalog-fixture';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/associate-store (part 2 §4 "Store association and ordering rights", §5 the association dialog). */
let app: UsersTestApp;
let ohio = 0;
let illinois = 0;
let otherBrandStore = 0;
beforeAll(async () => {
  app = await createUsersTestApp();
  ohio = (await insertStore(app.db, app.brand.id, { state: 'OH' })).id;
  illinois = (await insertStore(app.db, app.brand.id, { state: 'IL' })).id;
  otherBrandStore = (await insertStore(app.db, app.otherBrand.id, { state: 'MA' })).id;
});
afterAll(() => app.close());

const associate = (auth: Record<string, string>, json: object) => app.post(userPaths.associateStore.path, auth, json);
const NEEDS_CARD = 'Enter at least 5 characters of your card number.';

describe('POST users/op/associate-store', () => {
  test('adult use is confirmed at once and shows on the user', async () => {
    const { auth } = await app.shopper();
    const response = await associate(auth, { store_id: illinois, association_type: 'recreational' });
    expect(response.status).toBe(200);
    expect(storeAssociationSchema.parse(response.body)).toEqual({ store_id: illinois, association_type: 'recreational', status: 'confirmed', state: 'IL' });
    const me = await app.post(userPaths.getMe.path, auth);
    expect(me.body.user_store_associations).toEqual([response.body]);
  });

  test('medical in OH needs no card and is pending', async () => {
    const { auth } = await app.shopper();
    const response = await associate(auth, { store_id: ohio, association_type: 'medical' });
    expect(response.body).toMatchObject({ status: 'pending', state: 'OH' });
  });

  test('medical elsewhere without a card answers 400 under mmj_card_num and saves nothing', async () => {
    const { auth } = await app.shopper();
    for (const json of [{}, { mmj_card_num: ' 1234 ' }]) {
      const response = await associate(auth, { store_id: illinois, association_type: 'medical', ...json });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ mmj_card_num: [NEEDS_CARD] });
    }
    const me = await app.post(userPaths.getMe.path, auth);
    expect(me.body.user_store_associations).toEqual([]);
  });

  test('medical elsewhere is pending with 5+ characters of card number, or with a live card for the state', async () => {
    const typed = await app.shopper();
    expect((await associate(typed.auth, { store_id: illinois, association_type: 'medical', mmj_card_num: 'QP.12' })).body.status).toBe('pending');
    const onFile = await app.shopper();
    await app.db.insert(medicalCards).values({ userId: onFile.user.id, state: 'IL', cardNumber: 'QP.1234567', expiresOn: '2099-12-31' });
    expect((await associate(onFile.auth, { store_id: illinois, association_type: 'medical' })).body.status).toBe('pending');
  });

  test('an expired card or a card of another state does not count', async () => {
    const { user, auth } = await app.shopper();
    await app.db.insert(medicalCards).values([
      { userId: user.id, state: 'IL', cardNumber: 'QP.1234567', expiresOn: '2020-01-01' },
      { userId: user.id, state: 'OH', cardNumber: '1234-5678-9012-3456-7890', expiresOn: '2099-12-31' },
    ]);
    expect((await associate(auth, { store_id: illinois, association_type: 'medical' })).status).toBe(400);
  });

  test('an existing pending or confirmed association answers itself unchanged', async () => {
    const { user, auth } = await app.shopper();
    await app.db.insert(userStoreAssociations).values({ userId: user.id, storeId: illinois, associationType: 'medical', status: 'confirmed', state: 'IL' });
    const response = await associate(auth, { store_id: illinois, association_type: 'medical' });
    expect(response.body).toEqual({ store_id: illinois, association_type: 'medical', status: 'confirmed', state: 'IL' });
    expect((await associate(auth, { store_id: illinois, association_type: 'medical' })).body.status).toBe('confirmed');
  });

  test.each(['rejected', 'suspended'])('a %s association answers 403 denied and stays as it is', async (status) => {
    const { user, auth } = await app.shopper();
    await app.db.insert(userStoreAssociations).values({ userId: user.id, storeId: ohio, associationType: 'recreational', status, state: 'OH' });
    const response = await associate(auth, { store_id: ohio, association_type: 'recreational' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: USER_MESSAGES.associationDenied });
    const me = await app.post(userPaths.getMe.path, auth);
    expect(me.body.user_store_associations).toEqual([expect.objectContaining({ status })]);
  });

  test("another brand's store or an unknown store answers 404", async () => {
    const { auth } = await app.shopper();
    for (const storeId of [otherBrandStore, 999_999]) {
      const response = await associate(auth, { store_id: storeId, association_type: 'recreational' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Store not found.' });
    }
  });

  test('a bad usage type answers 400', async () => {
    const { auth } = await app.shopper();
    expect((await associate(auth, { store_id: ohio, association_type: 'adult' })).status).toBe(400);
  });
});
