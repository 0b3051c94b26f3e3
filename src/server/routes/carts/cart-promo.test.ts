import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { promoRedemptions } from '@/server/db/schema';
import { insertSpecial } from '../testing/catalog-fixture';
import { createCartTestApp, submitBody, withKey, type Auth, type CartTestApp } from '../testing/cart-fixture';

/** Promo codes and cart-level specials (DECISIONS.md "Specials": single use per account unless the special says otherwise; part 2 §8). */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

async function shopWithPromo(special: { singleUse?: boolean; usageTypes?: ('medical' | 'recreational')[] } = {}) {
  const store = await app.store();
  const item = await app.item(store.id, { recPriceCents: 4000 });
  const promo = await insertSpecial(app.db, store.id, {
    discountType: 'dollar',
    discountLevel: 'cart',
    discountDollarCents: 1000,
    title: 'Welcome',
    caption: '$10 off your order',
    promoCodes: ['WELCOME10'],
    ...special,
  });
  return { store, item, promo };
}

const apply = (auth: Auth, cart: { id: number; store_id: number }, code: string) =>
  app.call('applyPromoCode', auth, { cart_id: cart.id, store_id: cart.store_id, promo_code: code });

describe('apply-promo-code', () => {
  test('a code of the store in any case applies its special: chip and discount (part 2 §8 "Promo Applied: {code}")', async () => {
    const { store, item, promo } = await shopWithPromo();
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const response = await apply(auth, cart, ' welcome10 ');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      promo_code: 'WELCOME10',
      promo: { special_id: promo.id, code: 'WELCOME10', single_use: true, discount_cents: 1000, face_value_cents: 1000, caption: '$10 off your order' },
      discount_promo_cents: 1000,
      subtotal_cents: 4000,
      grand_total_cents: 3000,
    });
    const removed = await app.cartCall('removePromoCode', auth, { cart_id: cart.id, store_id: store.id });
    expect(removed).toMatchObject({ promo_code: null, promo: null, grand_total_cents: 4000 });
  });

  test.each([
    ['an unknown code', 'NOPE'],
    ["another store's code", 'ELSEWHERE'],
  ])('%s answers 409 PromoInvalid with the unknown-code message', async (_case, code) => {
    const { store, item } = await shopWithPromo();
    await insertSpecial(app.db, (await app.store()).id, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 500, promoCodes: ['ELSEWHERE'] });
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const response = await apply(auth, cart, code);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: CART_MESSAGES.promoUnknown, code: CART_ERROR_CODES.promoInvalid });
  });

  test('a code for the other usage type is not valid on this cart', async () => {
    const { store, item } = await shopWithPromo({ usageTypes: ['medical'] });
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    expect((await apply(auth, cart, 'WELCOME10')).body.error).toBe(CART_MESSAGES.promoUnknown);
  });

  test('an empty code is bad input: "Enter a promo code." (part 2 §5)', async () => {
    const { store, item } = await shopWithPromo();
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const response = await apply(auth, cart, '   ');
    expect(response.status).toBe(400);
    expect(response.body.fields.promo_code).toEqual([CART_MESSAGES.promoRequired]);
  });
});

describe('a single-use code worth more than is left to take (part 2 §8 promo notice; README "How a cart is priced")', () => {
  /** A $16 item at a store whose automatic $10 cart special leaves $6 for the $10 code. */
  async function nearlyFreeCart(special: { singleUse?: boolean } = {}) {
    const { store, item } = await shopWithPromo(special);
    await app.setItem(item.id, { recPriceCents: 1600 });
    await insertSpecial(app.db, store.id, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 1000 });
    const { auth } = await app.shopper();
    return { auth, cart: await app.fillCart(auth, store.id, [{ id: item.id }]) };
  }

  test('is refused with what it would take and its single-use notice, and stays off the cart', async () => {
    const { auth, cart } = await nearlyFreeCart();
    const response = await apply(auth, cart, 'welcome10');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error:
        'WELCOME10 takes $6.00 off this cart, not its full $10.00. Promo code WELCOME10 worth $10.00 can only be used once. If your order total is less than the promo code value, you will not be able to redeem the remainder.',
      code: CART_ERROR_CODES.promoPartial,
    });
    expect(await app.cartCall('getCart', auth, { store_id: cart.store_id })).toMatchObject({ promo_code: null, promo: null, grand_total_cents: 600 });
  });

  test('applies for what is left once the shopper accepts, showing both amounts, and is used up by the order', async () => {
    const { auth, cart } = await nearlyFreeCart();
    const accepted = await app.cartCall('applyPromoCode', auth, { cart_id: cart.id, store_id: cart.store_id, promo_code: 'WELCOME10', accept_partial: true });
    expect(accepted).toMatchObject({ promo_code: 'WELCOME10', promo: { discount_cents: 600, face_value_cents: 1000, single_use: true }, grand_total_cents: 0 });
    const order = await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    expect(order).toMatchObject({ discount_promo_cents: 600, promo: { face_value_cents: 1000 } });
  });

  test('a code that may be used again applies at once: nothing is lost', async () => {
    const { auth, cart } = await nearlyFreeCart({ singleUse: false });
    const response = await apply(auth, cart, 'WELCOME10');
    expect(response.status).toBe(200);
    expect(response.body.promo).toMatchObject({ discount_cents: 600, face_value_cents: 1000, single_use: false });
  });
});

