import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES, cartSchema } from '@/api/cart';
import { API_HEADERS, apiErrorSchema, IDEMPOTENCY_MESSAGES } from '@/api/common';
import { cartStatusChanges, users } from '@/server/db/schema';
import { REVIEW_CART } from '@/server/services/carts/place-order';
import { createCartTestApp, newKey, submitBody, withKey, type CartTestApp } from '../testing/cart-fixture';

/** carts/op/submit-cart (part 2 §4 statuses, §7; ARCHITECTURE.md "Data": stock taken in one transaction, idempotency key). */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

async function pickupCart(stock = { a: 10, b: 10 }) {
  const store = await app.store({ taxRateRecBps: 1000 });
  const a = await app.item(store.id, { name: 'Blue Dream 3.5g', recPriceCents: 4000, recSellableQty: stock.a });
  const b = await app.item(store.id, { name: 'Mint Gummies', category: 'edibles', recPriceCents: 2550, recSellableQty: stock.b });
  const shopper = await app.shopper();
  const cart = await app.fillCart(shopper.auth, store.id, [{ id: a.id, quantity: 2 }, { id: b.id }]);
  return { store, a, b, ...shopper, cart };
}

describe('placing an order (part 2 §4: status after submit is submitted)', () => {
  test('the order is submitted with frozen totals, stock moves to reserved, and the shopper gets a confirmation', async () => {
    const { a, b, auth, user, cart } = await pickupCart();
    expect(cart.subtotal_cents).toBe(10550);
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(200);
    const order = cartSchema.parse(response.body);
    expect(order).toMatchObject({ id: cart.id, status: 'submitted', subtotal_cents: 10550, tax_cents: 1055, grand_total_cents: 11600, rounding_difference_cents: 5 });
    expect(order.submitted_on).not.toBeNull();
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 8, reserved: 2 });
    expect(await app.stockOf(b.id)).toMatchObject({ rec: 9, reserved: 1 });
    const [notice] = await app.outboxTo(user.email);
    expect(notice).toMatchObject({ channel: 'email', subject: expect.stringContaining(`#${cart.id}`) });
    expect(notice!.body).toContain('$116.00');
    const changes = await app.db.select().from(cartStatusChanges).where(eq(cartStatusChanges.cartId, cart.id));
    expect(changes).toMatchObject([{ fromStatus: 'pending', toStatus: 'submitted', changedByUserId: user.id }]);
    // The shopper has no open cart any more.
    expect((await app.call('getCart', auth, {})).body).toEqual({ cart: null });
  });

  test("an order's totals never move: a later price change does not touch it", async () => {
    const { a, auth, cart } = await pickupCart();
    await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    await app.setItem(a.id, { recPriceCents: 9900 });
    const { data } = (await app.get(`/carts/${cart.id}`, auth)).body;
    expect(data[0]).toMatchObject({ status: 'submitted', subtotal_cents: 10550, grand_total_cents: 11600, warnings: [] });
    expect(data[0].cart_items[0].price_cents).toBe(4000);
  });

  test('a check-in order waits in awaiting_checkin (DECISIONS.md order types)', async () => {
    const { auth, cart } = await pickupCart();
    await app.cartCall('updateOrderType', auth, { cart_id: cart.id, store_id: cart.store_id, order_type: 'checkin' });
    const order = await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    expect(order).toMatchObject({ status: 'awaiting_checkin', checkin: true, order_type: 'pickup' });
  });

  test('a price that moved since the shopper saw it is shown first: 409 CheckoutBlocked, then the cart carries the warning', async () => {
    const { a, auth, cart } = await pickupCart();
    await app.setItem(a.id, { recPriceCents: 4200 });
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ code: CART_ERROR_CODES.checkoutBlocked, error: `The price of Blue Dream 3.5g changed from $40.00 to $42.00. ${REVIEW_CART}` });
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 10, reserved: 0 });
    const seen = await app.cartCall('getCart', auth, {});
    expect(seen.warnings.map((warning) => warning.code)).toEqual(['price_changed']);
    expect((await app.cartCall('submitCart', withKey(auth), submitBody(cart))).subtotal_cents).toBe(10950);
  });

  test('an empty cart cannot be placed (CheckoutBlocked)', async () => {
    const store = await app.store();
    const { auth } = await app.shopper();
    const cart = await app.cartCall('createCart', auth, { store_id: store.id, usage_type: 'recreational' });
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: CART_ERROR_CODES.checkoutBlocked, error: 'Your cart is empty' });
  });
});

