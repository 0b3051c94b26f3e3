import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { debugStoreSwitchesSchema, debugUserSchema, devDebugPaths } from '@/api/dev-debug';
import { inventoryListSchema } from '@/api/inventory';
import { createApp } from '@/server/app';
import { inventoryItems, stores } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, insertUser } from '../testing/account-fixture';
import { insertBrand, insertItem, insertStore } from '../testing/catalog-fixture';
import { apiPath } from '../testing/requests';

/**
 * The debug panel's endpoints (part 1 §4 "A secret key sequence toggles a debug panel (not in
 * production) that shows and toggles store switches, user flags and loyalty points").
 */
let t: TestApp;
let brandId: number;
let storeId: number;
let itemId: number;
beforeAll(async () => {
  t = await createTestApp();
  brandId = (await insertBrand(t.handle.db, { slug: 'debug', name: 'Debug', isMainBrand: true, hosts: ['debug.test'] })).id;
  storeId = (await insertStore(t.handle.db, brandId, { storeSlug: 'debug-store' })).id;
  itemId = (await insertItem(t.handle.db, storeId, { name: 'Debug Flower', recPriceCents: 4000, recSellableQty: 5 })).id;
});
afterAll(() => t.close());

const api = (path: string) => `/api${path}`;
const post = (path: string, json: unknown, headers: Record<string, string> = {}) => t.request(api(path), { method: 'POST', json, headers });
const signedIn = async (values: Parameters<typeof insertUser>[2] = {}) => bearer(await insertUser(t.handle.db, brandId, values), t.config.AUTH_SECRET);

describe('store switches for a usage type', () => {
  test('reads them, and changes only those sent, for that usage type only', async () => {
    const read = await t.request(apiPath('dev/debug/store-switches', { store_id: storeId, usage_type: 'recreational' }));
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(debugStoreSwitchesSchema.parse(read.body)).toMatchObject({ temp_closed: null, carts_disabled: false, pickup: true });

    const changed = await post(devDebugPaths.devDebugSetStore.path, { store_id: storeId, usage_type: 'recreational', temp_closed: 'ordering_off', carts_disabled: true, delivery: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      store_id: storeId, usage_type: 'recreational', temp_closed: 'ordering_off', carts_disabled: true,
      users_disabled: false, add_override: false, pickup: true, curbside: false, delivery: true,
    });
    const [row] = await t.handle.db.select().from(stores).where(eq(stores.id, storeId));
    expect([row!.tempClosedRec, row!.isRecCartsDisabled, row!.isRecDelivery]).toEqual(['ordering_off', true, true]);
    expect([row!.tempClosedMed, row!.isMedCartsDisabled, row!.isMedDelivery]).toEqual([null, false, false]);

    const reopened = await post(devDebugPaths.devDebugSetStore.path, { store_id: storeId, usage_type: 'recreational', temp_closed: null });
    expect(reopened.body).toMatchObject({ temp_closed: null, carts_disabled: true });
  });

  test("a change drops the store's cached catalog, so the menu reads the store as it is now", async () => {
    const stock = async () => {
      const response = await t.request(apiPath('p/inventory', { store_id: storeId }));
      return inventoryListSchema.parse(response.body).data.find((item) => item.id === itemId)?.quantity;
    };
    expect(await stock()).toBe(5);
    await t.handle.db.update(inventoryItems).set({ recSellableQty: 2 }).where(eq(inventoryItems.id, itemId));
    expect(await stock()).toBe(5);
    await post(devDebugPaths.devDebugSetStore.path, { store_id: storeId, usage_type: 'recreational', curbside: true });
    expect(await stock()).toBe(2);
  });

  test('bad input answers 400 with the fields; an unknown store 404', async () => {
    const bad = await post(devDebugPaths.devDebugSetStore.path, { store_id: storeId, usage_type: 'both', pickup: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['usage_type', 'pickup']));
    expect((await post(devDebugPaths.devDebugSetStore.path, { store_id: 999_999, usage_type: 'medical', pickup: false })).status).toBe(404);
  });
});

