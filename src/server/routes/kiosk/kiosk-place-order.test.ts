import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES } from '@/api/auth';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/api/cart';
import { IDEMPOTENCY_MESSAGES } from '@/api/common';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { KIOSK_ORDER_MAX_LINES, KIOSK_ORDER_MESSAGES, placeKioskOrderResponseSchema } from '@/api/kiosk-orders';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { carts, rateLimitHits, stores, users } from '@/server/db/schema';
import { IDEMPOTENT_REPLAY_HEADER } from '@/server/http/idempotency';
import { KIOSK_ORDER_LIMIT } from '@/server/services/kiosk/kiosk-limits';
import { withKey, type Auth } from '../testing/cart-fixture';
import { createKioskTestApp, type KioskTestApp } from './kiosk-test-kit';

/**
 * A walk-in's order built at the kiosk (DECISIONS.md "Modes of the one
 * installable app": shoppers "build a check-in order under a name and phone"). The server prices it
 * and enforces stock, the line maximum and the store's purchase limits as for customers and staff
 * (part 1 §5, part 2 §9); it joins the staff queue at once as submitted, placed by the kiosk.
 */
let app: KioskTestApp;
beforeAll(async () => {
  app = await createKioskTestApp();
});
afterAll(() => app.close());

const placeOrder = (headers: Auth, body: unknown) => app.kioskCall('kioskPlaceOrder', headers, body);

const walkIn = (items: readonly unknown[], values: Record<string, unknown> = {}) => ({
  usage_type: 'recreational',
  first: 'Avery',
  last: 'Quinn',
  phone: app.newPhone(),
  items,
  ...values,
});

const ordersAt = (storeId: number) => app.db.select().from(carts).where(eq(carts.storeId, storeId));

/** A store with a pinned kiosk; tax on, so the total is visibly the server's. */
async function kioskStore(storeValues: Parameters<KioskTestApp['store']>[0] = {}) {
  const store = await app.store({ taxRateRecBps: 1000, ...storeValues });
  const pinned = await app.pinnedKiosk(store.id);
  return { store, ...pinned };
}

