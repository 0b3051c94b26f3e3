import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES, cartReceiptSchema, orderListSchema, slimOrderListSchema, type Cart } from '@/api/cart';
import { carts, cartStatusChanges } from '@/server/db/schema';
import { createCartTestApp, submitBody, withKey, type Auth, type CartTestApp } from '../testing/cart-fixture';

/** Order History, the pickers, the order view and cancelling (part 2 §2 /orders and /order/{id}, §4, §7). */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

async function placeOrders(count: number) {
  const store = await app.store({ ecommDisplayName: 'Old Town' });
  const item = await app.item(store.id, { name: 'Pre-Roll 5pk', category: 'prerolls', subCategory: 'Packs', recPriceCents: 2000 });
  const shopper = await app.shopper();
  const orders: Cart[] = [];
  for (let index = 0; index < count; index += 1) {
    const cart = await app.fillCart(shopper.auth, store.id, [{ id: item.id, quantity: index + 1 }]);
    orders.push(await app.cartCall('submitCart', withKey(shopper.auth), submitBody(cart)));
  }
  return { store, item, orders, ...shopper };
}

const myOrders = async (auth: Auth, body: object = {}) => orderListSchema.parse((await app.call('getMyOrders', auth, body)).body);

describe('get-my-orders (part 2 §7: statuses, order_by submitted_desc, limit 75)', () => {
  test('placed orders newest first with their totals; the open cart is never listed', async () => {
    const { auth, orders, store, item } = await placeOrders(3);
    await app.fillCart(auth, store.id, [{ id: item.id }]);
    const list = await myOrders(auth);
    expect(list.total_rows).toBe(3);
    expect(list.data.map((order) => order.id)).toEqual(orders.map((order) => order.id).reverse());
    expect(list.data[0]).toMatchObject({ store_name: 'Old Town', status: 'submitted', item_count: 3, grand_total_cents: 6000, order_type: 'pickup', usage_type: 'recreational' });
    expect((await myOrders(auth, { order_by: 'submitted_asc' })).data[0]!.id).toBe(orders[0]!.id);
    const limited = await myOrders(auth, { limit: 2 });
    expect([limited.rows, limited.total_rows]).toEqual([2, 3]);
    expect((await app.call('getMyOrders', auth, { limit: 76 })).status).toBe(400);
  });

  test('statuses filter the list (part 2 §4 filters)', async () => {
    const { auth, orders } = await placeOrders(2);
    await app.cartCall('cancelOrder', auth, { cart_id: orders[0]!.id });
    expect((await myOrders(auth, { statuses: ['cancelled', 'rejected'] })).data.map((order) => order.id)).toEqual([orders[0]!.id]);
    expect((await myOrders(auth, { statuses: ['submitted', 'fulfilled'] })).data.map((order) => order.id)).toEqual([orders[1]!.id]);
    expect((await myOrders(auth, { statuses: ['pending'] })).data).toEqual([]);
  });
});

describe('carts-slim (part 2 §3 "Return picker order")', () => {
  test('orders with their items and quantities for the pickers', async () => {
    const { auth, orders, item } = await placeOrders(2);
    const slim = slimOrderListSchema.parse((await app.call('cartsSlim', auth, {})).body);
    expect(slim.data.map((order) => order.id)).toEqual([orders[1]!.id, orders[0]!.id]);
    expect(slim.data[0]).toMatchObject({ store_name: 'Old Town', status: 'submitted', quantity: 2, items: [{ inventory_id: item.id, name: 'Pre-Roll 5pk', category: 'prerolls', sub_category: 'Packs' }] });
    const finished = slimOrderListSchema.parse((await app.call('cartsSlim', auth, { statuses: ['finished'] })).body);
    expect(finished.data).toEqual([]);
  });
});

describe('GET carts/{id} (part 2 §7: the receipt answers data[0])', () => {
  test('my open cart priced now, and my order as placed', async () => {
    const { auth, orders, store, item } = await placeOrders(1);
    const open = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const cartView = cartReceiptSchema.parse((await app.get(`/carts/${open.id}`, auth)).body);
    expect(cartView.data[0]).toMatchObject({ id: open.id, status: 'pending', subtotal_cents: 2000 });
    const orderView = cartReceiptSchema.parse((await app.get(`/carts/${orders[0]!.id}`, auth)).body);
    expect(orderView.data[0]).toMatchObject({ id: orders[0]!.id, status: 'submitted', grand_total_cents: 2000, checkout_block: null, limits: [] });
    expect((await app.get('/carts/abc', auth)).status).toBe(400);
  });
});

describe('cancel-order (part 2 §4 "the cancel rule")', () => {
  test('cancelling gives the stock back, records the change and tells the shopper', async () => {
    const { auth, user, orders, item } = await placeOrders(1);
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 9, reserved: 1 });
    const cancelled = await app.cartCall('cancelOrder', auth, { cart_id: orders[0]!.id, store_id: orders[0]!.store_id });
    expect(cancelled).toMatchObject({ status: 'cancelled', grand_total_cents: 2000 });
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 10, reserved: 0 });
    const changes = await app.db.select().from(cartStatusChanges).where(eq(cartStatusChanges.cartId, orders[0]!.id));
    expect(changes.map((change) => [change.fromStatus, change.toStatus])).toEqual([['pending', 'submitted'], ['submitted', 'cancelled']]);
    const [notice] = await app.outboxTo(user.email);
    expect(notice!.subject).toContain('cancelled');
  });

  test('the cancel and its notice commit together: when the notice cannot be recorded the order stays placed', async () => {
    const { auth, user, orders, item } = await placeOrders(1);
    const ref = { cart_id: orders[0]!.id, store_id: orders[0]!.store_id };
    const failed = await app.whileOutboxFails(() => app.call('cancelOrder', auth, ref));
    expect(failed.status).toBe(500);
    expect((await app.cartRow(ref.cart_id)).status).toBe('submitted');
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 9, reserved: 1 });
    expect((await app.cartCall('cancelOrder', auth, ref)).status).toBe('cancelled');
    expect((await app.outboxTo(user.email)).map((notice) => notice.subject)).toEqual([
      `Greenleaf: your order #${ref.cart_id} was cancelled`,
      `Greenleaf: your order #${ref.cart_id} was received`,
    ]);
  });

  test('an order past the cancel rule (finished) or already cancelled answers 409 NotCancellable', async () => {
    const { auth, orders, item } = await placeOrders(2);
    await app.db.update(carts).set({ status: 'finished' }).where(eq(carts.id, orders[0]!.id));
    const finished = await app.call('cancelOrder', auth, { cart_id: orders[0]!.id });
    expect(finished.status).toBe(409);
    expect(finished.body).toEqual({ error: CART_MESSAGES.notCancellable, code: CART_ERROR_CODES.notCancellable });
    await app.cartCall('cancelOrder', auth, { cart_id: orders[1]!.id });
    const twice = await app.call('cancelOrder', auth, { cart_id: orders[1]!.id });
    expect(twice.body.code).toBe(CART_ERROR_CODES.notCancellable);
    // The stock came back once only.
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 9, reserved: 1 });
  });

  test('an open cart can be cancelled too; nothing was taken, nothing is returned', async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const { auth, user } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    expect((await app.cartCall('cancelOrder', auth, { cart_id: cart.id })).status).toBe('cancelled');
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 10, reserved: 0 });
    expect(await app.outboxTo(user.email)).toEqual([]);
    expect((await app.call('getCart', auth, {})).body.cart).toBeNull();
  });
});