describe("the signed-in user's flags and points", () => {
  test('needs a signed-in user', async () => {
    expect((await t.request(api(devDebugPaths.devDebugUser.path))).status).toBe(401);
    expect((await post(devDebugPaths.devDebugPoints.path, { points: 100 })).status).toBe(401);
  });

  test('sets employee status, phone verification and rewards enrollment as sent', async () => {
    const auth = await signedIn({ isPhoneVerified: false });
    const before = debugUserSchema.parse((await t.request(api(devDebugPaths.devDebugUser.path), { headers: auth })).body);
    expect(before).toMatchObject({ employee_status: 'none', is_phone_verified: false, loyalty_enrolled: false, available_points: 0 });
    const after = await post(devDebugPaths.devDebugSetUser.path, { employee_status: 'confirmed', is_phone_verified: true, loyalty_enrolled: true }, auth);
    expect(after.body).toMatchObject({ employee_status: 'confirmed', is_phone_verified: true, loyalty_enrolled: true });
    const back = await post(devDebugPaths.devDebugSetUser.path, { employee_status: 'none', loyalty_enrolled: false }, auth);
    expect(back.body).toMatchObject({ employee_status: 'none', is_phone_verified: true, loyalty_enrolled: false });
    // The account's own loyalty status reads the same state.
    const loyalty = await t.request('/api/users/op/loyalty-status?service=aiq', { headers: auth });
    expect(loyalty.body).toMatchObject({ is_enrolled: false });
  });

  test('adds and removes points through the ledger, never below zero', async () => {
    const auth = await signedIn();
    expect((await post(devDebugPaths.devDebugPoints.path, { points: 100 }, auth)).body.available_points).toBe(100);
    expect((await post(devDebugPaths.devDebugPoints.path, { points: 100 }, auth)).body.available_points).toBe(200);
    expect((await post(devDebugPaths.devDebugPoints.path, { points: -100 }, auth)).body.available_points).toBe(100);
    expect((await post(devDebugPaths.devDebugPoints.path, { points: -500 }, auth)).body.available_points).toBe(0);
    expect((await post(devDebugPaths.devDebugPoints.path, { points: 100 }, auth)).body.available_points).toBe(100);
    const loyalty = await t.request('/api/users/op/loyalty-status?service=aiq', { headers: auth });
    expect(loyalty.body).toMatchObject({ available_points: 100 });
    expect((await post(devDebugPaths.devDebugPoints.path, { points: 0 }, auth)).status).toBe(400);
  });
});

describe('only outside production and only from this machine', () => {
  const everyCall = (request: (path: string, init?: RequestInit) => Promise<Response>, auth: Record<string, string>) => [
    request(api(`${devDebugPaths.devDebugStore.path}?store_id=${storeId}&usage_type=recreational`)),
    request(api(devDebugPaths.devDebugSetStore.path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ store_id: storeId, usage_type: 'recreational', pickup: false }) }),
    request(api(devDebugPaths.devDebugUser.path), { headers: auth }),
    request(api(devDebugPaths.devDebugSetUser.path), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ employee_status: 'confirmed' }) }),
    request(api(devDebugPaths.devDebugPoints.path), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ points: 100 }) }),
  ];
  const pickupIsOn = async () => (await t.handle.db.select().from(stores).where(eq(stores.id, storeId)))[0]!.isRecPickup;

  test('production answers 404 to every call and changes nothing', async () => {
    const production = createApp({ db: t.handle.db, config: { ...t.config, APP_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-chars' } });
    const auth = await signedIn();
    for (const response of await Promise.all(everyCall((path, init) => Promise.resolve(production.request(path, init)), auth))) {
      expect(response.status).toBe(404);
    }
    expect(await pickupIsOn()).toBe(true);
  });

  test('a caller over the network gets 404 and changes nothing', async () => {
    const fromLan = { incoming: { socket: { remoteAddress: '192.168.1.20', remotePort: 50000, remoteFamily: 'IPv4' } } };
    const auth = await signedIn();
    const responses = await Promise.all(everyCall((path, init) => Promise.resolve(t.app.request(path, init, fromLan)), auth));
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await pickupIsOn()).toBe(true);
    const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50000, remoteFamily: 'IPv4' } } };
    expect((await t.app.request(api(`${devDebugPaths.devDebugStore.path}?store_id=${storeId}&usage_type=recreational`), {}, fromLoopback)).status).toBe(200);
  });
});
