import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES } from '@/api/cart';
import { API_HEADERS, IDEMPOTENCY_MESSAGES } from '@/api/common';
import { orderQueueSchema } from '@/api/staff';
import { STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { cartStatusChanges, users } from '@/server/db/schema';
import { withKey, type Auth } from '../testing/cart-fixture';
import { createStaffOrderTestApp, type StaffOrderTestApp } from './staff-orders-test-kit';

/**
 * Placing a started order (part 2 §4 statuses, §6; ARCHITECTURE.md "Data": stock taken in the
 * submitting transaction, an idempotency key per submission). It joins the staff queue.
 */
let app: StaffOrderTestApp;
beforeAll(async () => {
  app = await createStaffOrderTestApp();
});
afterAll(() => app.close());

const submit = (auth: Auth, ref: { store_id: number; cart_id: number }, key: string) => app.orderCall('staffSubmitOrder', withKey(auth, key), ref);

async function queue(auth: Auth, storeId: number) {
  return orderQueueSchema.parse((await app.staffCall('orderQueue', auth, { store_id: storeId })).body);
}

describe('submit-order', () => {
  test('places exactly one order even when repeated with the same key, takes the stock once, and the order joins the queue', async () => {
    const { store, item, staff, cart } = await app.startedWalkIn();
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 2 });
    const key = `staff-submit-${cart.id}`;

    const first = await submit(staff.auth, ref, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: cart.id, status: 'submitted', anonymous: true, contact_name: 'Walk In', subtotal_cents: 6000 });
    const again = await submit(staff.auth, ref, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await app.stockOf(item.id)).rec).toBe(8);

    const otherKey = await submit(staff.auth, ref, `${key}-other`);
    expect(otherKey.status).toBe(409);
    expect(otherKey.body.code).toBe(CART_ERROR_CODES.noInProcessCarts);

    const list = await queue(staff.auth, store.id);
    expect(list.data.map((order) => order.id)).toEqual([cart.id]);
    expect(list.data[0]).toMatchObject({
      status: 'submitted',
      item_count: 2,
      grand_total_cents: first.body.grand_total_cents,
      customer: { user_id: null, first: 'Walk', last: 'In', anonymous: true, contact_method: 'none' },
      last_change: { from_status: 'pending', to_status: 'submitted', by: 'Sam Budtender' },
    });
    expect((await app.orderCall('staffGetOrder', staff.auth, { store_id: store.id })).body).toEqual({ cart: null, customer: null });
  });

  test('the same key sent three times at once still places one order (on PostgreSQL they race for the row lock)', async () => {
    const { store, item, staff, cart } = await app.startedWalkIn();
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    const answers = await Promise.all([1, 2, 3].map(() => submit(staff.auth, ref, `racing-key-${cart.id}`)));
    expect(answers.map((answer) => [answer.status, answer.body.id, answer.body.status])).toEqual(Array(3).fill([200, cart.id, 'submitted']));
    expect((await app.stockOf(item.id)).rec).toBe(9);
    expect((await queue(staff.auth, store.id)).data).toHaveLength(1);
  });

  test("an existing customer's order: priced as theirs (employee discount), recorded as placed by staff, the customer is told", async () => {
    const store = await app.store({ ecommDisplayName: 'Riverside' });
    const item = await app.item(store.id, { recPriceCents: 5000 });
    const staff = await app.staffer([store.id]);
    const { user, auth } = await app.shopper({ first: 'Ada', last: 'Lovelace', employeeStatus: 'confirmed' });
    const { cart } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'existing', user_id: user.id } });
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });

    const order = await app.cartOf('staffSubmitOrder', withKey(staff.auth, `employee-${cart.id}`), ref);
    expect(order).toMatchObject({ status: 'submitted', user_id: user.id, user: { first: 'Ada', last: 'Lovelace' }, user_discount_applied: true, discount_employee_cents: 1000 });
    const changes = await app.db.select().from(cartStatusChanges).where(eq(cartStatusChanges.cartId, cart.id));
    expect(changes).toMatchObject([{ fromStatus: 'pending', toStatus: 'submitted', changedByUserId: staff.user.id }]);
    const [notice] = await app.outboxTo(user.email);
    expect(notice).toMatchObject({ channel: 'email', userId: user.id });
    expect(notice!.body).toContain(`#${cart.id} at Riverside`);
    // The customer finds it in their Order History.
    const history = await app.call('getMyOrders', auth, {});
    expect(history.body.data.map((row: { id: number }) => row.id)).toContain(cart.id);
    expect((await queue(staff.auth, store.id)).data[0]!.customer).toMatchObject({ user_id: user.id, first: 'Ada', last: 'Lovelace', contact_method: 'email' });
  });

  test("the order and the customer's notice commit together: when the notice cannot be recorded nothing is placed", async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const staff = await app.staffer([store.id]);
    const { user } = await app.shopper();
    const { cart } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'existing', user_id: user.id } });
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    const key = `notice-down-${cart.id}`;
    const failed = await app.whileOutboxFails(() => submit(staff.auth, ref, key));
    expect(failed.status).toBe(500);
    expect((await app.cartRow(cart.id)).status).toBe('pending');
    expect((await app.stockOf(item.id)).rec).toBe(10);
    expect((await submit(staff.auth, ref, key)).status).toBe(200);
    expect((await submit(staff.auth, ref, key)).status).toBe(200);
    expect(await app.outboxTo(user.email)).toHaveLength(1);
  });

  test('a key of an order this staff member placed, sent for another started order, answers 422 and places nothing', async () => {
    const first = await app.startedWalkIn();
    const ref = { store_id: first.store.id, cart_id: first.cart.id };
    await app.cartOf('staffAddItem', first.staff.auth, { ...ref, usage_type: 'recreational', inventory_id: first.item.id, quantity: 1 });
    const key = `staff-reused-${first.cart.id}`;
    expect((await submit(first.staff.auth, ref, key)).status).toBe(200);
    const { cart: next } = await app.start(first.staff.auth, { store_id: first.store.id, usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: 'Walk', last: 'In' } });
    const nextRef = { store_id: first.store.id, cart_id: next.id };
    await app.cartOf('staffAddItem', first.staff.auth, { ...nextRef, usage_type: 'recreational', inventory_id: first.item.id, quantity: 1 });
    const reused = await submit(first.staff.auth, nextRef, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: IDEMPOTENCY_MESSAGES.reusedKey });
    expect((await app.cartRow(next.id)).status).toBe('pending');
  });

  test('without an Idempotency-Key the submit is 400 naming the header, and places nothing', async () => {
    const { store, item, staff, cart } = await app.startedWalkIn();
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    const response = await app.orderCall('staffSubmitOrder', staff.auth, ref);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: IDEMPOTENCY_MESSAGES.missingKey, fields: { [API_HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.missingKey] } });
    expect((await app.cartRow(cart.id)).status).toBe('pending');
  });

  test("a walk-in who left an email has no account: nobody is written to, and the staff member's own discount does not apply", async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const staff = await app.staffer([store.id]);
    await app.db.update(users).set({ employeeStatus: 'confirmed' }).where(eq(users.id, staff.user.id));
    const email = `walk-in-${store.id}@example.com`;
    const { cart } = await app.start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'email', email } });
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    const order = await app.cartOf('staffSubmitOrder', withKey(staff.auth, `walk-in-${cart.id}`), ref);
    expect(order).toMatchObject({ status: 'submitted', user_discount_applied: false, discount_employee_cents: 0, loyalty_points_accrued: 0 });
    expect(await app.outboxTo(email)).toEqual([]);
    expect((await queue(staff.auth, store.id)).data[0]!.customer).toMatchObject({ user_id: null, email, anonymous: true });
  });

  test('a store with ordering paused still lets staff place the order (part 2 §5: portal users are always enabled)', async () => {
    const { store, item, staff, cart } = await app.startedWalkIn({ tempClosedRec: 'ordering_off' });
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    const order = await app.cartOf('staffSubmitOrder', withKey(staff.auth, `paused-store-${cart.id}`), ref);
    expect(order.status).toBe('submitted');
    expect((await app.stockOf(item.id)).rec).toBe(9);
  });

  test('stock that ran out since adding refuses the whole order; nothing is taken and it stays open', async () => {
    const { store, item, staff, cart } = await app.startedWalkIn();
    const ref = { store_id: store.id, cart_id: cart.id };
    await app.cartOf('staffAddItem', staff.auth, { ...ref, usage_type: 'recreational', inventory_id: item.id, quantity: 3 });
    await app.setItem(item.id, { recSellableQty: 2 });
    const response = await submit(staff.auth, ref, `stock-short-${cart.id}`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(CART_ERROR_CODES.linesUnavailable);
    expect((await app.stockOf(item.id)).rec).toBe(2);
    expect((await app.cartRow(cart.id)).status).toBe('pending');
    expect((await queue(staff.auth, store.id)).data).toEqual([]);
  });

  test('an empty order cannot be placed', async () => {
    const { store, staff, cart } = await app.startedWalkIn();
    const response = await submit(staff.auth, { store_id: store.id, cart_id: cart.id }, `empty-order-${cart.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: STAFF_ORDER_MESSAGES.emptyOrder, code: CART_ERROR_CODES.checkoutBlocked });
    expect((await app.cartRow(cart.id)).status).toBe('pending');
  });

  test('an Idempotency-Key header (README "Writes made offline") replays the answer of the first add instead of adding twice', async () => {
    const { store, item, staff, cart } = await app.startedWalkIn();
    const body = { store_id: store.id, cart_id: cart.id, usage_type: 'recreational', inventory_id: item.id, quantity: 1 };
    const headers = { ...staff.auth, 'idempotency-key': `staff-add-${cart.id}` };
    expect((await app.orderCall('staffAddItem', headers, body)).status).toBe(200);
    const replay = await app.orderCall('staffAddItem', headers, body);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    const current = await app.orderCall('staffGetOrder', staff.auth, { store_id: store.id });
    expect(current.body.cart.cart_items.map((line: { quantity: number }) => line.quantity)).toEqual([1]);
  });
});
