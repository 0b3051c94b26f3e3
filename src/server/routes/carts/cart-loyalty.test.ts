import { eq, type Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_ERROR_CODES } from '@/api/cart';
import { LOYALTY_MESSAGES } from '@/domain/loyalty-redemption';
import { loyaltyLedger, stores, type users } from '@/server/db/schema';
import { LOYALTY_REFUSALS } from '@/server/services/carts/loyalty-check';
import { insertSpecial } from '../testing/catalog-fixture';
import { createCartTestApp, FULL_SERVICE, submitBody, withKey, type CartTestApp } from '../testing/cart-fixture';

/** Rewards on a cart (part 2 §4 Loyalty, §5 Rewards, §8 Rewards; DECISIONS.md: 40 points = $1, whole dollars). */
let app: CartTestApp;
beforeAll(async () => {
  app = await createCartTestApp();
});
afterAll(() => app.close());

type UserValues = Partial<typeof users.$inferInsert>;

/** An enrolled member with `points` and a cart of one $40 item (or `priceCents`). */
async function member(points = 400, values: UserValues = {}, priceCents = 4000) {
  const store = await app.store();
  const item = await app.item(store.id, { recPriceCents: priceCents });
  const shopper = await app.shopper({ loyaltyEnrolledAt: new Date(), ...values });
  if (points) await app.db.insert(loyaltyLedger).values({ userId: shopper.user.id, points, reason: 'earned' });
  const cart = await app.fillCart(shopper.auth, store.id, [{ id: item.id }]);
  return { store, item, cart, ...shopper };
}

const redeem = (auth: Record<string, string>, cart: { id: number; store_id: number }, points: number) =>
  app.call('redeemLoyalty', auth, { cart_id: cart.id, store_id: cart.store_id, loyalty_points: points });

/**
 * The SQL the database runs during `run`, in order: drizzle's logger, which every transaction's
 * session reads from the options of the database's own. Order, not timing, shows who locks first.
 */
async function recordingQueries(run: () => Promise<unknown>): Promise<string[]> {
  const options = (app.db as unknown as { session: { options: { logger?: Logger } } }).session.options;
  const queries: string[] = [];
  const before = options.logger;
  options.logger = { logQuery: (query) => queries.push(query) };
  try {
    await run();
  } finally {
    options.logger = before;
  }
  return queries;
}

async function balance(userId: number) {
  const rows = await app.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, userId));
  return rows.reduce((sum, row) => sum + row.points, 0);
}

describe('redeem-loyalty', () => {
  test('whole dollars of points come off the cart; the maximum is shown; removing puts them back', async () => {
    const { auth, cart } = await member();
    expect(cart.loyalty_max_redemption_dollars).toBe(40);
    const redeemed = await redeem(auth, cart, 120);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ loyalty_points_redeemed: 120, discount_loyalty_cents: 300, grand_total_cents: 3700, loyalty_invalid: false });
    const removed = await app.cartCall('removeLoyalty', auth, { cart_id: cart.id, store_id: cart.store_id });
    expect(removed).toMatchObject({ loyalty_points_redeemed: 0, grand_total_cents: 4000 });
  });

  test.each([
    ['not whole dollars', 400, {}, 4000, 50, LOYALTY_MESSAGES.invalid],
    ['more than the points available', 400, {}, 4000, 440, LOYALTY_MESSAGES.exceedsAvailable],
    ['more than the maximum', 400, {}, 500, 240, LOYALTY_MESSAGES.exceedsMax(5)],
    ['less than a dollar of points', 30, {}, 4000, 40, LOYALTY_MESSAGES.notEnoughPoints],
    ['an unverified phone', 400, { isPhoneVerified: false }, 4000, 40, LOYALTY_MESSAGES.phoneNotVerified],
    ['a shopper not enrolled', 400, { loyaltyEnrolledAt: null }, 4000, 40, LOYALTY_REFUSALS.notEnrolled],
    ['an employee', 400, { employeeStatus: 'confirmed' }, 4000, 40, LOYALTY_REFUSALS.employee],
  ] as const)('%s answers 409 LoyaltyInvalid with its message', async (_case, points, values, price, asked, message) => {
    const { auth, cart } = await member(points, values, price);
    const response = await redeem(auth, cart, asked);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: message, code: CART_ERROR_CODES.loyaltyInvalid });
  });

  test('a store that does not allow redemptions for the usage type refuses', async () => {
    const { auth, cart, store } = await member();
    await app.db.update(stores).set({ loyaltyAdmin: { ...FULL_SERVICE.loyaltyAdmin!, recreational_redemption: 'none' } }).where(eq(stores.id, store.id));
    expect((await redeem(auth, cart, 40)).body.error).toBe(LOYALTY_MESSAGES.storeDisallows);
  });
});

