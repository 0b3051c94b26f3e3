import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KIOSK_MESSAGES, kioskSchema } from '@/api/kiosk';
import { STAFF_MESSAGES } from '@/api/staff';
import { kioskDevices } from '@/server/db/schema';
import { hashKioskToken } from '@/server/services/kiosk/kiosk-tokens';
import { OTHER_CART_HOST } from '../testing/cart-fixture';
import { createKioskTestApp, type KioskTestApp } from './kiosk-test-kit';

/**
 * Pinning a kiosk (DECISIONS.md "Modes of the one installable app": a device
 * pinned to one store by a staff user, no account stays signed in): only staff of the store pin and
 * unpin it, and the device then holds a kiosk token instead of an account.
 */
let app: KioskTestApp;
beforeAll(async () => {
  app = await createKioskTestApp();
});
afterAll(() => app.close());

describe('a staff user pins a device to one of their stores', () => {
  test('staff of the store get the kiosk and a token shown once; only its hash is kept', async () => {
    const store = await app.store({ ecommDisplayName: 'Old Town' });
    const staff = await app.staffer([store.id], { first: 'Maya', last: 'Lopez' });
    const response = await app.kioskCall('pinKiosk', staff.auth, { store_id: store.id, usage_types: ['medical', 'recreational'] });
    expect(response.status).toBe(200);
    expect(kioskSchema.parse(response.body.kiosk)).toMatchObject({
      store_id: store.id,
      store_name: 'Old Town',
      usage_types: ['medical', 'recreational'],
      pinned_by: 'Maya Lopez',
    });
    const token: string = response.body.kiosk_token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const [row] = await app.db.select().from(kioskDevices).where(eq(kioskDevices.id, response.body.kiosk.id));
    expect(row!.tokenHash).toBe(hashKioskToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  test('staff of another store get 403, a customer 403, and no token 401 (part 2 §6)', async () => {
    const store = await app.store();
    const elsewhere = await app.staffer([(await app.store()).id]);
    const customer = await app.shopper();
    const body = { store_id: store.id, usage_types: ['recreational'] };
    const otherStaff = await app.kioskCall('pinKiosk', elsewhere.auth, body);
    expect(otherStaff.status).toBe(403);
    expect(otherStaff.body.error).toBe(STAFF_MESSAGES.notYourStore);
    expect((await app.kioskCall('pinKiosk', customer.auth, body)).status).toBe(403);
    expect((await app.kioskCall('pinKiosk', {}, body)).status).toBe(401);
    expect(await app.db.select().from(kioskDevices).where(eq(kioskDevices.storeId, store.id))).toEqual([]);
  });

  test('a usage type the store has no menu for, or a bad body, answers 400 with field errors', async () => {
    const store = await app.store({ ecommDisplayName: 'Rec Only', isMedMenu: false });
    const staff = await app.staffer([store.id]);
    const noMenu = await app.kioskCall('pinKiosk', staff.auth, { store_id: store.id, usage_types: ['medical'] });
    expect(noMenu.status).toBe(400);
    expect(noMenu.body).toEqual({ error: 'Rec Only has no Medical menu.', fields: { usage_types: ['Rec Only has no Medical menu.'] } });
    const none = await app.kioskCall('pinKiosk', staff.auth, { store_id: store.id, usage_types: [] });
    expect(none.status).toBe(400);
    expect(none.body.fields.usage_types).toEqual(['Choose at least one usage type.']);
    for (const body of [{ usage_types: ['recreational'] }, { store_id: 'x', usage_types: ['recreational'] }, { store_id: store.id, usage_types: ['edibles'] }]) {
      const response = await app.kioskCall('pinKiosk', staff.auth, body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields).length).toBeGreaterThan(0);
    }
  });
});

describe('the kiosk token reads its kiosk until staff unpin it', () => {
  test('the token reads /kiosk/op/me; no token or a made-up one answers 401 "not set up"', async () => {
    const store = await app.store({ ecommDisplayName: 'Riverside' });
    const { kiosk, headers } = await app.pinnedKiosk(store.id);
    const me = await app.kioskCall('kioskMe', headers);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(kiosk);
    for (const bad of [{}, app.kioskHeader('not-a-kiosk-token'), app.kioskHeader('x'.repeat(5000))]) {
      const response = await app.kioskCall('kioskMe', bad);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: KIOSK_MESSAGES.notPinned });
    }
  });

  test("a kiosk token is only good for its own brand's host", async () => {
    const { headers } = await app.pinnedKiosk((await app.store()).id);
    expect((await app.kioskCall('kioskMe', headers, undefined, OTHER_CART_HOST)).status).toBe(401);
  });

  test('staff of the store unpin it with their token and the kiosk token; then the token answers 401', async () => {
    const store = await app.store();
    const { staff, headers } = await app.pinnedKiosk(store.id);
    const unpin = await app.kioskCall('unpinKiosk', { ...staff.auth, ...headers });
    expect(unpin.status).toBe(200);
    expect(unpin.body).toEqual({ unpinned: true });
    expect((await app.kioskCall('kioskMe', headers)).status).toBe(401);
    expect((await app.kioskCall('kioskCheckIn', headers, { order_id: 1 })).status).toBe(401);
    // A retried unpin whose answer was lost says it was unpinned already.
    expect((await app.kioskCall('unpinKiosk', { ...staff.auth, ...headers })).body).toEqual({ unpinned: false });
    const [row] = await app.db.select().from(kioskDevices).where(eq(kioskDevices.storeId, store.id));
    expect(row).toMatchObject({ unpinnedByUserId: staff.user.id, unpinnedAt: expect.any(Date) });
  });

  test('unpinning needs staff of that store (403), a staff token (401, 403) and a known kiosk token (404)', async () => {
    const store = await app.store();
    const { staff, headers } = await app.pinnedKiosk(store.id);
    const elsewhere = await app.staffer([(await app.store()).id]);
    const customer = await app.shopper();
    const otherStaff = await app.kioskCall('unpinKiosk', { ...elsewhere.auth, ...headers });
    expect(otherStaff.status).toBe(403);
    expect(otherStaff.body.error).toBe(STAFF_MESSAGES.notYourStore);
    expect((await app.kioskCall('unpinKiosk', headers)).status).toBe(401);
    expect((await app.kioskCall('unpinKiosk', { ...customer.auth, ...headers })).status).toBe(403);
    expect((await app.kioskCall('unpinKiosk', { ...staff.auth, ...app.kioskHeader('unknown-token') })).status).toBe(404);
    expect((await app.kioskCall('unpinKiosk', staff.auth)).status).toBe(404);
    // Still pinned after all of those.
    expect((await app.kioskCall('kioskMe', headers)).status).toBe(200);
  });
});
