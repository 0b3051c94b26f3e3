import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { STAFF_ORDER_ERROR_CODES, STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { MAX_LINE_QUANTITY } from '@/domain/constants';
import { userStoreAssociations } from '@/server/db/schema';
import type { Auth } from '../testing/cart-fixture';
import { createStaffOrderTestApp, type StaffOrderTestApp } from './staff-orders-test-kit';

/**
 * Filling a started order (part 2 §6: "can add to cart on behalf of a customer when the usage type
 * matches"; "bypasses order restrictions", but never stock or legal limits).
 */
let app: StaffOrderTestApp;
beforeAll(async () => {
  app = await createStaffOrderTestApp();
});
afterAll(() => app.close());

interface Started {
  store: { id: number };
  staff: { auth: Auth };
  cart: { id: number };
}
const add = ({ store, staff, cart }: Started, inventoryId: number, quantity = 1, usage = 'recreational') =>
  app.orderCall('staffAddItem', staff.auth, { store_id: store.id, cart_id: cart.id, usage_type: usage, inventory_id: inventoryId, quantity });

function expectRefusal(response: { status: number; body: any }, reason: string, message: string) {
  expect(response.status).toBe(409);
  expect(response.body).toEqual({ error: message, code: CART_ERROR_CODES.addToCartBlocked, fields: { reason: [reason] } });
}

describe('adding, changing and removing lines', () => {
  test('the answer is the priced cart; the same item again adds to its line', async () => {
    const started = await app.startedWalkIn({ taxRateRecBps: 1000 });
    const second = await app.item(started.store.id, { recPriceCents: 1500 });
    await app.cartOf('staffAddItem', started.staff.auth, { store_id: started.store.id, cart_id: started.cart.id, usage_type: 'recreational', inventory_id: started.item.id, quantity: 1 });
    const cart = await app.cartOf('staffAddItem', started.staff.auth, { store_id: started.store.id, usage_type: 'recreational', inventory_id: started.item.id, quantity: 2 });
    expect(cart.id).toBe(started.cart.id);
    expect(cart.cart_items.map((line) => [line.inventory_id, line.quantity])).toEqual([[started.item.id, 3]]);
    expect(cart).toMatchObject({ subtotal_cents: 9000, tax_cents: 900, checkout_block: null, user: null, contact_name: 'Walk In' });

    await add(started, second.id);
    const ref = { store_id: started.store.id, cart_id: started.cart.id };
    const changed = await app.cartOf('staffUpdateQuantity', started.staff.auth, { ...ref, inventory_id: second.id, quantity: 4 });
    expect(changed.cart_items.map((line) => line.quantity)).toEqual([3, 4]);
    const removed = await app.cartOf('staffRemoveItem', started.staff.auth, { ...ref, inventory_id: started.item.id });
    expect(removed.cart_items.map((line) => line.inventory_id)).toEqual([second.id]);
  });

  test("without a started order, add-item says 'Please select a customer first.' (part 2 §5, §8)", async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const staff = await app.staffer([store.id]);
    const response = await app.orderCall('staffAddItem', staff.auth, { store_id: store.id, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: STAFF_ORDER_MESSAGES.selectCustomer, code: STAFF_ORDER_ERROR_CODES.noStartedOrder });
  });

  test('a placed or abandoned order takes no more lines (409 NoInProcessCarts)', async () => {
    const started = await app.startedWalkIn();
    await app.cartOf('staffAbandonOrder', started.staff.auth, { store_id: started.store.id, cart_id: started.cart.id });
    const response = await add(started, started.item.id);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(CART_ERROR_CODES.noInProcessCarts);
  });
});

describe('only when the usage types match (part 2 §6)', () => {
  test("a Medical item is refused on an Adult Use order with the gate's message", async () => {
    const started = await app.startedWalkIn();
    const medicalOnly = await app.item(started.store.id, { recPriceCents: null, recSellableQty: 0 });
    expectRefusal(await add(started, medicalOnly.id, 1, 'medical'), 'order-for-other-usage', ADD_TO_CART_MESSAGES.otherUsage('medical', 'recreational'));
    expectRefusal(await add(started, medicalOnly.id, 1, 'recreational'), 'product-other-usage', "This item isn't available for Adult Use orders.");
    const { cart_items } = await app.cartOf('staffRemoveItem', started.staff.auth, { store_id: started.store.id, cart_id: started.cart.id, inventory_id: medicalOnly.id });
    expect(cart_items).toEqual([]);
  });

  test("another store's item is refused", async () => {
    const started = await app.startedWalkIn();
    const elsewhere = await app.item((await app.store()).id);
    expectRefusal(await add(started, elsewhere.id), 'product-at-other-store', 'This item is sold at another store.');
  });
});

