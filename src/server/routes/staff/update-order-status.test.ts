import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartReceiptSchema, cartSchema } from '@/api/cart';
import { STAFF_MESSAGES, staffOrderSchema } from '@/api/staff';
import { carts, cartStatusChanges, loyaltyLedger, outboxMessages, promoRedemptions, users } from '@/server/db/schema';
import { insertSpecial } from '../testing/catalog-fixture';
import { withKey, type Auth } from '../testing/cart-fixture';
import { createStaffTestApp, type StaffTestApp } from './staff-test-kit';

/**
 * Staff moving orders along (part 2 §4 "Order and cart statuses", §6 "Portal user"):
 * allowed moves only, each recorded with who and when; a stopped order gives back what it took;
 * a finished one credits its points once; the customer hears of each step by their contact method.
 */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

async function storeWithStaff() {
  const store = await app.store({ ecommDisplayName: 'Old Town' });
  const item = await app.item(store.id, { name: 'Pre-Roll 5pk', recPriceCents: 4000 });
  return { store, item, staff: await app.staffer([store.id], { first: 'Rosa', last: 'Parks' }) };
}

const historyOf = (orderId: number) => app.db.select().from(cartStatusChanges).where(eq(cartStatusChanges.cartId, orderId)).orderBy(cartStatusChanges.id);
const ledgerOf = (userId: number) => app.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, userId));
const statusCall = (auth: Auth, order: { id: number; store_id: number }, status: string) =>
  app.staffCall('updateOrderStatus', auth, { store_id: order.store_id, cart_id: order.id, status });

describe('allowed moves (src/domain/order-status.ts allowedStaffTransitions)', () => {
  test('checked in, ready, finished: each recorded with who and when; the shopper sees the new status', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth } = await app.shopper();
    const order = await app.placeOrder(auth, store.id, [{ id: item.id }], { checkin: true });
    const before = Date.now();
    const checkedIn = await app.move(staff.auth, order, 'submitted');
    expect(checkedIn).toMatchObject({ order: { id: order.id, status: 'submitted', grand_total_cents: order.grand_total_cents }, allowed_transitions: ['fulfilled', 'rejected', 'cancelled'] });
    await app.move(staff.auth, order, 'fulfilled');
    const done = await app.move(staff.auth, order, 'finished');
    expect(done.allowed_transitions).toEqual([]);
    expect(done.history.map((change) => [change.from_status, change.to_status, change.by])).toEqual([
      ['pending', 'awaiting_checkin', 'Customer'],
      ['awaiting_checkin', 'submitted', 'Rosa Parks'],
      ['submitted', 'fulfilled', 'Rosa Parks'],
      ['fulfilled', 'finished', 'Rosa Parks'],
    ]);
    expect(Date.parse(done.history[1]!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await historyOf(order.id)).slice(1).every((change) => change.changedByUserId === staff.user.id)).toBe(true);
    const mine = cartReceiptSchema.parse((await app.get(`/carts/${order.id}`, auth)).body);
    expect(mine.data[0]!.status).toBe('finished');
  });

  test('a delivery goes out for delivery before it is finished', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth } = await app.shopper();
    const order = await app.placeOrder(auth, store.id, [{ id: item.id }]);
    await app.db.update(carts).set({ orderType: 'delivery' }).where(eq(carts.id, order.id));
    expect((await app.move(staff.auth, order, 'fulfilled')).allowed_transitions).toEqual(['picked_up', 'cancelled']);
    expect((await app.move(staff.auth, order, 'picked_up')).allowed_transitions).toEqual(['finished']);
    expect((await app.move(staff.auth, order, 'finished')).order.status).toBe('finished');
  });

  test('the order view answers the priced order, its customer and its history for the receipt', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth, user } = await app.shopper({ first: 'Ada', last: 'Lovelace' });
    const order = await app.placeOrder(auth, store.id, [{ id: item.id, quantity: 2 }]);
    const view = staffOrderSchema.parse((await app.orderView(staff.auth, order.id, store.id)).body);
    expect(cartSchema.parse(view.order)).toMatchObject({ id: order.id, subtotal_cents: 8000, grand_total_cents: order.grand_total_cents, user: { first: 'Ada', last: 'Lovelace' }, store: { ecomm_display_name: 'Old Town' } });
    expect(view.order.cart_items.map((line) => [line.inventory_id, line.quantity])).toEqual([[item.id, 2]]);
    expect(view.customer).toMatchObject({ user_id: user.id, email: user.email, contact_method: 'email', anonymous: false });
    expect(view.history.map((change) => change.to_status)).toEqual(['submitted']);
  });
});