describe('single use across orders (DECISIONS.md)', () => {
  test('a single-use code is taken with the order; the next cart is refused; cancelling gives it back', async () => {
    const { store, item, promo } = await shopWithPromo();
    const { auth, user } = await app.shopper();
    const first = await app.fillCart(auth, store.id, [{ id: item.id }]);
    await apply(auth, first, 'WELCOME10');
    const order = await app.cartCall('submitCart', withKey(auth), submitBody(first));
    expect(order).toMatchObject({ discount_promo_cents: 1000, grand_total_cents: 3000 });
    const taken = await app.db.select().from(promoRedemptions).where(and(eq(promoRedemptions.userId, user.id), eq(promoRedemptions.specialId, promo.id)));
    expect(taken).toHaveLength(1);

    const second = await app.fillCart(auth, store.id, [{ id: item.id }]);
    const refused = await apply(auth, second, 'welcome10');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: CART_MESSAGES.promoUsed, code: CART_ERROR_CODES.promoInvalid });

    await app.cartCall('cancelOrder', auth, { cart_id: order.id });
    expect((await apply(auth, second, 'WELCOME10')).status).toBe(200);
  });

  test('a code taken meanwhile by another order of the account fails the submit, and nothing is taken', async () => {
    const { store, item, promo } = await shopWithPromo();
    const { auth, user } = await app.shopper();
    const earlier = await app.cartCall('submitCart', withKey(auth), submitBody(await app.fillCart(auth, store.id, [{ id: item.id }])));
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    await apply(auth, cart, 'WELCOME10');
    // The other order took the code after this cart applied it (e.g. placed from another device).
    await app.db.insert(promoRedemptions).values({ userId: user.id, specialId: promo.id, cartId: earlier.id });
    const before = await app.stockOf(item.id);
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: CART_MESSAGES.promoUsed, code: CART_ERROR_CODES.promoInvalid });
    expect(await app.stockOf(item.id)).toEqual(before);
    expect((await app.cartRow(cart.id)).status).toBe('pending');
  });

  test('a special that is not single use can be used again', async () => {
    const { store, item } = await shopWithPromo({ singleUse: false });
    const { auth } = await app.shopper();
    const first = await app.fillCart(auth, store.id, [{ id: item.id }]);
    await apply(auth, first, 'WELCOME10');
    await app.cartCall('submitCart', withKey(auth), submitBody(first));
    const second = await app.fillCart(auth, store.id, [{ id: item.id }]);
    expect((await apply(auth, second, 'WELCOME10')).body.promo.single_use).toBe(false);
  });
});

describe('automatic cart-level specials (no promo code; audience keys)', () => {
  test('the best cart special applies by itself; an audience special only for shoppers with its key', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recPriceCents: 5000 });
    const everyone = await insertSpecial(app.db, store.id, { discountType: 'percent', discountLevel: 'cart', discountPercent: 10, caption: '10% off carts' });
    const members = await insertSpecial(app.db, store.id, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 1500, audienceKeys: ['vip'] });
    const shopper = await app.shopper();
    const vip = await app.shopper({ audienceKeys: ['vip'] });
    const plain = await app.fillCart(shopper.auth, store.id, [{ id: item.id }]);
    expect(plain).toMatchObject({ applied_special_id: everyone.id, discount_cart_level_cents: 500, grand_total_cents: 4500 });
    const theirs = await app.fillCart(vip.auth, store.id, [{ id: item.id }]);
    expect(theirs).toMatchObject({ applied_special_id: members.id, discount_cart_level_cents: 1500, grand_total_cents: 3500 });
  });
});
