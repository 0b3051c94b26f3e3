import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_ERROR_CODES } from '@/api/auth';
import { IDEMPOTENCY_MESSAGES } from '@/api/common';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { carts, kioskWriteKeys, rateLimitHits } from '@/server/db/schema';
import { IDEMPOTENT_REPLAY_HEADER } from '@/server/http/idempotency';
import { KIOSK_CHECK_IN_LIMIT } from '@/server/services/kiosk/kiosk-limits';
import { submitBody, withKey, type Auth } from '../testing/cart-fixture';
import { createKioskTestApp, type KioskTestApp } from './kiosk-test-kit';

/**
 * Kiosk check-in (DECISIONS.md "Modes of the one installable app": shoppers
 * check in for an order by phone or order number): awaiting_checkin -> submitted, recorded with the
 * kiosk, only for the kiosk's store, and exactly once even when the offline queue replays it.
 */
let app: KioskTestApp;
beforeAll(async () => {
  app = await createKioskTestApp();
});
afterAll(() => app.close());

const checkIn = (headers: Auth, body: unknown) => app.kioskCall('kioskCheckIn', headers, body);

describe('a shopper checks in at the kiosk of their store', () => {
  test('by phone: the order joins the queue (submitted), the change names the kiosk, the shopper sees it', async () => {
    const store = await app.store();
    const { kiosk, headers } = await app.pinnedKiosk(store.id);
    const phone = app.newPhone();
    const { order, auth, user } = await app.checkInOrder(store.id, { first: 'Avery', last: 'Quinn', phone });
    const response = await checkIn(headers, { phone });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ orders: [{ id: order.id, first_name: 'Avery', status: 'submitted' }] });
    expect(await app.orderStatus(order.id)).toBe('submitted');
    expect((await app.statusChanges(order.id)).at(-1)).toMatchObject({ fromStatus: 'awaiting_checkin', toStatus: 'submitted', kioskId: kiosk.id, changedByUserId: null });
    expect((await app.get(`/carts/${order.id}`, auth)).body.data[0].status).toBe('submitted');
    // The shopper is told by their contact method (email here): the placed notice, then the check-in.
    expect(await app.outboxTo(user.email)).toHaveLength(2);
  });

  test('the check-in and its notice commit together: when the notice cannot be recorded the order still waits', async () => {
    const store = await app.store();
    const { headers } = await app.pinnedKiosk(store.id);
    const { order, user } = await app.checkInOrder(store.id, { first: 'Sage', last: 'Moreno', phone: app.newPhone() });
    const failed = await app.whileOutboxFails(() => checkIn(headers, { order_id: order.id }));
    expect(failed.status).toBe(500);
    expect(await app.orderStatus(order.id)).toBe('awaiting_checkin');
    expect((await checkIn(headers, { order_id: order.id })).status).toBe(200);
    expect((await app.outboxTo(user.email)).map((notice) => notice.subject)).toEqual([
      expect.stringContaining(`you are checked in for order #${order.id}`),
      expect.stringContaining(`your order #${order.id} was received`),
    ]);
  });

  test('by order number, answering the first name only (a public screen)', async () => {
    const store = await app.store();
    const { headers } = await app.pinnedKiosk(store.id);
    const { order } = await app.checkInOrder(store.id, { first: 'Rowan', last: 'Ellsworth-Smith', phone: app.newPhone() });
    const response = await checkIn(headers, { order_id: order.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ orders: [{ id: order.id, first_name: 'Rowan', status: 'submitted' }] });
    expect(JSON.stringify(response.body)).not.toContain('Ellsworth');
    expect(await app.orderStatus(order.id)).toBe('submitted');
  });

  test("a phone checks in every order of that phone waiting at this store, including a staff order's contact phone", async () => {
    const store = await app.store();
    const { headers } = await app.pinnedKiosk(store.id);
    const phone = app.newPhone();
    const own = await app.checkInOrder(store.id, { first: 'Jordan', phone });
    // An anonymous order taken by staff (part 2 §4 "Staff order on behalf"): no account, a name and a phone as typed.
    const taken = await app.checkInOrder(store.id, { phone: app.newPhone() });
    const typed = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    await app.db.update(carts).set({ userId: null, anonymous: true, contactName: 'Jamie Rivera', contactPhone: typed }).where(eq(carts.id, taken.order.id));
    const response = await checkIn(headers, { phone });
    expect(response.status).toBe(200);
    expect(response.body.orders).toEqual([
      { id: own.order.id, first_name: 'Jordan', status: 'submitted' },
      { id: taken.order.id, first_name: 'Jamie', status: 'submitted' },
    ]);
  });

  test("another store's order, a placed order not waiting for check-in, another usage type or an order past 72 hours is not found", async () => {
    const store = await app.store();
    const other = await app.store();
    const { headers } = await app.pinnedKiosk(store.id, ['recreational']);
    const notFound = { error: KIOSK_MESSAGES.checkInNotFound };

    const elsewherePhone = app.newPhone();
    const elsewhere = await app.checkInOrder(other.id, { phone: elsewherePhone });
    for (const body of [{ order_id: elsewhere.order.id }, { phone: elsewherePhone }]) {
      const response = await checkIn(headers, body);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect(await app.orderStatus(elsewhere.order.id)).toBe('awaiting_checkin');

    const shopper = await app.shopper({ phone: app.newPhone() });
    const pickup = await app.fillCart(shopper.auth, store.id, [{ id: (await app.item(store.id)).id }]);
    await app.cartCall('submitCart', withKey(shopper.auth), submitBody(pickup));
    expect((await checkIn(headers, { order_id: pickup.id })).status).toBe(404);

    const medical = await app.checkInOrder(store.id, { phone: app.newPhone() });
    await app.db.update(carts).set({ usageType: 'medical' }).where(eq(carts.id, medical.order.id));
    expect((await checkIn(headers, { order_id: medical.order.id })).status).toBe(404);

    const old = await app.checkInOrder(store.id, { phone: app.newPhone() });
    await app.db.update(carts).set({ submittedOn: new Date(Date.now() - 73 * 3_600_000) }).where(eq(carts.id, old.order.id));
    expect((await checkIn(headers, { order_id: old.order.id })).status).toBe(404);
    expect(await app.orderStatus(old.order.id)).toBe('awaiting_checkin');
  });

  test('an order checked in once is not found the second time (without an Idempotency-Key)', async () => {
    const store = await app.store();
    const { headers } = await app.pinnedKiosk(store.id);
    const { order } = await app.checkInOrder(store.id, { phone: app.newPhone() });
    expect((await checkIn(headers, { order_id: order.id })).status).toBe(200);
    expect((await checkIn(headers, { order_id: order.id })).status).toBe(404);
    expect(await app.statusChanges(order.id)).toHaveLength(2); // placed, checked in
  });

  test('a phone written with the country code (as autofill or a pasted number gives it) finds the same order', async () => {
    const store = await app.store();
    const { headers } = await app.pinnedKiosk(store.id);
    const phone = app.newPhone();
    const { order } = await app.checkInOrder(store.id, { first: 'Avery', phone });
    const response = await checkIn(headers, { phone: `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ orders: [{ id: order.id, first_name: 'Avery', status: 'submitted' }] });
  });

  test('neither or both of phone and order number, or a bad phone, answers 400 with field errors', async () => {
    const { headers } = await app.pinnedKiosk((await app.store()).id);
    const chooseOne = { error: KIOSK_MESSAGES.checkInChooseOne, fields: { phone: [KIOSK_MESSAGES.checkInChooseOne], order_id: [KIOSK_MESSAGES.checkInChooseOne] } };
    for (const body of [{}, { phone: '3125550000', order_id: 12 }]) {
      const response = await checkIn(headers, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(chooseOne);
    }
    for (const [body, field] of [[{ phone: '555-0100' }, 'phone'], [{ order_id: 'twelve' }, 'order_id'], [{ order_id: -3 }, 'order_id']] as const) {
      const response = await checkIn(headers, body);
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toBeDefined();
    }
    for (const phone of ['+44 20 7946 0958', '(184) 555-5014']) {
      const response = await checkIn(headers, { phone });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ phone: [KIOSK_MESSAGES.checkInPhone] });
    }
  });
});

describe('a check-in queued offline is sent exactly once (Idempotency-Key per kiosk)', () => {
  test('replaying the same key answers the first body again and makes one status change', async () => {
    const store = await app.store();
    const { headers } = await app.pinnedKiosk(store.id);
    const { order } = await app.checkInOrder(store.id, { first: 'Casey', phone: app.newPhone() });
    const key = randomUUID();
    const first = await checkIn(withKey(headers, key), { order_id: order.id });
    const replayed = await checkIn(withKey(headers, key), { order_id: order.id });
    expect(first.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(first.body);
    expect(replayed.body.orders).toEqual([{ id: order.id, first_name: 'Casey', status: 'submitted' }]);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(replayed.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect((await app.statusChanges(order.id)).filter((change) => change.toStatus === 'submitted')).toHaveLength(1);
  });

  test('the same key with another body answers 422; a key whose first request still runs answers 409', async () => {
    const store = await app.store();
    const { kiosk, headers } = await app.pinnedKiosk(store.id);
    const { order } = await app.checkInOrder(store.id, { phone: app.newPhone() });
    const key = randomUUID();
    await checkIn(withKey(headers, key), { order_id: order.id });
    const otherBody = await checkIn(withKey(headers, key), { phone: app.newPhone() });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({ error: IDEMPOTENCY_MESSAGES.reusedKey });

    const running = await app.checkInOrder(store.id, { phone: app.newPhone() });
    const runningKey = randomUUID();
    await checkIn(withKey(headers, runningKey), { order_id: running.order.id });
    // As if the first request had claimed the key and not answered yet.
    await app.db
      .update(kioskWriteKeys)
      .set({ state: 'in_progress', statusCode: null, response: null })
      .where(and(eq(kioskWriteKeys.kioskId, kiosk.id), eq(kioskWriteKeys.key, runningKey)));
    const inProgress = await checkIn(withKey(headers, runningKey), { order_id: running.order.id });
    expect(inProgress.status).toBe(409);
    expect(inProgress.body).toEqual({ error: IDEMPOTENCY_MESSAGES.inProgress });
  });

  test("keys belong to one kiosk: another kiosk's equal key is its own check-in", async () => {
    const store = await app.store();
    const first = await app.pinnedKiosk(store.id);
    const second = await app.pinnedKiosk(store.id);
    const a = await app.checkInOrder(store.id, { phone: app.newPhone() });
    const b = await app.checkInOrder(store.id, { phone: app.newPhone() });
    const key = randomUUID();
    expect((await checkIn(withKey(first.headers, key), { order_id: a.order.id })).status).toBe(200);
    const other = await checkIn(withKey(second.headers, key), { order_id: b.order.id });
    expect(other.status).toBe(200);
    expect(other.body.orders[0].id).toBe(b.order.id);
  });
});

describe('a public screen cannot be used to probe phone numbers', () => {
  test('past the per-kiosk limit a check-in answers 429 with Retry-After; a replayed key is still answered', async () => {
    const store = await app.store();
    const { kiosk, headers } = await app.pinnedKiosk(store.id);
    const { order } = await app.checkInOrder(store.id, { phone: app.newPhone() });
    const key = randomUUID();
    const answered = await checkIn(withKey(headers, key), { order_id: order.id });
    const hits = Array.from({ length: KIOSK_CHECK_IN_LIMIT.limit }, () => ({ bucket: KIOSK_CHECK_IN_LIMIT.bucket, key: String(kiosk.id), at: new Date() }));
    await app.db.insert(rateLimitHits).values(hits);

    const limited = await checkIn(headers, { phone: app.newPhone() });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: AUTH_ERROR_CODES.rateLimited, retry_after_seconds: expect.any(Number) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await checkIn(withKey(headers, key), { order_id: order.id })).body).toEqual(answered.body);

    // Another kiosk is counted on its own.
    const other = await app.pinnedKiosk(store.id);
    expect((await checkIn(other.headers, { phone: app.newPhone() })).status).toBe(404);
  });
});
