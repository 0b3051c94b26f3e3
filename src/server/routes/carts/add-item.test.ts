import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { storeRestrictionMessage } from '@/domain/store-cart-rules';
import { carts, medicalCards, userStoreAssociations } from '@/server/db/schema';
import { insertStore } from '../testing/catalog-fixture';
import { createCartTestApp, FULL_SERVICE, type Auth, type CartTestApp } from '../testing/cart-fixture';

/** carts/op/add-item under the add-to-cart gate: part 1 §4 (the 16 ordered checks), §5, part 2 §5 medical rules, §8. */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

const add = (auth: Auth, storeId: number, inventoryId: number, extra: object = {}) =>
  app.call('addItem', auth, { store_id: storeId, usage_type: 'recreational', inventory_id: inventoryId, quantity: 1, ...extra });

async function expectRefusal(response: { status: number; body: any }, reason: string, message: string, code: string = CART_ERROR_CODES.addToCartBlocked) {
  expect(response.status).toBe(409);
  expect(response.body).toEqual({ error: message, code, fields: { reason: [reason] } });
}

const futureDate = `${new Date().getFullYear() + 2}-01-01`;

describe('each gate refusal reaches the shopper with its message (part 1 §4)', () => {
  test.each([
    ['1. the store does not take online orders', { isRecCartsDisabled: true }, {}, 'store-not-ordering', ADD_TO_CART_MESSAGES.storeNotOrdering],
    ['5. the store turned ordering off for this usage type', { isRecUsersDisabled: true }, {}, 'store-restriction', storeRestrictionMessage('recreational')],
    ['6. ordering is paused', { tempClosedRec: 'ordering_off' }, {}, 'orders-temporarily-off', ADD_TO_CART_MESSAGES.ordersPaused],
    ['8. no contact method', {}, { optPreferences: [{ type: 'transaction' as const, opt_in: 'none' as const, version: '1.1' }] }, 'no-contact-method', ADD_TO_CART_MESSAGES.noContactMethod],
    ['8. a phone due for re-verification', {}, { isPhoneVerified: false, twilioPrevVerified: true }, 'no-contact-method', ADD_TO_CART_MESSAGES.noContactMethod],
  ])('%s', async (_name, storeValues, userValues, reason, message) => {
    const store = await app.store(storeValues);
    const item = await app.item(store.id);
    const { auth } = await app.shopper(userValues);
    await expectRefusal(await add(auth, store.id, item.id), reason, message);
    expect((await app.call('getCart', auth, {})).body.cart).toBeNull();
  });

  test('6. while ordering is paused a store may still let shoppers fill a cart (is_*_add_override, part 1 §8)', async () => {
    const store = await app.store({ tempClosedRec: 'ordering_off', isRecAddOverride: true });
    const item = await app.item(store.id);
    const { auth } = await app.shopper();
    const response = await add(auth, store.id, item.id);
    expect(response.status).toBe(200);
    expect(response.body.cart_items).toHaveLength(1);
  });

  test("7. a rejected association means the account is not in good standing: the spec's denial (part 2 §8)", async () => {
    const store = await app.store();
    const item = await app.item(store.id);
    const { auth, user } = await app.shopper();
    await app.db.insert(userStoreAssociations).values({ userId: user.id, storeId: store.id, associationType: 'recreational', status: 'rejected', state: 'IL' });
    await expectRefusal(await add(auth, store.id, item.id), 'account-not-confirmed', ADD_TO_CART_MESSAGES.associationDenied);
  });

  test('3-4. medical: no card on file, then a card of another state (part 2 §5 medical rules)', async () => {
    const store = await app.store({ requiresMedicalCardToOrder: true });
    const item = await app.item(store.id, { medPriceCents: 2500 });
    const { auth, user } = await app.shopper();
    const medical = { usage_type: 'medical' };
    await expectRefusal(await add(auth, store.id, item.id, medical), 'needs-medical-card', ADD_TO_CART_MESSAGES.needsCard('IL'));
    await app.db.insert(medicalCards).values({ userId: user.id, state: 'NY', cardNumber: 'NY1234567', expiresOn: futureDate });
    await expectRefusal(await add(auth, store.id, item.id, medical), 'card-from-other-state', ADD_TO_CART_MESSAGES.cardOtherState('NY', 'IL'));
  });

  test('an expired card does not count', async () => {
    const store = await app.store({ requiresMedicalCardToOrder: true });
    const item = await app.item(store.id, { medPriceCents: 2500 });
    const { auth, user } = await app.shopper();
    await app.db.insert(medicalCards).values({ userId: user.id, state: 'IL', cardNumber: 'QP.1234567', expiresOn: '2020-01-01' });
    await expectRefusal(await add(auth, store.id, item.id, { usage_type: 'medical' }), 'needs-medical-card', ADD_TO_CART_MESSAGES.needsCard('IL'));
  });

  test('9. out of stock', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recSellableQty: 0 });
    const { auth } = await app.shopper();
    await expectRefusal(await add(auth, store.id, item.id), 'out-of-stock', ADD_TO_CART_MESSAGES.outOfStock);
  });

  test('10-11. a product of another store, or of the other usage type only', async () => {
    const store = await app.store();
    const elsewhere = await app.item((await app.store()).id);
    const medicalOnly = await app.item(store.id, { recPriceCents: null, medPriceCents: 2000 });
    const { auth } = await app.shopper();
    await expectRefusal(await add(auth, store.id, elsewhere.id), 'product-at-other-store', 'This item is sold at another store.');
    await expectRefusal(await add(auth, store.id, medicalOnly.id), 'product-other-usage', "This item isn't available for Adult Use orders.");
  });

  test('12-13. category limits: "You have room for…", then the limit is reached (part 1 §5)', async () => {
    const store = await app.store({ purchaseLimits: [{ category: 'flower', med_limit: null, rec_limit: 3 }] });
    const [first, second] = [await app.item(store.id), await app.item(store.id)];
    const { auth } = await app.shopper();
    expect((await add(auth, store.id, first.id, { quantity: 2 })).status).toBe(200);
    await expectRefusal(await add(auth, store.id, second.id, { quantity: 2 }), 'cart-would-hit-limit', ADD_TO_CART_MESSAGES.room(1));
    expect((await add(auth, store.id, second.id)).status).toBe(200);
    await expectRefusal(await add(auth, store.id, second.id), 'category-limit-reached', ADD_TO_CART_MESSAGES.limitReached('Flower', 3));
    const cart = (await app.call('getCart', auth, {})).body.cart;
    expect(cart.limits).toEqual([{ category: 'flower', limit: 3, in_cart: 3, can_add: false }]);
  });

  test('14. medical shopping needs a medical association, except in OH', async () => {
    const item = await app.item((await app.store()).id, { medPriceCents: 2000 });
    const ohio = await app.store({ state: 'OH' });
    const ohioItem = await app.item(ohio.id, { medPriceCents: 2000 });
    const { auth } = await app.shopper();
    const refused = await add(auth, item.storeId, item.id, { usage_type: 'medical' });
    await expectRefusal(refused, 'needs-medical-association', 'You need a medical association with this store to order medical products.');
    expect((await add(auth, ohio.id, ohioItem.id, { usage_type: 'medical' })).status).toBe(200);
  });
});

