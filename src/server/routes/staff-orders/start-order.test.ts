import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@/api/auth';
import { STAFF_ORDER_ERROR_CODES, STAFF_ORDER_MESSAGES, staffCartEnvelopeSchema } from '@/api/staff-orders';
import { cartItems, carts } from '@/server/db/schema';
import { createStaffOrderTestApp, type StaffOrderTestApp } from './staff-orders-test-kit';

/** Start Order (part 2 §3 "Staff new-order state", §4 "Staff order on behalf", §5 Checkout "Staff"). */
let app: StaffOrderTestApp;
beforeAll(async () => {
  app = await createStaffOrderTestApp();
});
afterAll(() => app.close());

async function storeWithStaff(values: Parameters<StaffOrderTestApp['store']>[0] = {}) {
  const store = await app.store(values);
  return { store, staff: await app.staffer([store.id]) };
}

describe('for whom (part 2 §6 "Portal user": a new customer by phone, email or anonymous name, or an existing one)', () => {
  test('an existing customer: the order is on their account, beside their own open cart, which stays as it is', async () => {
    const { store, staff } = await storeWithStaff();
    const item = await app.item(store.id);
    const { user, auth } = await app.shopper({ first: 'Ada', last: 'Lovelace' });
    const own = await app.fillCart(auth, store.id, [{ id: item.id, quantity: 2 }]);

    const { cart, customer } = await app.start(staff.auth, { store_id: store.id, usage_type: 'medical', customer: { type: 'existing', user_id: user.id } });
    expect(cart).toMatchObject({ status: 'pending', user_id: user.id, usage_type: 'medical', store_id: store.id, anonymous: false, user: { first: 'Ada', last: 'Lovelace' }, cart_items: [] });
    expect(cart.id).not.toBe(own.id);
    expect(cart.checkout_block).toBe(STAFF_ORDER_MESSAGES.emptyOrder);
    expect(customer).toMatchObject({ user_id: user.id, first: 'Ada', last: 'Lovelace', email: user.email, phone: user.phone, anonymous: false });
    expect(await app.cartRow(cart.id)).toMatchObject({ createdByUserId: staff.user.id, userId: user.id });

    await app.cartOf('staffAddItem', staff.auth, { store_id: store.id, cart_id: cart.id, usage_type: 'medical', inventory_id: item.id, quantity: 1 });
    expect(await app.cartRow(own.id)).toMatchObject({ status: 'pending', createdByUserId: null, usageType: 'recreational' });
    const ownLines = await app.db.select().from(cartItems).where(eq(cartItems.cartId, own.id));
    expect(ownLines.map((line) => [line.inventoryId, line.quantity])).toEqual([[item.id, 2]]);
  });

  test('a new customer by phone: the digits are kept, punctuation stripped (part 2 §5)', async () => {
    const { store, staff } = await storeWithStaff();
    const { cart, customer } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'phone', phone: '(312) 555-0142' } });
    expect(cart).toMatchObject({ user_id: null, anonymous: true, contact_phone: '3125550142', contact_email: null, contact_name: null, user: null });
    expect(customer).toMatchObject({ user_id: null, phone: '3125550142', anonymous: true, contact_method: 'none' });
  });

  test('a new customer by phone written with the country code keeps the same 10 digits', async () => {
    const { store, staff } = await storeWithStaff();
    const { cart } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'phone', phone: '+1 312 555 0142' } });
    expect(cart).toMatchObject({ contact_phone: '3125550142' });
  });

  test('a new customer by email (lowercased), with a name when given', async () => {
    const { store, staff } = await storeWithStaff();
    const { cart } = await app.start(staff.auth, {
      store_id: store.id,
      usage_type: 'recreational',
      customer: { type: 'new', by: 'email', email: ' Grace.Hopper@Example.COM ', first: 'Grace', last: 'Hopper' },
    });
    expect(cart).toMatchObject({ user_id: null, anonymous: true, contact_email: 'grace.hopper@example.com', contact_name: 'Grace Hopper', contact_phone: null });
  });

  test('an anonymous walk-in under a name', async () => {
    const { store, staff } = await storeWithStaff();
    const { cart, customer } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: ' Jamie ' } });
    expect(cart).toMatchObject({ user_id: null, anonymous: true, contact_name: 'Jamie', contact_phone: null, contact_email: null });
    expect(customer).toMatchObject({ first: 'Jamie', last: '', anonymous: true });
  });
});

