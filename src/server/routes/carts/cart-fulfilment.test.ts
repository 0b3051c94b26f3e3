import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES, type Cart } from '@/api/cart';
import { USER_MESSAGES } from '@/api/user';
import { CHECKOUT_MESSAGES, deliveryMinimumMessage } from '@/domain/checkout-rules';
import { setDeliveryOutage } from '@/server/services/delivery/vendor-status';
import { createCartTestApp, submitBody, withKey, type Auth, type CartTestApp } from '../testing/cart-fixture';

/** Order types, addresses and delivery windows (part 2 §3 Checkout state, §4 "Delivery check and checkout", §5 Checkout, §8). */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());
afterEach(() => setDeliveryOutage(app.db, false));

const springfield = { address_1: '200 Capitol Ave', city: 'Springfield', state: 'IL', zip: '62701' };

async function cartAt(storeValues = {}, priceCents = 3000) {
  const store = await app.store({ deliveryMinimumCents: 5000, ...storeValues });
  const item = await app.item(store.id, { recPriceCents: priceCents });
  const shopper = await app.shopper();
  const cart = await app.fillCart(shopper.auth, store.id, [{ id: item.id }]);
  return { store, item, cart, ...shopper, ref: { cart_id: cart.id, store_id: store.id } };
}

const orderType = (auth: Auth, ref: object, order_type: string) => app.call('updateOrderType', auth, { ...ref, order_type });

describe('order types where the store offers them (part 2 §4)', () => {
  test('curbside is a pickup with a flag, and needs a vehicle description before checkout (part 2 §5)', async () => {
    const { auth, ref } = await cartAt();
    const curbside = (await orderType(auth, ref, 'curbside')).body as Cart;
    expect(curbside).toMatchObject({ order_type: 'pickup', curbside_pickup: true, checkin: false, checkout_block: CHECKOUT_MESSAGES.vehicle });
    const missing = await app.call('updateCurbside', auth, { ...ref, curbside_pickup: true, vehicle_description: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.vehicle_description).toEqual([CART_MESSAGES.vehicleRequired]);
    const described = await app.cartCall('updateCurbside', auth, { ...ref, curbside_pickup: true, vehicle_description: 'Blue hatchback' });
    expect(described).toMatchObject({ curbside_pickup: true, vehicle_description: 'Blue hatchback', checkout_block: null });
  });

  test('a type the store does not offer for the usage type is refused with 409', async () => {
    const { auth, ref, store } = await cartAt({ isRecDelivery: false, enableCheckinOrder: false });
    for (const [choice, words] of [['delivery', 'delivery'], ['checkin', 'check-in orders']]) {
      const response = await orderType(auth, ref, choice!);
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(`${store.ecommDisplayName} doesn't offer ${words} for Adult Use orders.`);
    }
    expect((await orderType(auth, ref, 'pickup')).body).toMatchObject({ order_type: 'pickup', curbside_pickup: false, checkin: false });
  });
});

describe('delivery (part 2 §5 Checkout, §8 Addresses and delivery)', () => {
  test('checkout_block walks the rules in order: minimum, address, window; then the order can be placed', async () => {
    const { auth, ref, item, cart } = await cartAt();
    const delivery = (await orderType(auth, ref, 'delivery')).body as Cart;
    expect(delivery.order_type).toBe('delivery');
    expect(delivery.delivery_windows.length).toBeGreaterThan(0);
    expect(delivery.checkout_block).toBe(CHECKOUT_MESSAGES.minimum(5000));
    await app.cartCall('updateQuantity', auth, { ...ref, inventory_id: item.id, quantity: 2 });
    const addressed = await app.cartCall('attachAddressCart', auth, { ...ref, address: { ...springfield, zip: '62702' } });
    expect(addressed.checkout_block).toBe(CHECKOUT_MESSAGES.zipNotServed(addressed.store.ecomm_display_name));
    const served = await app.cartCall('attachAddressCart', auth, { ...ref, address: springfield });
    expect(served).toMatchObject({ address: { address_id: null, ...springfield, address_2: null }, checkout_block: CART_MESSAGES.selectWindow });
    const window = served.delivery_windows[0]!;
    const chosen = await app.cartCall('updateDeliveryWindow', auth, { ...ref, delivery_start_time: window.delivery_start_time, delivery_end_time: window.delivery_end_time });
    expect(chosen).toMatchObject({ delivery_start_time: window.delivery_start_time, delivery_end_time: window.delivery_end_time, checkout_block: null });
    const order = await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    expect(order).toMatchObject({ status: 'submitted', order_type: 'delivery', delivery_windows: [], address: { zip: '62701' } });
  });

  test('a window the cart does not offer: "Error setting delivery window."', async () => {
    const { auth, ref } = await cartAt();
    await orderType(auth, ref, 'delivery');
    const response = await app.call('updateDeliveryWindow', auth, { ...ref, delivery_start_time: '2020-01-01T15:00:00Z', delivery_end_time: '2020-01-01T17:00:00Z' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(CART_MESSAGES.windowError);
  });

  test('placing a delivery order without a window is refused: CheckoutBlocked with the window message', async () => {
    const { auth, ref, cart } = await cartAt({ deliveryMinimumCents: 0 });
    await orderType(auth, ref, 'delivery');
    await app.cartCall('attachAddressCart', auth, { ...ref, address: springfield });
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: CART_MESSAGES.selectWindow, code: CART_ERROR_CODES.checkoutBlocked });
  });

  test('a delivery outage blocks delivery checkout with the outage message', async () => {
    const { auth, ref } = await cartAt({ deliveryMinimumCents: 0 });
    await orderType(auth, ref, 'delivery');
    const served = await app.cartCall('attachAddressCart', auth, { ...ref, address: springfield });
    const window = served.delivery_windows[0]!;
    await app.cartCall('updateDeliveryWindow', auth, { ...ref, delivery_start_time: window.delivery_start_time, delivery_end_time: window.delivery_end_time });
    await setDeliveryOutage(app.db, true);
    expect((await app.cartCall('getCart', auth, {})).checkout_block).toBe(CART_MESSAGES.deliveryOutage);
  });
});

describe('attach-address-cart', () => {
  test('a saved address of mine is snapshotted; a new one with save_address joins my account', async () => {
    const { auth, ref } = await cartAt();
    const saved = (await app.post('/users/op/add-my-addresses', auth, { ...springfield, address_2: 'Suite 4' })).body;
    const attached = await app.cartCall('attachAddressCart', auth, { ...ref, address_id: saved.id });
    expect(attached.address).toEqual({ address_id: saved.id, ...springfield, address_2: 'Suite 4' });
    const fresh = { address_1: '9 Lake Shore Dr', city: 'springfield', state: 'il', zip: '62704' };
    const added = await app.cartCall('attachAddressCart', auth, { ...ref, address: fresh, save_address: true });
    expect(added.address).toMatchObject({ address_1: '9 Lake Shore Dr', state: 'IL', zip: '62704' });
    expect(added.address!.address_id).toEqual(expect.any(Number));
    const mine = (await app.post('/users/op/get-my-addresses', auth, {})).body.data;
    expect(mine.map((address: { id: number }) => address.id)).toContain(added.address!.address_id);
  });

  test("another shopper's address is 404; a zip that is not in its state is bad input; both or neither is bad input", async () => {
    const { auth, ref } = await cartAt();
    const other = await app.shopper();
    const theirs = (await app.post('/users/op/add-my-addresses', other.auth, springfield)).body;
    const stolen = await app.call('attachAddressCart', auth, { ...ref, address_id: theirs.id });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(USER_MESSAGES.addressNotFound);
    const wrongState = await app.call('attachAddressCart', auth, { ...ref, address: { ...springfield, zip: '10001' } });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.error).toBe(USER_MESSAGES.invalidAddress);
    expect((await app.call('attachAddressCart', auth, ref)).status).toBe(400);
  });
});