describe('refused moves (409, nothing changes)', () => {
  test('a move the status does not allow answers 409 and leaves the order, its history and the ledger as they were', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth, user } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    const order = await app.placeOrder(auth, store.id, [{ id: item.id }]);
    const outboxBefore = (await app.outboxTo(user.email)).length;
    for (const status of ['finished', 'picked_up', 'awaiting_checkin', 'pending']) {
      const response = await statusCall(staff.auth, order, status);
      expect([response.status, response.body]).toEqual([409, { error: STAFF_MESSAGES.transitionNotAllowed }]);
    }
    expect((await app.cartRow(order.id)).status).toBe('submitted');
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await ledgerOf(user.id)).toEqual([]);
    expect(await app.outboxTo(user.email)).toHaveLength(outboxBefore);
  });

  test('a move and its notice commit together: when the notice cannot be recorded the order stays where it was', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth, user } = await app.shopper();
    const order = await app.placeOrder(auth, store.id, [{ id: item.id }]);
    const failed = await app.whileOutboxFails(() => statusCall(staff.auth, order, 'fulfilled'));
    expect(failed.status).toBe(500);
    expect((await app.cartRow(order.id)).status).toBe('submitted');
    expect(await historyOf(order.id)).toHaveLength(1);
    await app.move(staff.auth, order, 'fulfilled');
    const subjects = (await app.outboxTo(user.email)).map((notice) => notice.subject);
    expect(subjects).toEqual([`Greenleaf: your order #${order.id} is ready`, `Greenleaf: your order #${order.id} was received`]);
  });

  test('a stopped order cannot be moved again: the stock came back once', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth } = await app.shopper();
    const order = await app.placeOrder(auth, store.id, [{ id: item.id }]);
    await app.move(staff.auth, order, 'rejected');
    expect((await statusCall(staff.auth, order, 'cancelled')).status).toBe(409);
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 10, reserved: 0 });
  });
});

describe('reject and cancel give back what the order took (part 2 §4, like a customer cancel)', () => {
  test('reject returns the stock, the single-use promo and the redeemed points', async () => {
    const { store, item, staff } = await storeWithStaff();
    const promo = await insertSpecial(app.db, store.id, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 500, promoCodes: ['STAFF5'], singleUse: true });
    const { auth, user } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    await app.db.insert(loyaltyLedger).values({ userId: user.id, points: 400, reason: 'earned' });
    const cart = await app.fillCart(auth, store.id, [{ id: item.id, quantity: 2 }]);
    await app.cartCall('applyPromoCode', auth, { cart_id: cart.id, store_id: store.id, promo_code: 'STAFF5' });
    await app.cartCall('redeemLoyalty', auth, { cart_id: cart.id, store_id: store.id, loyalty_points: 120 });
    const order = await app.cartCall('submitCart', withKey(auth, `reject-${cart.id}-key`), { cart_id: cart.id, store_id: store.id });
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 8, reserved: 2 });

    expect((await app.move(staff.auth, order, 'rejected')).order.status).toBe('rejected');
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 10, reserved: 0 });
    expect(await app.db.select().from(promoRedemptions).where(and(eq(promoRedemptions.userId, user.id), eq(promoRedemptions.specialId, promo.id)))).toEqual([]);
    const points = (await ledgerOf(user.id)).reduce((sum, row) => sum + row.points, 0);
    expect(points).toBe(400);
  });

  test('an admin cancel of a ready order returns its stock, and the menu shows it at once', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth } = await app.shopper();
    const order = await app.placeOrder(auth, store.id, [{ id: item.id, quantity: 3 }]);
    await app.move(staff.auth, order, 'fulfilled');
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 7, reserved: 3 });
    const menuQuantity = async () => {
      const menu = await app.get(`/p/inventory?store_id=${store.id}&usage_type=recreational`);
      if (menu.status !== 200) throw new Error(JSON.stringify(menu.body));
      return menu.body.data.find((product: { id: number; quantity: number }) => product.id === item.id)?.quantity;
    };
    expect(await menuQuantity()).toBe(7);
    await app.move(staff.auth, order, 'cancelled');
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 10, reserved: 0 });
    expect(await menuQuantity()).toBe(10);
  });
});

