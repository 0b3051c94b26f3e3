import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartPaths } from '@/api/cart-paths';
import { CART_ERROR_CODES, type Cart } from '@/api/cart';
import { createCartTestApp, OTHER_CART_HOST, submitBody, withKey, type Auth, type CartOp, type CartTestApp } from '../testing/cart-fixture';

/**
 * part 2 §7 "Carts" and §6 "Customer" (own cart and orders only): another user's cart or order is never readable or
 * changeable (404, as if it did not exist), and every call needs a sign-in (401).
 */
let app: CartTestApp;
let owner: { auth: Auth };
let intruder: { auth: Auth };
let openCart: Cart;
let order: Cart;
let itemId: number;
let addressId: number;

beforeAll(async () => {
  app = await createCartTestApp();
  const store = await app.store();
  itemId = (await app.item(store.id, { name: 'Private Stash' })).id;
  owner = await app.shopper();
  intruder = await app.shopper();
  const first = await app.fillCart(owner.auth, store.id, [{ id: itemId }]);
  order = await app.cartCall('submitCart', withKey(owner.auth), submitBody(first));
  openCart = await app.fillCart(owner.auth, store.id, [{ id: itemId }]);
  const saved = await app.post('/users/op/add-my-addresses', intruder.auth, { address_1: '1 Elm St', city: 'Springfield', state: 'IL', zip: '62701' });
  addressId = saved.body.id;
});
afterAll(() => app.close());

/** Every write that names a cart, with a body that would succeed on the caller's own cart. */
const writes = (cart: Cart): [CartOp, object][] => {
  const ref = { cart_id: cart.id, store_id: cart.store_id };
  const window = { delivery_start_time: '2030-01-01T15:00:00Z', delivery_end_time: '2030-01-01T17:00:00Z' };
  return [
    ['removeItem', { ...ref, inventory_id: itemId }],
    ['updateQuantity', { ...ref, inventory_id: itemId, quantity: 2 }],
    ['updateNotes', { ...ref, notes: 'Ring twice' }],
    ['applyPromoCode', { ...ref, promo_code: 'WELCOME' }],
    ['removePromoCode', ref],
    ['redeemLoyalty', { ...ref, loyalty_points: 40 }],
    ['removeLoyalty', ref],
    ['attachAddressCart', { ...ref, address_id: addressId }],
    ['updateCurbside', { ...ref, curbside_pickup: true, vehicle_description: 'Red truck' }],
    ['updateOrderType', { ...ref, order_type: 'curbside' }],
    ['updateDeliveryWindow', { ...ref, ...window }],
    ['submitCart', submitBody(cart)],
    ['cancelOrder', ref],
    ['validateDelivery', { store_id: cart.store_id, usage_type: 'recreational', zip: '62701', cart_id: cart.id }],
    ['addItem', { store_id: cart.store_id, usage_type: 'recreational', cart_id: cart.id, inventory_id: itemId, quantity: 1 }],
  ];
};

describe("another shopper's cart or order answers 404 on every call (part 2 §7)", () => {
  test.each(['open cart', 'placed order'])("every write on another shopper's %s is 404 and changes nothing", async (which) => {
    const target = which === 'open cart' ? openCart : order;
    for (const [op, body] of writes(target)) {
      // A submit names its order by its Idempotency-Key: without one it is refused before the cart is looked at.
      const response = await app.call(op, op === 'submitCart' ? withKey(intruder.auth) : intruder.auth, body);
      expect([op, response.status, response.body.error]).toEqual([op, 404, 'Cart not found.']);
    }
    const after = (await app.get(`/carts/${target.id}`, owner.auth)).body.data[0];
    expect(after).toMatchObject({ status: target.status, notes: null, promo_code: null, curbside_pickup: false, address: null });
    expect(after.cart_items.map((item: { quantity: number }) => item.quantity)).toEqual([1]);
  });

  test("GET carts/{id} of another shopper's cart or order is 404; unknown ids too", async () => {
    for (const id of [openCart.id, order.id, 999_999]) {
      expect((await app.get(`/carts/${id}`, intruder.auth)).status).toBe(404);
    }
  });

  test("reads never list another shopper's carts or orders", async () => {
    expect((await app.call('getCart', intruder.auth, {})).body).toEqual({ cart: null });
    expect((await app.call('getMyOrders', intruder.auth, {})).body).toEqual({ data: [], rows: 0, total_rows: 0 });
    expect((await app.call('cartsSlim', intruder.auth, {})).body).toEqual({ data: [], rows: 0, total_rows: 0 });
  });

  test('a cart named with another store id is 404 for its own shopper too', async () => {
    const response = await app.call('updateNotes', owner.auth, { cart_id: openCart.id, store_id: openCart.store_id + 1000, notes: 'x' });
    expect(response.status).toBe(404);
  });

  test('add-item naming my own cart that is no longer open answers 409 NoInProcessCarts (part 2 §8)', async () => {
    const response = await app.call('addItem', owner.auth, { store_id: order.store_id, usage_type: 'recreational', cart_id: order.id, inventory_id: itemId, quantity: 1 });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(CART_ERROR_CODES.noInProcessCarts);
  });

  test("a token of the brand is not accepted on the other brand's host (401)", async () => {
    const response = await app.post(cartPaths.getCart.path, owner.auth, {}, OTHER_CART_HOST);
    expect(response.status).toBe(401);
  });
});

describe('no sign-in, no carts (part 2 §7: 401 clears the tokens)', () => {
  test('every carts call answers 401 without a token', async () => {
    for (const [op, body] of writes(openCart)) {
      expect([op, (await app.call(op, {}, body)).status]).toEqual([op, 401]);
    }
    for (const op of ['getCart', 'createCart', 'getMyOrders', 'cartsSlim'] as const) {
      expect([op, (await app.call(op, {}, {})).status]).toEqual([op, 401]);
    }
    expect((await app.get(`/carts/${openCart.id}`)).status).toBe(401);
  });
});