describe('bad input answers 400 with the field to fix (part 2 §5, §8)', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    ['no customer chosen', {}, { customer: [STAFF_ORDER_MESSAGES.selectCustomer] }],
    ['an unknown customer type', { customer: { type: 'someone' } }, { customer: [STAFF_ORDER_MESSAGES.selectCustomer] }],
    ['a new customer without a way to reach them', { customer: { type: 'new' } }, { customer: [STAFF_ORDER_MESSAGES.selectCustomer] }],
    ['a phone of 9 digits', { customer: { type: 'new', by: 'phone', phone: '312-555-014' } }, { phone: [AUTH_MESSAGES.validPhone] }],
    ['a UK phone number', { customer: { type: 'new', by: 'phone', phone: '+44 20 7946 0958' } }, { phone: [AUTH_MESSAGES.validPhone] }],
    ['an email without a domain', { customer: { type: 'new', by: 'email', email: 'grace@' } }, { email: [AUTH_MESSAGES.validEmail] }],
    ['an anonymous customer without a name', { customer: { type: 'new', by: 'anonymous', first: '  ' } }, { first: [STAFF_ORDER_MESSAGES.nameRequired] }],
    ['an existing customer without an id', { customer: { type: 'existing' } }, { user_id: expect.any(Array) }],
    ['no usage type', { usage_type: 'both', customer: { type: 'new', by: 'anonymous', first: 'A' } }, { usage_type: expect.any(Array) }],
  ];
  test.each(cases)('%s', async (_name, change, fields) => {
    const { store, staff } = await storeWithStaff();
    const response = await app.orderCall('staffStartOrder', staff.auth, { store_id: store.id, usage_type: 'recreational', ...(change as object) });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect((await app.orderCall('staffGetOrder', staff.auth, { store_id: store.id })).body.cart).toBeNull();
  });

  test('a usage type the store has no menu for', async () => {
    const { store, staff } = await storeWithStaff({ isMedMenu: false });
    const response = await app.orderCall('staffStartOrder', staff.auth, { store_id: store.id, usage_type: 'medical', customer: { type: 'new', by: 'anonymous', first: 'A' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ usage_type: [STAFF_ORDER_MESSAGES.noMenu('medical')] });
  });

  test('an existing customer who is staff, of another brand or unknown answers 404', async () => {
    const { store, staff } = await storeWithStaff();
    const colleague = await app.staffer([store.id]);
    const { user: foreign } = await app.shopper({ orderingAppId: app.otherBrand.id });
    for (const userId of [colleague.user.id, foreign.id, 2_000_000_000]) {
      const response = await app.orderCall('staffStartOrder', staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'existing', user_id: userId } });
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(STAFF_ORDER_MESSAGES.customerNotFound);
    }
  });
});

describe('one started order per staff member and store (part 2 §4: "An existing started order prompts \'Abandon Order\'")', () => {
  test('a second start answers 409 naming who the started order is for; abandon_existing cancels it and starts the new one', async () => {
    const { store, staff } = await storeWithStaff();
    const first = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: 'Jamie', last: 'Rivera' } });
    const next = { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'phone', phone: '3125550100' } } as const;

    const refused = await app.orderCall('staffStartOrder', staff.auth, next);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: STAFF_ORDER_ERROR_CODES.orderInProgress, error: STAFF_ORDER_MESSAGES.orderInProgress('Jamie Rivera') });
    expect((await app.cartRow(first.cart.id)).status).toBe('pending');

    const second = await app.start(staff.auth, { ...next, abandon_existing: true });
    expect(second.cart.id).not.toBe(first.cart.id);
    expect((await app.cartRow(first.cart.id)).status).toBe('cancelled');
    const current = staffCartEnvelopeSchema.parse((await app.orderCall('staffGetOrder', staff.auth, { store_id: store.id })).body);
    expect(current.cart?.id).toBe(second.cart.id);
    expect(current.customer).toMatchObject({ phone: '3125550100', anonymous: true });
  });

  test('two starts at once leave one started order: the other is asked to abandon it', async () => {
    const { store, staff } = await storeWithStaff();
    const body = { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: 'Twice' } };
    const answers = await Promise.all([app.orderCall('staffStartOrder', staff.auth, body), app.orderCall('staffStartOrder', staff.auth, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const pending = await app.db.select().from(carts).where(and(eq(carts.createdByUserId, staff.user.id), eq(carts.status, 'pending')));
    expect(pending).toHaveLength(1);
  });

  test("another store's started order, or a colleague's at this store, is no obstacle", async () => {
    const { store, staff } = await storeWithStaff();
    const other = await app.store();
    const manager = await app.staffer([store.id, other.id]);
    const walkIn = { usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: 'Kim' } } as const;
    await app.start(manager.auth, { store_id: other.id, ...walkIn });
    await app.start(staff.auth, { store_id: store.id, ...walkIn });
    const mine = await app.start(manager.auth, { store_id: store.id, ...walkIn });
    expect(mine.cart.store_id).toBe(store.id);
  });

  test('get-order answers nulls once the started order is abandoned', async () => {
    const { store, staff } = await storeWithStaff();
    const { cart } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: 'Lee' } });
    const abandoned = await app.cartOf('staffAbandonOrder', staff.auth, { store_id: store.id, cart_id: cart.id });
    expect(abandoned.status).toBe('cancelled');
    expect((await app.orderCall('staffGetOrder', staff.auth, { store_id: store.id })).body).toEqual({ cart: null, customer: null });
    const again = await app.orderCall('staffAbandonOrder', staff.auth, { store_id: store.id, cart_id: cart.id });
    expect(again.status).toBe(409);
  });
});

describe("the customer's own calls while staff build an order for them (part 2 §4 'a cart is reused only while pending')", () => {
  test("get-cart and add-item never reach the staff order; an abandoned staff order is not in the customer's history", async () => {
    const { store, staff } = await storeWithStaff();
    const item = await app.item(store.id);
    const { user, auth } = await app.shopper({ first: 'Mae', last: 'Jemison' });
    const { cart: staffCart } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'existing', user_id: user.id } });

    const mine = await app.call('getCart', auth, {});
    expect(mine.body).toEqual({ cart: null });
    const own = await app.fillCart(auth, store.id, [{ id: item.id, quantity: 1 }]);
    expect(own.id).not.toBe(staffCart.id);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.cartId, staffCart.id))).toEqual([]);
    expect((await app.get(`/carts/${staffCart.id}`, auth)).status).toBe(404);

    await app.cartOf('staffAbandonOrder', staff.auth, { store_id: store.id, cart_id: staffCart.id });
    const history = await app.call('getMyOrders', auth, {});
    expect((history.body as { data: { id: number }[] }).data.map((order) => order.id)).not.toContain(staffCart.id);
  });
});
