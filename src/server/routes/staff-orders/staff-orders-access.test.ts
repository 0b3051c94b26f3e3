import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF_MESSAGES } from '@/api/staff';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { withKey, type Auth } from '../testing/cart-fixture';
import { createStaffOrderTestApp, type StaffOrderTestApp } from './staff-orders-test-kit';

/** Who may order on behalf (part 2 §6 "Portal user"): staff, at the stores they work at. */
let app: StaffOrderTestApp;
beforeAll(async () => {
  app = await createStaffOrderTestApp();
});
afterAll(() => app.close());

function everyCall(auth: Auth, storeId: number, cartId: number, inventoryId: number) {
  const ref = { store_id: storeId, cart_id: cartId };
  return [
    app.search(auth, { search: 'walk', store_id: storeId }),
    app.orderCall('staffStartOrder', auth, { store_id: storeId, usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: 'Other' }, abandon_existing: true }),
    app.orderCall('staffGetOrder', auth, { store_id: storeId }),
    app.orderCall('staffAddItem', auth, { ...ref, usage_type: 'recreational', inventory_id: inventoryId, quantity: 1 }),
    app.orderCall('staffUpdateQuantity', auth, { ...ref, inventory_id: inventoryId, quantity: 2 }),
    app.orderCall('staffRemoveItem', auth, { ...ref, inventory_id: inventoryId }),
    app.orderCall('staffSubmitOrder', withKey(auth, `access-${cartId}-${Date.now()}`), ref),
    app.orderCall('staffAbandonOrder', auth, ref),
  ];
}

describe('only portal users (part 2 §6: a customer cannot call staff endpoints)', () => {
  test('no token answers 401 and a customer token 403 on every call; the started order is untouched', async () => {
    const { store, item, cart } = await app.startedWalkIn();
    const customer = await app.shopper();
    for (const response of await Promise.all(everyCall({}, store.id, cart.id, item.id))) expect(response.status).toBe(401);
    for (const response of await Promise.all(everyCall(customer.auth, store.id, cart.id, item.id))) {
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(STAFF_MESSAGES.staffOnly);
    }
    const row = await app.cartRow(cart.id);
    expect(row.status).toBe('pending');
    expect(row.contactName).toBe('Walk In');
  });
});

describe("store B's staff and store A's started order", () => {
  test('naming store A answers 403 on every call', async () => {
    const { store, item, cart } = await app.startedWalkIn();
    const staffB = await app.staffer([(await app.store()).id]);
    for (const response of await Promise.all(everyCall(staffB.auth, store.id, cart.id, item.id))) {
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(STAFF_MESSAGES.notYourStore);
    }
    expect((await app.cartRow(cart.id)).status).toBe('pending');
  });

  test('naming their own store with store A\'s cart answers 404, as does another staff member\'s cart at the same store', async () => {
    const { store, item, cart } = await app.startedWalkIn();
    const storeB = await app.store();
    const staffB = await app.staffer([storeB.id]);
    const colleague = await app.staffer([store.id]);
    const attempts = [
      { auth: staffB.auth, storeId: storeB.id },
      { auth: colleague.auth, storeId: store.id },
    ];
    for (const { auth, storeId } of attempts) {
      const ref = { store_id: storeId, cart_id: cart.id };
      const responses = await Promise.all([
        app.orderCall('staffAddItem', auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 1 }),
        app.orderCall('staffUpdateQuantity', auth, { ...ref, inventory_id: item.id, quantity: 2 }),
        app.orderCall('staffRemoveItem', auth, { ...ref, inventory_id: item.id }),
        app.orderCall('staffSubmitOrder', withKey(auth, `other-${cart.id}-${storeId}`), ref),
        app.orderCall('staffAbandonOrder', auth, ref),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(404);
        expect(response.body.error).toBe(STAFF_ORDER_MESSAGES.orderNotFound);
      }
    }
    // Their own Continue Order panel stays empty: a started order belongs to whoever started it.
    expect((await app.orderCall('staffGetOrder', colleague.auth, { store_id: store.id })).body).toEqual({ cart: null, customer: null });
    const row = await app.cartRow(cart.id);
    expect(row.status).toBe('pending');
  });

  test("a customer's own cart is not a staff order (404)", async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const staff = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const own = await app.fillCart(shopper.auth, store.id, [{ id: item.id }]);
    const response = await app.orderCall('staffAddItem', staff.auth, { store_id: store.id, cart_id: own.id, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    expect(response.status).toBe(404);
    expect((await app.cartCall('getCart', shopper.auth, {})).cart_items.map((line) => line.quantity)).toEqual([1]);
  });
});