describe('a line that can no longer be sold (README "The cart is the order": the whole submit fails, nothing is taken)', () => {
  test('a sold-out line answers 409 with the line and its reason; the other lines keep their stock', async () => {
    const { a, b, auth, cart } = await pickupCart();
    await app.setItem(b.id, { recSellableQty: 0 });
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    const error = apiErrorSchema.parse(response.body);
    expect(error).toMatchObject({ code: CART_ERROR_CODES.linesUnavailable, error: CART_MESSAGES.soldOutLine('Mint Gummies') });
    expect(error.lines).toEqual([{ inventory_id: b.id, name: 'Mint Gummies', message: CART_MESSAGES.soldOutLine('Mint Gummies') }]);
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 10, reserved: 0 });
    expect((await app.cartRow(cart.id)).status).toBe('pending');
  });

  test('fewer left than the line holds: "Only {n} of {name} left."', async () => {
    const { a, auth, cart } = await pickupCart();
    await app.setItem(a.id, { recSellableQty: 1 });
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.body.lines).toEqual([{ inventory_id: a.id, name: 'Blue Dream 3.5g', message: CART_MESSAGES.fewerLeft('Blue Dream 3.5g', 1) }]);
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 1, reserved: 0 });
  });

  test('a product no longer offered for the usage type counts as sold out', async () => {
    const { a, auth, cart } = await pickupCart();
    await app.setItem(a.id, { recPriceCents: null });
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.body.lines[0]).toMatchObject({ inventory_id: a.id, message: CART_MESSAGES.soldOutLine('Blue Dream 3.5g') });
  });
});

describe('idempotency (README "The cart is the order": the same key never makes two orders)', () => {
  test('the same key twice answers the same order and takes the stock once', async () => {
    const { a, auth, user, cart } = await pickupCart();
    const keyed = withKey(auth);
    const first = await app.cartCall('submitCart', keyed, submitBody(cart));
    const again = await app.cartCall('submitCart', keyed, submitBody(cart));
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('submitted');
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 8, reserved: 2 });
    expect(await app.outboxTo(user.email)).toHaveLength(1);
  });

  test('the same key sent twice at once makes one order', async () => {
    const { a, auth, cart } = await pickupCart();
    const keyed = withKey(auth);
    const answers = await Promise.all([app.call('submitCart', keyed, submitBody(cart)), app.call('submitCart', keyed, submitBody(cart))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.id)).toEqual([cart.id, cart.id]);
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 8, reserved: 2 });
  });

  test('a submit without an Idempotency-Key is 400 naming the header, and places nothing', async () => {
    const { a, auth, cart } = await pickupCart();
    const response = await app.call('submitCart', auth, submitBody(cart));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: IDEMPOTENCY_MESSAGES.missingKey, fields: { [API_HEADERS.idempotencyKey]: [IDEMPOTENCY_MESSAGES.missingKey] } });
    expect((await app.cartRow(cart.id)).status).toBe('pending');
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 10, reserved: 0 });
  });

  test('a placed cart submitted with another key answers 409 NoInProcessCarts', async () => {
    const { auth, cart } = await pickupCart();
    await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(CART_ERROR_CODES.noInProcessCarts);
  });

  test('my key of one order, sent for another of my carts, answers 422 as a key reused on any write does, and places nothing', async () => {
    const { store, a, auth, cart } = await pickupCart();
    const keyed = withKey(auth);
    await app.cartCall('submitCart', keyed, submitBody(cart));
    const next = await app.fillCart(auth, store.id, [{ id: a.id }]);
    const reused = await app.call('submitCart', keyed, submitBody(next));
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: IDEMPOTENCY_MESSAGES.reusedKey });
    expect((await app.cartRow(next.id)).status).toBe('pending');
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 8, reserved: 2 });

    // Asked again, the same key answers the same refusal: still nothing placed.
    const third = await app.fillCart(auth, store.id, [{ id: a.id }]);
    const reusedAgain = await app.call('submitCart', keyed, submitBody(third));
    expect([reusedAgain.status, reusedAgain.body]).toEqual([reused.status, reused.body]);
    expect((await app.cartRow(third.id)).status).toBe('pending');
  });

  test("another shopper's key is never answered with their order", async () => {
    const { auth, cart } = await pickupCart();
    const key = newKey();
    await app.cartCall('submitCart', withKey(auth, key), submitBody(cart));
    const other = await pickupCart();
    const response = await app.call('submitCart', withKey(other.auth, key), submitBody(other.cart));
    expect(response.status).toBe(409);
    expect(response.body.id).toBeUndefined();
  });
});

