import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartEnvelopeSchema } from '@/api/cart';
import { loyaltyLedger, specials, stores, users } from '@/server/db/schema';
import { daysFromNow, insertSpecial } from '../testing/catalog-fixture';
import { createCartTestApp, FULL_SERVICE, type Auth, type CartTestApp } from '../testing/cart-fixture';

/**
 * get-cart prices the open cart now and says what changed since the shopper last saw it (part 2 §8:
 * cart warnings become persistent toasts). Each warning is answered once, by the answer that found it.
 */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

async function getCart(auth: Auth) {
  const response = await app.call('getCart', auth, {});
  expect(response.status).toBe(200);
  return cartEnvelopeSchema.parse(response.body).cart!;
}

async function oneLineCart(itemValues = {}, quantity = 1, storeValues = {}) {
  const store = await app.store(storeValues);
  const item = await app.item(store.id, { name: 'Blue Dream', recPriceCents: 4000, ...itemValues });
  const shopper = await app.shopper();
  const cart = await app.fillCart(shopper.auth, store.id, [{ id: item.id, quantity }]);
  return { store, item, cart, ...shopper };
}

describe('warnings for what changed (part 2 §8)', () => {
  test('a new price: price_changed once, then the new price is the one seen', async () => {
    const { item, auth, cart } = await oneLineCart();
    expect(cart.warnings).toEqual([]);
    await app.setItem(item.id, { recPriceCents: 4500 });
    const changed = await getCart(auth);
    expect(changed.warnings).toEqual([{ code: 'price_changed', inventory_id: item.id, message: 'The price of Blue Dream changed from $40.00 to $45.00.' }]);
    expect(changed.subtotal_cents).toBe(4500);
    expect((await getCart(auth)).warnings).toEqual([]);
  });

  test('a special that starts counts as a price change to the price after the special', async () => {
    const { store, item, auth } = await oneLineCart();
    await insertSpecial(app.db, store.id, { discountType: 'percent', discountPercent: 25, caption: '25% off' }, { items: [item.id] });
    const changed = await getCart(auth);
    expect(changed.warnings[0]!.message).toBe('The price of Blue Dream changed from $40.00 to $30.00.');
    expect(changed.cart_items[0]).toMatchObject({ price_cents: 4000, discounted_price_cents: 3000, applied_special_caption: '25% off' });
  });

  test('sold out: the line goes, with sold_out', async () => {
    const { item, auth } = await oneLineCart();
    await app.setItem(item.id, { recSellableQty: 0 });
    const cart = await getCart(auth);
    expect(cart.cart_items).toEqual([]);
    expect(cart.warnings).toEqual([{ code: 'sold_out', inventory_id: item.id, message: 'Blue Dream is sold out and was removed from your cart.' }]);
    expect((await getCart(auth)).warnings).toEqual([]);
  });

  test('fewer left than the line holds: the quantity comes down, with quantity_reduced', async () => {
    const { item, auth } = await oneLineCart({}, 5);
    await app.setItem(item.id, { recSellableQty: 3 });
    const cart = await getCart(auth);
    expect(cart.cart_items[0]).toMatchObject({ quantity: 3, max_quantity: 3 });
    expect(cart.warnings.map((warning) => warning.code)).toEqual(['quantity_reduced']);
  });

  test('a lowered category limit: the quantity comes down, with limit_changed', async () => {
    const { store, auth } = await oneLineCart({}, 4);
    await app.db.update(stores).set({ purchaseLimits: [{ category: 'flower', med_limit: null, rec_limit: 2 }] }).where(eq(stores.id, store.id));
    const cart = await getCart(auth);
    expect(cart.cart_items[0]!.quantity).toBe(2);
    expect(cart.warnings).toMatchObject([{ code: 'limit_changed', message: 'Flower are limited to 2 per order, so we lowered the quantity of Blue Dream in your cart.' }]);
  });

  test('a promo whose special ended is dropped, with promo_removed', async () => {
    const { store, auth, cart } = await oneLineCart();
    const special = await insertSpecial(app.db, store.id, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 500, promoCodes: ['SPRING'] });
    const applied = await app.cartCall('applyPromoCode', auth, { cart_id: cart.id, store_id: store.id, promo_code: 'spring' });
    expect(applied.promo).toMatchObject({ code: 'SPRING', discount_cents: 500 });
    await app.db.update(specials).set({ endsAt: daysFromNow(-1) }).where(eq(specials.id, special.id));
    const after = await getCart(auth);
    expect(after).toMatchObject({ promo_code: null, promo: null, discount_promo_cents: 0 });
    expect(after.warnings).toEqual([{ code: 'promo_removed', inventory_id: null, message: 'Promo code SPRING is no longer available and was removed from your cart.' }]);
  });

  test('a redemption the store no longer allows is dropped, with loyalty_removed', async () => {
    const { store, auth, user, cart } = await oneLineCart({}, 1);
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: 400, reason: 'welcome' });
    await app.db.update(users).set({ loyaltyEnrolledAt: new Date() }).where(eq(users.id, user.id));
    const redeemed = await app.cartCall('redeemLoyalty', auth, { cart_id: cart.id, store_id: store.id, loyalty_points: 80 });
    expect(redeemed).toMatchObject({ loyalty_points_redeemed: 80, discount_loyalty_cents: 200 });
    await app.db.update(stores).set({ loyaltyAdmin: { ...FULL_SERVICE.loyaltyAdmin!, on_cart: false } }).where(eq(stores.id, store.id));
    const after = await getCart(auth);
    expect(after).toMatchObject({ loyalty_points_redeemed: 0, discount_loyalty_cents: 0 });
    expect(after.warnings).toMatchObject([{ code: 'loyalty_removed', inventory_id: null }]);
    expect(after.warnings[0]!.message).toContain('This store does not allow rewards redemptions.');
  });

  test('every write answers the repriced cart with what it found', async () => {
    const { item, auth, cart, store } = await oneLineCart();
    await app.setItem(item.id, { recPriceCents: 3900 });
    const noted = await app.cartCall('updateNotes', auth, { cart_id: cart.id, store_id: store.id, notes: 'hi' });
    expect(noted.warnings.map((warning) => warning.code)).toEqual(['price_changed']);
    expect(noted.subtotal_cents).toBe(3900);
  });
});