describe('points move with the order (DECISIONS.md "Rewards provider": our ledger)', () => {
  test('placing debits the redeemed points; the order shows points earning; cancelling credits them back', async () => {
    const { auth, user, cart } = await member(400);
    await redeem(auth, cart, 200);
    const order = await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    expect(order).toMatchObject({ loyalty_points_redeemed: 200, discount_loyalty_cents: 500, grand_total_cents: 3500, loyalty_points_accrued: 35 });
    expect(await balance(user.id)).toBe(200);
    const [debit] = await app.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.reason, `order ${order.id}`));
    expect(debit).toMatchObject({ userId: user.id, points: -200 });
    // The points the open order will earn show as pending in the rewards status (part 2 §3 user_loyalty).
    const status = await app.get('/users/op/loyalty-status?service=aiq', auth);
    expect(status.body).toMatchObject({ available_points: 200, pending_points: 35 });
    const cancelled = await app.cartCall('cancelOrder', auth, { cart_id: order.id, store_id: order.store_id });
    expect(cancelled.status).toBe('cancelled');
    expect(await balance(user.id)).toBe(400);
    expect((await app.get('/users/op/loyalty-status?service=aiq', auth)).body).toMatchObject({ pending_points: 0 });
  });

  test("placing an order that redeems points locks the shopper's row before reading the balance, as a console adjustment does, so the two take turns", async () => {
    const { auth, cart } = await member(400);
    await redeem(auth, cart, 400);
    const queries = await recordingQueries(() => app.call('submitCart', withKey(auth), submitBody(cart)));
    const lock = queries.findIndex((query) => /from "users" where .* for update/i.test(query));
    const balanceRead = queries.findIndex((query) => /select sum\("points"\) from "loyalty_ledger"/i.test(query));
    expect(lock).toBeGreaterThanOrEqual(0);
    expect(balanceRead).toBeGreaterThan(lock);
  });

  test('points spent elsewhere after redeeming fail the submit and nothing is taken', async () => {
    const { auth, user, cart, item } = await member(400);
    await redeem(auth, cart, 400);
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: -200, reason: 'adjustment' });
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: LOYALTY_MESSAGES.exceedsAvailable, code: CART_ERROR_CODES.loyaltyInvalid });
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 10, reserved: 0 });
    expect(await balance(user.id)).toBe(200);
  });
});

/** An automatic $-off cart special at the store (no code: every shopper gets it). */
const cartSpecialOff = (storeId: number, cents: number) => insertSpecial(app.db, storeId, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: cents });

describe('the maximum is what the other discounts left to pay (part 2 §5 Rewards, §9; README "How a cart is priced")', () => {
  test('a $12 cart a cart special took to $0 offers $0 and refuses 440 points with the max-redemption message', async () => {
    const store = await app.store();
    await cartSpecialOff(store.id, 1200);
    const item = await app.item(store.id, { recPriceCents: 1200 });
    const { auth, user } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: 440, reason: 'earned' });
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    expect(cart).toMatchObject({ grand_total_cents: 0, loyalty_max_redemption_dollars: 0 });
    const response = await redeem(auth, cart, 440);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: LOYALTY_MESSAGES.exceedsMax(0), code: CART_ERROR_CODES.loyaltyInvalid });
    expect((await app.cartRow(cart.id)).loyaltyPointsRedeemed).toBe(0);
  });

  test('a cart whose total is $24 offers $23 (one item keeps $1), not the $33 of its line price', async () => {
    const store = await app.store({ loyaltyAdmin: { ...FULL_SERVICE.loyaltyAdmin!, require_min_for_rec: 'all' } });
    await cartSpecialOff(store.id, 1000);
    const item = await app.item(store.id, { recPriceCents: 3400 });
    const { auth, user } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: 4000, reason: 'earned' });
    const cart = await app.fillCart(auth, store.id, [{ id: item.id }]);
    expect(cart).toMatchObject({ grand_total_cents: 2400, loyalty_max_redemption_dollars: 23 });
    expect((await redeem(auth, cart, 24 * 40)).body).toEqual({ error: LOYALTY_MESSAGES.exceedsMax(23), code: CART_ERROR_CODES.loyaltyInvalid });
    expect(await app.cartCall('redeemLoyalty', auth, { cart_id: cart.id, store_id: store.id, loyalty_points: 23 * 40 })).toMatchObject({
      discount_loyalty_cents: 2300,
      grand_total_cents: 100,
    });
  });

  test('points redeemed before a cart special began fail the submit: no $0.00 order, no points spent, no stock taken', async () => {
    const { auth, user, cart, store, item } = await member(440, {}, 1200);
    expect((await redeem(auth, cart, 440)).status).toBe(200);
    await cartSpecialOff(store.id, 1000);
    const response = await app.call('submitCart', withKey(auth), submitBody(cart));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: LOYALTY_MESSAGES.exceedsMax(2), code: CART_ERROR_CODES.loyaltyInvalid });
    expect(await balance(user.id)).toBe(440);
    expect((await app.cartRow(cart.id)).status).toBe('pending');
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 10, reserved: 0 });
  });
});