describe('one open cart, for one store and usage type (part 1 §4 checks 15-16, part 2 §4)', () => {
  test('15. an item of the other usage type is refused as CartElsewhere until the shopper abandons the cart', async () => {
    const store = await app.store();
    const adultUse = await app.item(store.id);
    const medical = await app.item(store.id, { medPriceCents: 2000 });
    const { auth, user } = await app.shopper();
    await app.db.insert(userStoreAssociations).values({ userId: user.id, storeId: store.id, associationType: 'medical', status: 'confirmed', state: 'IL' });
    const first = (await add(auth, store.id, adultUse.id)).body;
    const refused = await add(auth, store.id, medical.id, { usage_type: 'medical' });
    await expectRefusal(refused, 'order-for-other-usage', ADD_TO_CART_MESSAGES.otherUsage('medical', 'recreational'), CART_ERROR_CODES.cartElsewhere);
    const abandoned = await add(auth, store.id, medical.id, { usage_type: 'medical', abandon_existing: true });
    expect(abandoned.status).toBe(200);
    expect(abandoned.body).toMatchObject({ usage_type: 'medical', cart_items: [{ inventory_id: medical.id }] });
    expect(await app.db.select().from(carts).where(eq(carts.id, first.id))).toEqual([]);
  });

  test('16. an item of another store: CartElsewhere naming the store of the open cart', async () => {
    const [here, there] = [await app.store({ ecommDisplayName: 'Downtown' }), await app.store()];
    const [mine, theirs] = [await app.item(here.id), await app.item(there.id)];
    const { auth } = await app.shopper();
    await add(auth, here.id, mine.id);
    const refused = await add(auth, there.id, theirs.id);
    await expectRefusal(refused, 'cart-at-other-store', 'Your cart is at Downtown. Start a new cart to add this item here.', CART_ERROR_CODES.cartElsewhere);
    const moved = await add(auth, there.id, theirs.id, { abandon_existing: true });
    expect(moved.body).toMatchObject({ store_id: there.id, cart_items: [{ inventory_id: theirs.id }] });
  });

  test('the same item again adds to its line, up to min(sellable, 20) (part 1 §5)', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { name: 'Sour Diesel', recSellableQty: 5 });
    const { auth } = await app.shopper();
    await add(auth, store.id, item.id, { quantity: 2 });
    const again = await add(auth, store.id, item.id, { quantity: 2 });
    expect(again.body.cart_items).toMatchObject([{ inventory_id: item.id, quantity: 4, max_quantity: 5 }]);
    await expectRefusal(await add(auth, store.id, item.id, { quantity: 2 }), 'quantity-unavailable', CART_MESSAGES.fewerLeft('Sour Diesel', 5));
  });

  test('portal users bypass customer restrictions but never stock (part 2 §6)', async () => {
    const store = await app.store({ tempClosedRec: 'ordering_off' });
    const [item, soldOut] = [await app.item(store.id), await app.item(store.id, { recSellableQty: 0 })];
    const { auth } = await app.shopper({ isPortalUser: true, optPreferences: [] });
    expect((await add(auth, store.id, item.id)).status).toBe(200);
    await expectRefusal(await add(auth, store.id, soldOut.id), 'out-of-stock', ADD_TO_CART_MESSAGES.outOfStock);
  });

  test("another brand's store or an unknown item is 404", async () => {
    const foreign = await insertStore(app.db, app.otherBrand.id, FULL_SERVICE);
    const item = await app.item(foreign.id);
    const { auth } = await app.shopper();
    const response = await add(auth, foreign.id, item.id);
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Store not found.');
    expect((await add(auth, (await app.store()).id, 999_999)).status).toBe(404);
  });
});
