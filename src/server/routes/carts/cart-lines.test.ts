import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES, cartSchema } from '@/api/cart';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { createCartTestApp, submitBody, withKey, type CartTestApp } from '../testing/cart-fixture';

/** Line edits and the open cart: create-cart, update-quantity, remove-item, update-notes (part 1 §5, part 2 §4, §7). */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

describe('create-cart (part 2 §4: a cart is reused only while pending)', () => {
  test('opens an empty cart, and answers the same one when asked again', async () => {
    const store = await app.store();
    const { auth } = await app.shopper();
    const body = { store_id: store.id, usage_type: 'recreational' };
    const first = await app.cartCall('createCart', auth, body);
    expect(first).toMatchObject({ status: 'pending', cart_items: [], subtotal_cents: 0, grand_total_cents: 0, order_type: 'pickup' });
    expect((await app.cartCall('createCart', auth, body)).id).toBe(first.id);
  });

  test('an open cart at another store is CartElsewhere until abandon_existing', async () => {
    const [here, there] = [await app.store({ ecommDisplayName: 'Riverside' }), await app.store()];
    const { auth } = await app.shopper();
    const first = await app.cartCall('createCart', auth, { store_id: here.id, usage_type: 'recreational' });
    const refused = await app.call('createCart', auth, { store_id: there.id, usage_type: 'recreational' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: CART_ERROR_CODES.cartElsewhere, error: 'You already have an open Adult Use cart at Riverside.' });
    const moved = await app.cartCall('createCart', auth, { store_id: there.id, usage_type: 'recreational', abandon_existing: true });
    expect(moved.id).not.toBe(first.id);
    expect((await app.get(`/carts/${first.id}`, auth)).status).toBe(404);
  });
});

describe('update-quantity: 1..min(sellable, 20) and the category limit (part 1 §5)', () => {
  test('sets the quantity and reprices the cart', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recPriceCents: 1500 });
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const changed = await app.cartCall('updateQuantity', auth, { cart_id: cart.id, store_id: store.id, inventory_id: item.id, quantity: 3 });
    expect(changed.cart_items).toMatchObject([{ quantity: 3, total_cents: 4500 }]);
    expect(changed.subtotal_cents).toBe(4500);
  });

  test('more than the stock is refused with "Only {n} of {name} left."; more than 20 is bad input', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { name: 'Rare Rosin', recSellableQty: 4 });
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const ref = { cart_id: cart.id, store_id: store.id, inventory_id: item.id };
    const tooMany = await app.call('updateQuantity', auth, { ...ref, quantity: 5 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe(CART_MESSAGES.fewerLeft('Rare Rosin', 4));
    expect((await app.call('updateQuantity', auth, { ...ref, quantity: 21 })).status).toBe(400);
    expect((await app.call('updateQuantity', auth, { ...ref, quantity: 0 })).status).toBe(400);
  });

  test('raising a line past the category limit: "You have room for…", then the limit message', async () => {
    const store = await app.store({ purchaseLimits: [{ category: 'edibles', med_limit: null, rec_limit: 4 }] });
    const [a, b] = [await app.item(store.id, { category: 'edibles' }), await app.item(store.id, { category: 'edibles' })];
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: a.id }, { id: b.id, quantity: 2 }]);
    const ref = { cart_id: cart.id, store_id: store.id, inventory_id: a.id };
    const over = await app.call('updateQuantity', auth, { ...ref, quantity: 3 });
    expect(over.body).toMatchObject({ code: CART_ERROR_CODES.addToCartBlocked, error: ADD_TO_CART_MESSAGES.room(1), fields: { reason: ['cart-would-hit-limit'] } });
    await app.cartCall('updateQuantity', auth, { ...ref, quantity: 2 });
    const full = await app.call('updateQuantity', auth, { ...ref, quantity: 3 });
    expect(full.body.error).toBe(ADD_TO_CART_MESSAGES.limitReached('Edibles', 4));
    // Lowering is always allowed.
    expect((await app.cartCall('updateQuantity', auth, { ...ref, quantity: 1 })).cart_items[0]!.quantity).toBe(1);
  });

  test('a line that is not in the cart is 404', async () => {
    const store = await app.store();
    const [item, other] = [await app.item(store.id), await app.item(store.id)];
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const response = await app.call('updateQuantity', auth, { cart_id: cart.id, store_id: store.id, inventory_id: other.id, quantity: 2 });
    expect(response.status).toBe(404);
  });
});

describe('remove-item and update-notes', () => {
  test('removing a line (twice is harmless) and writing notes answer the cart', async () => {
    const store = await app.store();
    const [a, b] = [await app.item(store.id), await app.item(store.id)];
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: a.id }, { id: b.id }]);
    const ref = { cart_id: cart.id, store_id: store.id };
    const removed = await app.cartCall('removeItem', auth, { ...ref, inventory_id: a.id });
    expect(removed.cart_items.map((item) => item.inventory_id)).toEqual([b.id]);
    expect((await app.cartCall('removeItem', auth, { ...ref, inventory_id: a.id })).cart_items).toHaveLength(1);
    const noted = await app.call('updateNotes', auth, { ...ref, notes: '  Please bag separately  ' });
    expect(cartSchema.parse(noted.body).notes).toBe('Please bag separately');
    expect((await app.cartCall('updateNotes', auth, { ...ref, notes: '' })).notes).toBeNull();
  });

  test('a placed order can no longer be edited (409 NoInProcessCarts)', async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    const response = await app.call('updateNotes', auth, { cart_id: cart.id, store_id: store.id, notes: 'late' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(CART_ERROR_CODES.noInProcessCarts);
  });
});
