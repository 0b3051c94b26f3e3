import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { CART_ERROR_CODES } from '@/api/cart';
import { API_HEADERS, IDEMPOTENCY_MESSAGES } from '@/api/common';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { IDEMPOTENT_REPLAY_HEADER } from '@/server/http/idempotency';
import { createCartTestApp, submitBody, withKey, type Auth, type CartOp, type CartTestApp } from '../testing/cart-fixture';

/**
 * README "Writes made offline": the offline queue replays a carts/op write (part 2 §7)
 * with the same Idempotency-Key until the server answers, and a replay never writes twice.
 */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

const newKey = () => randomUUID();
const addBody = (storeId: number, inventoryId: number, quantity = 1) => ({ store_id: storeId, usage_type: 'recreational', inventory_id: inventoryId, quantity });
const isReplay = (response: { headers: Headers }) => response.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true';

async function quantityInCart(auth: Auth) {
  const cart = (await app.call('getCart', auth, {})).body.cart;
  return cart?.cart_items.map((line: { quantity: number }) => line.quantity) ?? [];
}

async function shopperWithItem(itemValues: Parameters<CartTestApp['item']>[1] = {}) {
  const store = await app.store();
  const item = await app.item(store.id, itemValues);
  const { auth, user } = await app.shopper();
  return { store, item, auth, user };
}

describe('README "Writes made offline", part 2 §7: a replayed write answers the first result instead of writing again', () => {
  test('an add-item replayed with the same key leaves the quantity of one add and answers the same cart', async () => {
    const { store, item, auth } = await shopperWithItem();
    const key = newKey();
    const first = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id, 2));
    const replayed = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id, 2));
    expect(first.status).toBe(200);
    expect(isReplay(first)).toBe(false);
    expect(replayed.status).toBe(200);
    expect(isReplay(replayed)).toBe(true);
    expect(replayed.body).toEqual(first.body);
    expect(await quantityInCart(auth)).toEqual([2]);
  });

  test('without the header nothing changes: the same add sent twice adds twice', async () => {
    const { store, item, auth } = await shopperWithItem();
    await app.call('addItem', auth, addBody(store.id, item.id, 2));
    await app.call('addItem', auth, addBody(store.id, item.id, 2));
    expect(await quantityInCart(auth)).toEqual([4]);
  });

  test('a replay after the cart changed still answers the first result, and changes nothing', async () => {
    const { store, item, auth } = await shopperWithItem();
    const key = newKey();
    const first = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id));
    await app.cartCall('updateQuantity', auth, { cart_id: first.body.id, store_id: store.id, inventory_id: item.id, quantity: 3 });
    const replayed = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id));
    expect(replayed.body).toEqual(first.body);
    expect(replayed.body.cart_items).toMatchObject([{ inventory_id: item.id, quantity: 1 }]);
    expect(await quantityInCart(auth)).toEqual([3]);
  });

  test('the same key with a different body, or on another write, is refused with 422 and writes nothing', async () => {
    const { store, item, auth } = await shopperWithItem();
    const key = newKey();
    const first = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id, 1));
    const otherBody = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id, 2));
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({ error: IDEMPOTENCY_MESSAGES.reusedKey });
    const otherWrite = await app.call('updateNotes', withKey(auth, key), { cart_id: first.body.id, store_id: store.id, notes: 'Ring twice' });
    expect(otherWrite.status).toBe(422);
    expect(await quantityInCart(auth)).toEqual([1]);
    expect((await app.call('getCart', auth, {})).body.cart.notes).toBeNull();
  });

  test('the same body with its keys in another order is the same request', async () => {
    const { store, item, auth } = await shopperWithItem();
    const key = newKey();
    await app.call('addItem', withKey(auth, key), { quantity: 1, inventory_id: item.id, usage_type: 'recreational', store_id: store.id });
    const reordered = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id, 1));
    expect(reordered.status).toBe(200);
    expect(isReplay(reordered)).toBe(true);
    expect(await quantityInCart(auth)).toEqual([1]);
  });

  test("keys are per user: another user's request with the same key runs", async () => {
    const { store, item, auth } = await shopperWithItem();
    const { auth: otherAuth } = await app.shopper();
    const key = newKey();
    await app.call('addItem', withKey(auth, key), addBody(store.id, item.id));
    const other = await app.call('addItem', withKey(otherAuth, key), addBody(store.id, item.id));
    expect(other.status).toBe(200);
    expect(isReplay(other)).toBe(false);
    expect(await quantityInCart(otherAuth)).toEqual([1]);
    expect(await quantityInCart(auth)).toEqual([1]);
  });

  test('two requests with one key at once add once: the other is told the first is in progress, or gets its answer', async () => {
    const { store, item, auth } = await shopperWithItem();
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => app.call('addItem', withKey(auth, key), addBody(store.id, item.id))));
    const ran = answers.filter((answer) => answer.status === 200 && !isReplay(answer));
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body).toEqual({ error: IDEMPOTENCY_MESSAGES.inProgress });
      else expect(answer.body).toEqual(ran[0]!.body);
    }
    expect(await quantityInCart(auth)).toEqual([1]);
  });
});

