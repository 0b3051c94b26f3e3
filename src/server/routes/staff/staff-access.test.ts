import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF_MESSAGES, staffStoreListSchema, terminalSettingsSchema } from '@/api/staff';
import { staffPaths } from '@/api/staff-paths';
import type { Auth } from '../testing/cart-fixture';
import { createStaffTestApp, type StaffTestApp } from './staff-test-kit';

/** Who may call the staff terminal (part 2 §6 "Portal user": scoped to the stores they work at). */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

async function twoStoresWithAnOrderEach() {
  const storeA = await app.store({ ecommDisplayName: 'Store A' });
  const storeB = await app.store({ ecommDisplayName: 'Store B' });
  const itemB = await app.item(storeB.id);
  const shopper = await app.shopper();
  const orderB = await app.placeOrder(shopper.auth, storeB.id, [{ id: itemB.id }]);
  return { storeA, storeB, orderB, staffA: await app.staffer([storeA.id]), staffB: await app.staffer([storeB.id]) };
}

describe('terminal settings (README "Kiosks hold a device token, not an account")', () => {
  test('answer the configured timing without a token', async () => {
    const response = await app.get(staffPaths.terminalSettings.path);
    expect(response.status).toBe(200);
    expect(terminalSettingsSchema.parse(response.body)).toEqual({
      queue_refresh_seconds: app.t.config.STAFF_QUEUE_REFRESH_SECONDS,
      kiosk_idle_seconds: app.t.config.KIOSK_IDLE_SECONDS,
      kiosk_reset_countdown_seconds: app.t.config.KIOSK_RESET_COUNTDOWN_SECONDS,
    });
  });
});

describe('my stores (part 2 §6: portal users belong to stores)', () => {
  test('a manager sees each store they work at, by name, with the menus it runs', async () => {
    const lakeview = await app.store({ ecommDisplayName: 'Lakeview', state: 'IL', timezone: 'America/Chicago', isMedMenu: false });
    const mesa = await app.store({ ecommDisplayName: 'Mesa', state: 'AZ', timezone: 'America/Phoenix' });
    await app.store({ ecommDisplayName: 'Elsewhere' });
    const manager = await app.staffer([mesa.id, lakeview.id]);
    const list = staffStoreListSchema.parse((await app.get(staffPaths.staffStores.path, manager.auth)).body);
    expect(list.data).toEqual([
      { id: lakeview.id, name: 'Lakeview', store_slug: lakeview.storeSlug, state: 'IL', timezone: 'America/Chicago', usage_types: ['recreational'] },
      { id: mesa.id, name: 'Mesa', store_slug: mesa.storeSlug, state: 'AZ', timezone: 'America/Phoenix', usage_types: ['medical', 'recreational'] },
    ]);
  });

  test("another brand's store never counts, even with a staff row for it", async () => {
    const foreign = await app.store({ orderingAppId: app.otherBrand.id });
    const staff = await app.staffer([foreign.id]);
    expect((await app.get(staffPaths.staffStores.path, staff.auth)).body.data).toEqual([]);
    expect((await app.staffCall('orderQueue', staff.auth, { store_id: foreign.id })).status).toBe(403);
  });
});

describe('only portal users (part 2 §6: a customer cannot call staff endpoints)', () => {
  const everyCall = (auth: Auth, storeId: number, orderId: number) => [
    app.get(staffPaths.staffStores.path, auth),
    app.staffCall('orderQueue', auth, { store_id: storeId }),
    app.staffCall('updateOrderStatus', auth, { store_id: storeId, cart_id: orderId, status: 'fulfilled' }),
    app.orderView(auth, orderId, storeId),
  ];

  test('no token answers 401 and a customer token 403 on every staff call; nothing changes', async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const customer = await app.shopper();
    const order = await app.placeOrder(customer.auth, store.id, [{ id: item.id }]);
    for (const response of await Promise.all(everyCall({}, store.id, order.id))) expect(response.status).toBe(401);
    for (const response of await Promise.all(everyCall(customer.auth, store.id, order.id))) {
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(STAFF_MESSAGES.staffOnly);
    }
    expect((await app.cartRow(order.id)).status).toBe('submitted');
  });
});

describe("store A's staff and store B's orders (README 'Staff see only their stores')", () => {
  test("cannot list store B's queue (403)", async () => {
    const { storeB, staffA } = await twoStoresWithAnOrderEach();
    const response = await app.staffCall('orderQueue', staffA.auth, { store_id: storeB.id });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: STAFF_MESSAGES.notYourStore });
  });

  test("cannot read store B's order: 403 naming store B, 404 through store A", async () => {
    const { storeA, storeB, orderB, staffA, staffB } = await twoStoresWithAnOrderEach();
    expect((await app.orderView(staffA.auth, orderB.id, storeB.id)).body).toEqual({ error: STAFF_MESSAGES.notYourStore });
    const throughA = await app.orderView(staffA.auth, orderB.id, storeA.id);
    expect(throughA.status).toBe(404);
    expect(throughA.body).toEqual({ error: STAFF_MESSAGES.orderNotFound });
    expect((await app.orderView(staffB.auth, orderB.id, storeB.id)).status).toBe(200);
  });

  test("cannot change store B's order; it stays as it was", async () => {
    const { storeA, storeB, orderB, staffA } = await twoStoresWithAnOrderEach();
    const named = await app.staffCall('updateOrderStatus', staffA.auth, { store_id: storeB.id, cart_id: orderB.id, status: 'cancelled' });
    expect(named.status).toBe(403);
    const throughA = await app.staffCall('updateOrderStatus', staffA.auth, { store_id: storeA.id, cart_id: orderB.id, status: 'cancelled' });
    expect([throughA.status, throughA.body]).toEqual([404, { error: STAFF_MESSAGES.orderNotFound }]);
    expect((await app.cartRow(orderB.id)).status).toBe('submitted');
  });

  test('an unknown order, or a cart still being shopped, is not found either', async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const staff = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const openCart = await app.fillCart(shopper.auth, store.id, [{ id: item.id }]);
    expect((await app.orderView(staff.auth, openCart.id, store.id)).status).toBe(404);
    expect((await app.orderView(staff.auth, 2_000_000, store.id)).status).toBe(404);
    const write = await app.staffCall('updateOrderStatus', staff.auth, { store_id: store.id, cart_id: openCart.id, status: 'cancelled' });
    expect(write.status).toBe(404);
    expect((await app.cartRow(openCart.id)).status).toBe('pending');
  });
});

describe('bad input answers 400 with the fields (part 2 §5)', () => {
  test('queue, status change and order view', async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id]);
    const queue = await app.staffCall('orderQueue', staff.auth, { store_id: 'x', statuses: ['lost'] });
    expect(queue.status).toBe(400);
    expect(Object.keys(queue.body.fields)).toEqual(expect.arrayContaining(['store_id', 'statuses']));
    const update = await app.staffCall('updateOrderStatus', staff.auth, { store_id: store.id, status: 'shipped' });
    expect(update.status).toBe(400);
    expect(Object.keys(update.body.fields)).toEqual(expect.arrayContaining(['cart_id', 'status']));
    const view = await app.orderView(staff.auth, 'abc', store.id);
    expect([view.status, Object.keys(view.body.fields)]).toEqual([400, ['id']]);
    expect((await app.get(`/staff/orders/1`, staff.auth)).body.fields).toHaveProperty('store_id');
  });
});
