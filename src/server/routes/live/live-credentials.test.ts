import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEED_KEY_HEADER } from '@/api/admin-import';
import { livePaths } from '@/api/live-paths';
import { createFeedKey } from '@/server/services/feeds/feed-keys';
import { CART_HOST, type Auth } from '../testing/cart-fixture';
import { createKioskTestApp, type KioskTestApp } from '../kiosk/kiosk-test-kit';

/**
 * A live stream is a signed-in person's (README "Live updates"): a store's kiosk token and a
 * point-of-sale feed key are credentials of their own calls, not of a person, and open no stream,
 * however they are presented.
 */
let app: KioskTestApp;
beforeAll(async () => {
  app = await createKioskTestApp();
});
afterAll(() => app.close());

const open = (storeId: number, headers: Auth) =>
  app.t.app.request(`/api${livePaths.liveEvents.path}?store_id=${storeId}`, { headers: { host: CART_HOST, ...headers } });

describe('credentials that are not a signed-in person open no stream', () => {
  test("a pinned kiosk's token answers 401, alone or as a Bearer token", async () => {
    const store = await app.store();
    const { headers, kiosk_token: token } = await app.pinnedKiosk(store.id);
    expect((await open(store.id, headers)).status).toBe(401);
    expect((await open(store.id, { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  test("a point-of-sale feed key of the store's brand answers 401, as a Bearer token or in its own header", async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id]);
    const { key } = await createFeedKey(app.db, { orderingAppId: store.orderingAppId, userId: staff.user.id, name: 'POS', storeIds: [store.id] });
    expect((await open(store.id, { authorization: `Bearer ${key}` })).status).toBe(401);
    expect((await open(store.id, { [FEED_KEY_HEADER]: key })).status).toBe(401);
  });

  test("the store's own staff member opens one (the same call, so the 401s above are the credentials')", async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id]);
    const response = await open(store.id, staff.auth);
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});