describe('points are credited when the order is finished (DECISIONS.md "Money and points")', () => {
  test('once: Earning while open, then available, never counted twice', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth, user } = await app.shopper({ loyaltyEnrolledAt: new Date() });
    const order = await app.placeOrder(auth, store.id, [{ id: item.id }]);
    expect(order.loyalty_points_accrued).toBeGreaterThan(0);
    const status = async () => (await app.get('/users/op/loyalty-status?service=aiq', auth)).body;
    expect(await status()).toMatchObject({ available_points: 0, pending_points: order.loyalty_points_accrued });

    await app.move(staff.auth, order, 'fulfilled');
    expect(await ledgerOf(user.id)).toEqual([]);
    await app.move(staff.auth, order, 'finished');
    expect(await status()).toMatchObject({ available_points: order.loyalty_points_accrued, pending_points: 0, loyalty_points: order.loyalty_points_accrued });
    expect((await statusCall(staff.auth, order, 'finished')).status).toBe(409);
    expect((await ledgerOf(user.id)).map((row) => row.points)).toEqual([order.loyalty_points_accrued]);
  });
});

describe('the customer hears of each step by their contact method (part 2 §3 opt_preferences)', () => {
  const messagesAbout = (userId: number) => app.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId)).orderBy(outboxMessages.id);

  test('email, text, both or none', async () => {
    const { store, item, staff } = await storeWithStaff();
    const byMethod = async (method: 'email' | 'text' | 'email,text' | 'none') => {
      const { auth, user } = await app.shopper();
      const order = await app.placeOrder(auth, store.id, [{ id: item.id }]);
      // Chosen after placing: a shopper without a contact method cannot order (part 2 §4), but may opt out later.
      await app.db.update(users).set({ optPreferences: [{ type: 'transaction', opt_in: method, version: '1.1' }] }).where(eq(users.id, user.id));
      const placed = (await messagesAbout(user.id)).length;
      await app.move(staff.auth, order, 'fulfilled');
      return { user, order, sent: (await messagesAbout(user.id)).slice(placed) };
    };

    const email = await byMethod('email');
    expect(email.sent.map((message) => [message.channel, message.recipient])).toEqual([['email', email.user.email]]);
    expect(email.sent[0]!.body).toContain(`#${email.order.id}`);
    expect(email.sent[0]!.body).toContain('Old Town');
    expect(email.sent[0]!.subject).toContain('ready');

    const text = await byMethod('text');
    expect(text.sent.map((message) => [message.channel, message.recipient])).toEqual([['sms', text.user.phone]]);
    expect(text.sent[0]!.body).toContain(`#${text.order.id}`);

    const both = await byMethod('email,text');
    expect(both.sent.map((message) => message.channel)).toEqual(['email', 'sms']);
    expect((await byMethod('none')).sent).toEqual([]);
  });

  test('each workflow step says what happened; an anonymous order notifies nobody', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth, user } = await app.shopper();
    const order = await app.placeOrder(auth, store.id, [{ id: item.id }], { checkin: true });
    await app.move(staff.auth, order, 'submitted');
    await app.move(staff.auth, order, 'fulfilled');
    await app.move(staff.auth, order, 'finished');
    const subjects = (await messagesAbout(user.id)).map((message) => message.subject);
    expect(subjects).toEqual([
      expect.stringContaining('received'),
      expect.stringContaining('checked in'),
      expect.stringContaining('ready'),
      expect.stringContaining('complete'),
    ]);

    const [anonymous] = await app.db
      .insert(carts)
      .values({ orderingAppId: app.brand.id, storeId: store.id, usageType: 'recreational', status: 'submitted', submittedOn: new Date(), anonymous: true, contactName: 'Walk In', contactEmail: 'walkin@example.com' })
      .returning();
    await app.move(staff.auth, { id: anonymous!.id, store_id: store.id }, 'rejected');
    expect(await app.outboxTo('walkin@example.com')).toEqual([]);
  });
});