describe('README "Writes made offline", part 2 §7: which answers are kept', () => {
  test('a refusal (4xx) is answered again as the same refusal, even after the reason is gone', async () => {
    const { store, item, auth } = await shopperWithItem({ recSellableQty: 0 });
    const key = newKey();
    const refused = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: ADD_TO_CART_MESSAGES.outOfStock, code: CART_ERROR_CODES.addToCartBlocked });
    await app.setItem(item.id, { recSellableQty: 10 });
    const replayed = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id));
    expect(replayed.status).toBe(409);
    expect(isReplay(replayed)).toBe(true);
    expect(replayed.body).toEqual(refused.body);
    expect((await app.call('addItem', withKey(auth, newKey()), addBody(store.id, item.id))).status).toBe(200);
  });

  test('a 404 for a cart that is not mine is answered again as 404', async () => {
    const { store, item, auth } = await shopperWithItem();
    const key = newKey();
    const body = { cart_id: 999_999, store_id: store.id, inventory_id: item.id };
    const first = await app.call('removeItem', withKey(auth, key), body);
    const replayed = await app.call('removeItem', withKey(auth, key), body);
    expect(first.status).toBe(404);
    expect(replayed.status).toBe(404);
    expect(isReplay(replayed)).toBe(true);
    expect(replayed.body).toEqual(first.body);
  });

  test('a server error (5xx) is not kept: the retry with the same key runs the write', async () => {
    const { store, item, auth } = await shopperWithItem();
    const key = newKey();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await app.db.execute(sql`ALTER TABLE cart_items RENAME TO cart_items_away`);
    let failed;
    try {
      failed = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id));
    } finally {
      await app.db.execute(sql`ALTER TABLE cart_items_away RENAME TO cart_items`);
      quiet.mockRestore();
    }
    expect(failed.status).toBe(500);
    const retried = await app.call('addItem', withKey(auth, key), addBody(store.id, item.id));
    expect(retried.status).toBe(200);
    expect(isReplay(retried)).toBe(false);
    expect(await quantityInCart(auth)).toEqual([1]);
  });
});

describe('README "Writes made offline", part 2 §7: the header itself', () => {
  const WRITES: CartOp[] = [
    'createCart', 'addItem', 'removeItem', 'updateQuantity', 'updateNotes', 'applyPromoCode', 'removePromoCode', 'redeemLoyalty',
    'removeLoyalty', 'attachAddressCart', 'updateCurbside', 'updateOrderType', 'updateDeliveryWindow', 'submitCart', 'cancelOrder',
  ];

  test.each(WRITES)('%s: a key that does not fit the pattern is 400 naming the header', async (op) => {
    const { auth } = await app.shopper();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), '']) {
      const response = await app.call(op, withKey(auth, key), {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: IDEMPOTENCY_MESSAGES.invalidKey, fields: { [API_HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.invalidKey] } });
    }
  });

  test('an invalid key on add-item writes nothing', async () => {
    const { store, item, auth } = await shopperWithItem();
    expect((await app.call('addItem', withKey(auth, 'bad key!'), addBody(store.id, item.id))).status).toBe(400);
    expect((await app.call('getCart', auth, {})).body.cart).toBeNull();
  });

  test('reads ignore the header', async () => {
    const { auth } = await app.shopper();
    expect((await app.call('getCart', withKey(auth, 'bad key!'), {})).status).toBe(200);
    expect((await app.call('getMyOrders', withKey(auth, 'bad key!'), {})).status).toBe(200);
  });

  test('without a sign-in the answer is 401, whatever the key', async () => {
    expect((await app.call('addItem', { [API_HEADERS.idempotencyKey]: 'bad key!' }, {})).status).toBe(401);
  });

  test('submit-cart: the header is the order\'s one key: a retry with it answers the order it placed, and one order is placed', async () => {
    const { store, item, auth } = await shopperWithItem({ recSellableQty: 5 });
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const body = submitBody(cart);
    const key = newKey();
    const placed = await app.call('submitCart', withKey(auth, key), body);
    const replayed = await app.call('submitCart', withKey(auth, key), body);
    const withoutKey = await app.call('submitCart', auth, body);
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('submitted');
    // The order answers the retry (its key is stored on it), not a stored answer.
    expect(isReplay(replayed)).toBe(false);
    expect(replayed.body).toEqual(placed.body);
    expect(withoutKey.status).toBe(400);
    expect(withoutKey.body.error).toBe(IDEMPOTENCY_MESSAGES.missingKey);
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 4, reserved: 1 });
  });
});