describe('validate-delivery (part 1 §5 "Delivery zip"; part 2 §8)', () => {
  test('a served zip with the minimum not met, an unserved zip, and an outage', async () => {
    const { auth, store, cart } = await cartAt();
    const body = { store_id: store.id, usage_type: 'recreational', cart_id: cart.id };
    const short = await app.call('validateDelivery', auth, { ...body, zip: '62701' });
    expect(short.body).toEqual({ deliverable: true, message: deliveryMinimumMessage(5000), delivery_minimum_cents: 5000, minimum_met: false });
    const unserved = await app.call('validateDelivery', auth, { ...body, zip: '60601' });
    expect(unserved.body).toMatchObject({ deliverable: false, message: `${store.ecommDisplayName} does not deliver to this zipcode.` });
    await setDeliveryOutage(app.db, true);
    expect((await app.call('validateDelivery', auth, { ...body, zip: '62701' })).body).toMatchObject({ deliverable: false, message: CART_MESSAGES.deliveryOutage });
  });

  test('without a cart the subtotal is that of the open cart at the store (none: $0)', async () => {
    const { auth, store } = await cartAt({}, 6000);
    const response = await app.call('validateDelivery', auth, { store_id: store.id, usage_type: 'recreational', zip: '62704' });
    expect(response.body).toEqual({ deliverable: true, message: null, delivery_minimum_cents: 5000, minimum_met: true });
    expect((await app.call('validateDelivery', auth, { store_id: store.id, usage_type: 'recreational', zip: '627' })).status).toBe(400);
  });
});