describe('kiosk mode: a walk-in places a check-in order under a name and phone', () => {
  test('the order is submitted at once, priced by the server, and shows in the staff queue with the typed name and phone', async () => {
    const { store, kiosk, staff, headers } = await kioskStore();
    const flower = await app.item(store.id, { recPriceCents: 3000 });
    const preroll = await app.item(store.id, { recPriceCents: 1250, category: 'pre_rolls' });
    const phone = app.newPhone();
    const response = await placeOrder(headers, walkIn([{ inventory_id: flower.id, quantity: 2 }, { inventory_id: preroll.id, quantity: 1 }], { phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` }));
    expect(response.status).toBe(200);
    const { order } = placeKioskOrderResponseSchema.parse(response.body);
    // 2 x $30.00 + $12.50 = $72.50, plus 10% tax = $79.75, rounded down to the dollar as every order's grand total is.
    expect(order).toEqual({ id: expect.any(Number), first_name: 'Avery', status: 'submitted', item_count: 3, total: 79 });

    const queued = (await app.staffQueue(staff.auth, store.id)).find((row) => row.id === order.id);
    expect(queued).toMatchObject({
      status: 'submitted',
      order_type: 'pickup',
      checkin: true,
      item_count: 3,
      grand_total_cents: 7900,
      customer: { user_id: null, first: 'Avery', last: 'Quinn', phone, anonymous: true, contact_method: 'none' },
      last_change: { from_status: 'pending', to_status: 'submitted', by: 'Kiosk' },
    });
    expect(await app.statusChanges(order.id)).toMatchObject([{ fromStatus: 'pending', toStatus: 'submitted', kioskId: kiosk.id, changedByUserId: null }]);
    expect(await app.stockOf(flower.id)).toMatchObject({ rec: 8, reserved: 2 });
    expect(await app.stockOf(preroll.id)).toMatchObject({ rec: 9, reserved: 1 });
  });

  test('a phone written with the country code is kept as the same 10 digits', async () => {
    const { store, staff, headers } = await kioskStore();
    const item = await app.item(store.id);
    const phone = app.newPhone();
    const response = await placeOrder(headers, walkIn([{ inventory_id: item.id, quantity: 1 }], { phone: `+1 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}` }));
    expect(response.status).toBe(200);
    const { order } = placeKioskOrderResponseSchema.parse(response.body);
    expect((await app.staffQueue(staff.auth, store.id)).find((row) => row.id === order.id)?.customer).toMatchObject({ phone });
  });

  test('the public screen is told the first name only, never the last name or the phone', async () => {
    const { store, headers } = await kioskStore();
    const item = await app.item(store.id);
    const phone = app.newPhone();
    const response = await placeOrder(headers, walkIn([{ inventory_id: item.id, quantity: 1 }], { first: ' Rowan ', last: 'Ellsworth-Smith', phone }));
    expect(response.status).toBe(200);
    expect(response.body.order.first_name).toBe('Rowan');
    expect(JSON.stringify(response.body)).not.toMatch(/Ellsworth|555/);
  });

  test("the same item twice is one line; the shopper's own restrictions (no account, no medical card) do not apply at the kiosk", async () => {
    const store = await app.store({ requiresMedicalCardToOrder: true });
    const { staff, headers } = await app.pinnedKiosk(store.id, ['medical']);
    const item = await app.item(store.id, { medPriceCents: 2000 });
    const response = await placeOrder(headers, walkIn([{ inventory_id: item.id, quantity: 2 }, { inventory_id: item.id, quantity: 3 }], { usage_type: 'medical', last: undefined }));
    expect(response.status).toBe(200);
    expect(response.body.order).toMatchObject({ status: 'submitted', item_count: 5, total: 100 });
    expect((await app.staffQueue(staff.auth, store.id))[0]).toMatchObject({ usage_type: 'medical', customer: { first: 'Avery', last: '' } });
    expect((await app.stockOf(item.id)).med).toBe(5);
  });

  test('still places after the staff member who pinned it left; with no staff left at the store it must be pinned again (401)', async () => {
    const { store, kiosk, staff, headers } = await kioskStore();
    const colleague = await app.staffer([store.id], { first: 'Maya', last: 'Lopez' });
    await app.db.delete(users).where(eq(users.id, staff.user.id));
    const item = await app.item(store.id);
    const response = await placeOrder(headers, walkIn([{ inventory_id: item.id, quantity: 1 }]));
    expect(response.status).toBe(200);
    expect(await app.statusChanges(response.body.order.id)).toMatchObject([{ changedByUserId: null, kioskId: kiosk.id }]);

    await app.db.delete(users).where(eq(users.id, colleague.user.id));
    const orphaned = await placeOrder(headers, walkIn([{ inventory_id: item.id, quantity: 1 }]));
    expect(orphaned.status).toBe(401);
    expect(orphaned.body).toEqual({ error: KIOSK_MESSAGES.notPinned });
    expect(await ordersAt(store.id)).toHaveLength(1);
  });
});

describe('kiosk mode: only a pinned kiosk places orders, and only from its menus', () => {
  test('no token, a made-up token or an unpinned kiosk answers 401 "not set up" and writes nothing', async () => {
    const { store, staff, headers } = await kioskStore();
    const item = await app.item(store.id);
    const body = walkIn([{ inventory_id: item.id, quantity: 1 }]);
    expect((await app.kioskCall('unpinKiosk', { ...staff.auth, ...headers })).status).toBe(200);
    for (const bad of [{}, app.kioskHeader('not-a-kiosk-token'), headers]) {
      const response = await placeOrder(bad, body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: KIOSK_MESSAGES.notPinned });
    }
    // A staff member's own sign-in is not a kiosk token either.
    expect((await placeOrder(staff.auth, body)).status).toBe(401);
    expect(await ordersAt(store.id)).toEqual([]);
    expect((await app.stockOf(item.id)).rec).toBe(10);
  });

  test("a usage type the kiosk wasn't pinned for, or whose menu the store closed since, answers 400 on usage_type", async () => {
    const store = await app.store();
    const { headers } = await app.pinnedKiosk(store.id, ['recreational', 'medical']);
    const recOnly = await app.pinnedKiosk(store.id, ['recreational']);
    const item = await app.item(store.id);
    const notServed = { error: KIOSK_ORDER_MESSAGES.menuNotServed, fields: { usage_type: [KIOSK_ORDER_MESSAGES.menuNotServed] } };
    const medical = walkIn([{ inventory_id: item.id, quantity: 1 }], { usage_type: 'medical' });

    const unpinnedUsage = await placeOrder(recOnly.headers, medical);
    expect(unpinnedUsage.status).toBe(400);
    expect(unpinnedUsage.body).toEqual(notServed);

    await app.db.update(stores).set({ isMedMenu: false }).where(eq(stores.id, store.id));
    const closedMenu = await placeOrder(headers, medical);
    expect(closedMenu.status).toBe(400);
    expect(closedMenu.body).toEqual(notServed);
    expect(await ordersAt(store.id)).toEqual([]);
  });

  test('bad input answers 400 with field errors, never 500: no items, too many lines, a bad phone, a blank name, a bad quantity', async () => {
    const { store, headers } = await kioskStore();
    const item = await app.item(store.id);
    const line = { inventory_id: item.id, quantity: 1 };
    const manyLines = Array.from({ length: KIOSK_ORDER_MAX_LINES + 1 }, (_, index) => ({ inventory_id: index + 1, quantity: 1 }));
    const cases = [
      [walkIn([]), { items: [KIOSK_ORDER_MESSAGES.emptyOrder] }],
      [walkIn(manyLines), { items: [KIOSK_ORDER_MESSAGES.tooManyLines] }],
      [walkIn([line], { phone: '555-0100' }), { phone: [KIOSK_ORDER_MESSAGES.validPhone] }],
      [walkIn([line], { phone: '+44 20 7946 0958' }), { phone: [KIOSK_ORDER_MESSAGES.validPhone] }],
      [walkIn([line], { first: '   ' }), { first: [KIOSK_ORDER_MESSAGES.nameRequired] }],
    ] as const;
    for (const [body, fields] of cases) {
      const response = await placeOrder(headers, body);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual(fields);
    }
    for (const [body, field] of [
      [walkIn([{ inventory_id: item.id, quantity: 21 }]), 'items'],
      [walkIn([{ inventory_id: item.id, quantity: 0 }]), 'items'],
      [walkIn([{ inventory_id: 'abc', quantity: 1 }]), 'items'],
      [walkIn([line], { usage_type: 'edibles' }), 'usage_type'],
      [walkIn([line], { phone: undefined }), 'phone'],
      [walkIn([line], { first: 'x'.repeat(81) }), 'first'],
    ] as const) {
      const response = await placeOrder(headers, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    }
    expect(await ordersAt(store.id)).toEqual([]);
  });
});

describe('kiosk mode: stock, the line maximum and purchase limits refuse as for customers and staff, writing nothing', () => {
  /** The refusal of a whole order: the staff add-item's answer naming the refused line, and no order, no stock taken. */
  async function expectRefused(storeId: number, response: { status: number; body: Record<string, unknown> }, message: string, reason: string, refusedId: number) {
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: message, code: CART_ERROR_CODES.addToCartBlocked, fields: { reason: [reason] } });
    expect(response.body.lines).toEqual([{ inventory_id: refusedId, name: expect.any(String), message }]);
    expect(await ordersAt(storeId)).toEqual([]);
  }

  test('a sold-out item refuses the whole order; the lines in stock are not taken', async () => {
    const { store, headers } = await kioskStore();
    const inStock = await app.item(store.id);
    const soldOut = await app.item(store.id, { recSellableQty: 0 });
    const response = await placeOrder(headers, walkIn([{ inventory_id: inStock.id, quantity: 2 }, { inventory_id: soldOut.id, quantity: 1 }]));
    await expectRefused(store.id, response, ADD_TO_CART_MESSAGES.outOfStock, 'out-of-stock', soldOut.id);
    expect(await app.stockOf(inStock.id)).toMatchObject({ rec: 10, reserved: 0 });
  });

  test("another store's item, or one not on the kiosk order's menu, is refused like a staff add", async () => {
    const { store, headers } = await kioskStore();
    const elsewhere = await app.item((await app.store()).id);
    const medicalOnly = await app.item(store.id, { recPriceCents: null });
    await expectRefused(store.id, await placeOrder(headers, walkIn([{ inventory_id: elsewhere.id, quantity: 1 }])), 'This item is sold at another store.', 'product-at-other-store', elsewhere.id);
    await expectRefused(store.id, await placeOrder(headers, walkIn([{ inventory_id: medicalOnly.id, quantity: 1 }])), "This item isn't available for Adult Use orders.", 'product-other-usage', medicalOnly.id);
  });

  test('more than the stock left, or more than 20 of one item (also across repeated lines), is refused', async () => {
    const { store, headers } = await kioskStore();
    const few = await app.item(store.id, { name: 'Blue Dream', recSellableQty: 3 });
    const plenty = await app.item(store.id, { name: 'OG Kush', recSellableQty: 50 });
    await expectRefused(store.id, await placeOrder(headers, walkIn([{ inventory_id: few.id, quantity: 4 }])), CART_MESSAGES.fewerLeft('Blue Dream', 3), 'quantity-unavailable', few.id);
    const overTwenty = walkIn([{ inventory_id: plenty.id, quantity: 15 }, { inventory_id: plenty.id, quantity: 6 }]);
    await expectRefused(store.id, await placeOrder(headers, overTwenty), 'You can have at most 20 of one item in your cart.', 'quantity-unavailable', plenty.id);
    expect((await app.stockOf(plenty.id)).rec).toBe(50);
  });

  test("past the store's purchase limit for a category is refused (part 2 §9); up to it places", async () => {
    const { store, headers } = await kioskStore({ purchaseLimits: [{ category: 'flower', med_limit: null, rec_limit: 3 }] });
    const first = await app.item(store.id);
    const second = await app.item(store.id);
    const over = walkIn([{ inventory_id: first.id, quantity: 2 }, { inventory_id: second.id, quantity: 2 }]);
    await expectRefused(store.id, await placeOrder(headers, over), ADD_TO_CART_MESSAGES.room(1), 'cart-would-hit-limit', second.id);
    const atLimit = await placeOrder(headers, walkIn([{ inventory_id: first.id, quantity: 2 }, { inventory_id: second.id, quantity: 1 }]));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.order.item_count).toBe(3);
  });
});

describe('kiosk mode: a double tap or a retry places one order (Idempotency-Key per kiosk)', () => {
  test('the same key answers the same order again and takes the stock once', async () => {
    const { store, staff, headers } = await kioskStore();
    const item = await app.item(store.id);
    const body = walkIn([{ inventory_id: item.id, quantity: 2 }]);
    const key = randomUUID();
    const first = await placeOrder(withKey(headers, key), body);
    const replayed = await placeOrder(withKey(headers, key), body);
    expect(first.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(first.body);
    expect(replayed.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await app.stockOf(item.id)).toMatchObject({ rec: 8, reserved: 2 });
    expect((await app.staffQueue(staff.auth, store.id)).map((order) => order.id)).toEqual([first.body.order.id]);

    const otherBody = await placeOrder(withKey(headers, key), { ...body, first: 'Someone' });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({ error: IDEMPOTENCY_MESSAGES.reusedKey });
  });

  test('a refusal is that key\'s answer; a new tap (a new key) places the order once the stock is back', async () => {
    const { store, headers } = await kioskStore();
    const item = await app.item(store.id, { recSellableQty: 0 });
    const body = walkIn([{ inventory_id: item.id, quantity: 1 }]);
    const key = randomUUID();
    expect((await placeOrder(withKey(headers, key), body)).status).toBe(409);
    await app.setItem(item.id, { recSellableQty: 4 });
    // A 4xx is kept for the key like a success: the retry of that same request is refused again.
    expect((await placeOrder(withKey(headers, key), body)).status).toBe(409);
    const placed = await placeOrder(withKey(headers, randomUUID()), body);
    expect(placed.status).toBe(200);
    expect((await app.stockOf(item.id)).rec).toBe(3);
  });

  test("keys belong to one kiosk: another kiosk's equal key places its own order", async () => {
    const { store, headers } = await kioskStore();
    const other = await app.pinnedKiosk(store.id);
    const item = await app.item(store.id);
    const key = randomUUID();
    const body = walkIn([{ inventory_id: item.id, quantity: 1 }]);
    const first = await placeOrder(withKey(headers, key), body);
    const second = await placeOrder(withKey(other.headers, key), body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.order.id).not.toBe(first.body.order.id);
    expect((await app.stockOf(item.id)).rec).toBe(8);
  });
});

describe('kiosk mode: a public screen cannot flood the queue', () => {
  test('past the per-kiosk order limit answers 429 with Retry-After, apart from the check-in budget', async () => {
    const { store, kiosk, headers } = await kioskStore();
    const item = await app.item(store.id);
    const key = randomUUID();
    const body = walkIn([{ inventory_id: item.id, quantity: 1 }]);
    const answered = await placeOrder(withKey(headers, key), body);
    const hits = Array.from({ length: KIOSK_ORDER_LIMIT.limit }, () => ({ bucket: KIOSK_ORDER_LIMIT.bucket, key: String(kiosk.id), at: new Date() }));
    await app.db.insert(rateLimitHits).values(hits);

    const limited = await placeOrder(headers, walkIn([{ inventory_id: item.id, quantity: 1 }]));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: AUTH_ERROR_CODES.rateLimited, retry_after_seconds: expect.any(Number) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A replayed key is still answered, and check-ins keep their own budget.
    expect((await placeOrder(withKey(headers, key), body)).body).toEqual(answered.body);
    expect((await app.kioskCall('kioskCheckIn', headers, { phone: app.newPhone() })).status).toBe(404);
    expect(await ordersAt(store.id)).toHaveLength(1);
  });
});