describe('never past stock', () => {
  test('not more than is sellable, nothing once sold out, and at most 20 on a line', async () => {
    const started = await app.startedWalkIn();
    const few = await app.item(started.store.id, { name: 'Few Left', recSellableQty: 3 });
    const none = await app.item(started.store.id, { name: 'Sold Out', recSellableQty: 0 });
    const plenty = await app.item(started.store.id, { name: 'Plenty', recSellableQty: 100 });
    expectRefusal(await add(started, few.id, 4), 'quantity-unavailable', CART_MESSAGES.fewerLeft('Few Left', 3));
    expectRefusal(await add(started, none.id), 'out-of-stock', ADD_TO_CART_MESSAGES.outOfStock);
    expect((await add(started, plenty.id, MAX_LINE_QUANTITY)).status).toBe(200);
    expectRefusal(await add(started, plenty.id, 1), 'quantity-unavailable', `You can have at most ${MAX_LINE_QUANTITY} of one item in your cart.`);
    expect((await add(started, few.id, 3)).status).toBe(200);
    const raised = await app.orderCall('staffUpdateQuantity', started.staff.auth, { store_id: started.store.id, cart_id: started.cart.id, inventory_id: few.id, quantity: 4 });
    expect(raised.status).toBe(409);
    expect(raised.body.error).toBe(CART_MESSAGES.fewerLeft('Few Left', 3));
  });
});

describe("never past the store's purchase limits (part 2 §9 category cart limits)", () => {
  test('adding or raising flower past a limit of 3 is refused; up to it is fine', async () => {
    const started = await app.startedWalkIn({ purchaseLimits: [{ category: 'flower', med_limit: null, rec_limit: 3 }] });
    const other = await app.item(started.store.id);
    expect((await add(started, started.item.id, 2)).status).toBe(200);
    expectRefusal(await add(started, other.id, 2), 'cart-would-hit-limit', ADD_TO_CART_MESSAGES.room(1));
    expect((await add(started, other.id, 1)).status).toBe(200);
    expectRefusal(await add(started, other.id, 1), 'category-limit-reached', ADD_TO_CART_MESSAGES.limitReached('Flower', 3));
    const raised = await app.orderCall('staffUpdateQuantity', started.staff.auth, { store_id: started.store.id, cart_id: started.cart.id, inventory_id: other.id, quantity: 2 });
    expect(raised.status).toBe(409);
    expect(raised.body.fields).toEqual({ reason: ['category-limit-reached'] });
  });
});

describe("the customer's ordering restrictions do not apply to staff (part 2 §6 'bypasses order restrictions')", () => {
  test('a store with ordering paused refuses its customer but lets staff add', async () => {
    const started = await app.startedWalkIn({ tempClosedRec: 'ordering_off' });
    const { auth } = await app.shopper();
    const customer = await app.call('addItem', auth, { store_id: started.store.id, usage_type: 'recreational', inventory_id: started.item.id, quantity: 1 });
    expect(customer.body.fields).toEqual({ reason: ['orders-temporarily-off'] });
    const cart = await app.cartOf('staffAddItem', started.staff.auth, { store_id: started.store.id, cart_id: started.cart.id, usage_type: 'recreational', inventory_id: started.item.id, quantity: 1 });
    expect(cart.cart_items).toHaveLength(1);
    expect(cart.checkout_block).toBeNull();
  });

  test('a medical order for a customer with no card, a suspended association and no contact method', async () => {
    const store = await app.store({ requiresMedicalCardToOrder: true });
    const item = await app.item(store.id);
    const staff = await app.staffer([store.id]);
    const { user } = await app.shopper({ optPreferences: [{ type: 'transaction', opt_in: 'none', version: '1.1' }] });
    await app.db.insert(userStoreAssociations).values({ userId: user.id, storeId: store.id, associationType: 'medical', status: 'suspended', state: 'IL' });
    const { cart } = await app.start(staff.auth, { store_id: store.id, usage_type: 'medical', customer: { type: 'existing', user_id: user.id } });
    const filled = await app.cartOf('staffAddItem', staff.auth, { store_id: store.id, cart_id: cart.id, usage_type: 'medical', inventory_id: item.id, quantity: 2 });
    expect(filled).toMatchObject({ user_id: user.id, usage_type: 'medical', checkout_block: null });
    expect(filled.cart_items.map((line) => line.quantity)).toEqual([2]);
  });
});