describe('the order and its confirmation commit together (README "Notices go out through a transactional outbox")', () => {
  test('when the notice cannot be recorded nothing is placed; the retry with the same key places the order and tells the shopper once', async () => {
    const { a, auth, user, cart } = await pickupCart();
    const keyed = withKey(auth);
    const failed = await app.whileOutboxFails(() => app.call('submitCart', keyed, submitBody(cart)));
    expect(failed.status).toBe(500);
    expect((await app.cartRow(cart.id)).status).toBe('pending');
    expect(await app.stockOf(a.id)).toMatchObject({ rec: 10, reserved: 0 });

    const placed = await app.cartCall('submitCart', keyed, submitBody(cart));
    expect(placed).toMatchObject({ id: cart.id, status: 'submitted' });
    expect((await app.cartCall('submitCart', keyed, submitBody(cart))).id).toBe(cart.id);
    const notices = await app.outboxTo(user.email);
    expect(notices.map((notice) => notice.subject)).toEqual([`Greenleaf: your order #${cart.id} was received`]);
  });
});

describe('the placing email is branded HTML with the text as its plain part (issue 21 "branded HTML emails"; DECISIONS.md "Email and SMS")', () => {
  test('the HTML names the brand on its colour, the order, its store, lines and total, links to the order; every value stays text', async () => {
    const store = await app.store({ name: 'Old Town <b>&', ecommDisplayName: 'Old Town <b>& "Co"', taxRateRecBps: 1000 });
    const item = await app.item(store.id, { name: 'Gummies <script>alert(1)</script>', ecommDisplayName: 'Gummies <script>alert(1)</script>', recPriceCents: 2000, recSellableQty: 5 });
    const { auth, user } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: item.id, quantity: 2 }]);
    await app.cartCall('submitCart', withKey(auth), submitBody(cart));

    const [email] = await app.outboxTo(user.email);
    // The text part is the notice as it always read.
    expect(email!.body).toBe(`Thank you for your order #${cart.id} at Old Town <b>& "Co". Total: $44.00, paid at the store. We will let you know when it is ready for pickup.`);
    const html = email!.html!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Greenleaf');
    expect(html).toContain('background:#2f6b3a');
    expect(html).toContain(`#${cart.id}`);
    expect(html).toContain('$44.00');
    expect(html).toContain(`href="https://${app.brand.hosts[0]}/order/${cart.id}"`);
    // The store and product names are escaped wherever they appear: no markup of theirs survives.
    expect(html).toContain('Old Town &lt;b&gt;&amp; &quot;Co&quot;');
    expect(html).toContain('Gummies &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<b>&');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/&times; 2</);
  });

  test('texts stay plain: an SMS notice has no HTML part', async () => {
    const { auth, user, cart } = await pickupCart();
    await app.db.update(users).set({ optPreferences: [{ type: 'transaction', opt_in: 'text', version: '1.1' }] }).where(eq(users.id, user.id));
    await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    const [text] = await app.outboxTo(user.phone);
    expect(text).toMatchObject({ channel: 'sms', html: null });
  });
});
