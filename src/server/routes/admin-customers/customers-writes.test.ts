import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { customerDetailSchema, customerListSchema } from '@/api/admin-customers';
import { USER_MESSAGES } from '@/api/user';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { userPaths } from '@/api/account-paths';
import { CUSTOMER_REASON_MAX_CHARS, POINTS_ADJUSTMENT_MAX } from '@/domain/constants';
import { POINTS_MESSAGES, REASON_MESSAGES } from '@/domain/customer-accounts';
import { loyaltyLedger } from '@/server/db/schema';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import { customerPath, customersKit, decisionPath, employeePath, pointsPath, searchPath } from './customers-test-kit';

/**
 * The console's writes on a customer (README "Customers in the console"): each is in the audit log
 * with its reason; an association decision tells the customer through the outbox and governs their
 * next cart call (part 2 §4 "Store association and ordering rights"); points are ledger entries
 * (DECISIONS.md "Rewards provider").
 */
let app: AdminTestApp;
let kit: ReturnType<typeof customersKit>;
let operator: Awaited<ReturnType<AdminTestApp['operator']>>;
beforeAll(async () => {
  app = await createAdminTestApp();
  kit = customersKit(app);
  operator = await app.operator();
});
afterAll(() => app.close());

const detailOf = (body: unknown) => customerDetailSchema.parse(body);

describe('store association decisions', () => {
  test('rejecting a pending medical association: the shopper can no longer add medical items, and hears why by email', async () => {
    const store = await app.store({ state: 'IL', ecommDisplayName: 'Lakeview' });
    const item = await app.item(store.id);
    const shopper = await kit.associated(store.id, 'medical', 'pending');
    const add = () => app.call('addItem', shopper.auth, { store_id: store.id, usage_type: 'medical', inventory_id: item.id, quantity: 1 });
    expect((await add()).status).toBe(200);

    const answer = await app.send('POST', decisionPath(shopper.user.id, shopper.association.id), operator.auth, { decision: 'reject', reason: 'Card number not found in the IL registry' });
    expect(answer.status).toBe(200);
    expect(detailOf(answer.body).associations[0]).toMatchObject({ status: 'rejected' });

    const refused = await add();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ADD_TO_CART_MESSAGES.associationDenied);
    const again = await app.post(userPaths.associateStore.path, shopper.auth, { store_id: store.id, association_type: 'medical', mmj_card_num: '12345678' });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(USER_MESSAGES.associationDenied);

    const [mail] = await app.outboxTo(shopper.user.email);
    expect(mail).toMatchObject({ channel: 'email', userId: shopper.user.id, subject: 'Greenleaf: your Medical membership at Lakeview request was denied' });
    expect(mail!.body).toBe('Your request for a Medical membership at Lakeview was denied: Card number not found in the IL registry. Please email us if you have questions.');
    expect(await app.outboxTo(shopper.user.phone)).toEqual([]);

    const [entry] = await kit.auditOf('user_store_association', shopper.association.id);
    expect(entry).toMatchObject({
      action: 'customer.association.reject',
      storeId: store.id,
      actorUserId: operator.user.id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'Card number not found in the IL registry' },
    });
  });

  test('confirming it again restores medical shopping; a text-only customer is told by text; suspending blocks again', async () => {
    const store = await app.store({ state: 'IL' });
    const item = await app.item(store.id);
    const shopper = await kit.associated(store.id, 'medical', 'rejected', { optPreferences: [{ type: 'transaction', opt_in: 'text', version: '1.1' }] });
    const add = () => app.call('addItem', shopper.auth, { store_id: store.id, usage_type: 'medical', inventory_id: item.id, quantity: 1 });
    expect((await add()).body.error).toBe(ADD_TO_CART_MESSAGES.associationDenied);
    expect((await app.send('POST', decisionPath(shopper.user.id, shopper.association.id), operator.auth, { decision: 'confirm', reason: 'Registry checked again.' })).status).toBe(200);
    expect((await add()).status).toBe(200);
    const [text] = await app.outboxTo(shopper.user.phone);
    expect(text).toMatchObject({ channel: 'sms' });
    expect(text!.body).toMatch(/^Greenleaf: Your Medical membership at .+ is confirmed: you can order there\. Note: Registry checked again\.$/);
    expect(await app.outboxTo(shopper.user.email)).toEqual([]);

    expect((await app.send('POST', decisionPath(shopper.user.id, shopper.association.id), operator.auth, { decision: 'suspend', reason: 'Card expired.' })).status).toBe(200);
    expect(await kit.associationStatus(shopper.association.id)).toBe('suspended');
    expect((await add()).body.error).toBe(ADD_TO_CART_MESSAGES.associationDenied);
  });

  test('a move the rules do not allow is 409 with the reason and changes nothing; bad input is 400 with field errors', async () => {
    const store = await app.store();
    const shopper = await kit.associated(store.id, 'medical', 'confirmed');
    const path = decisionPath(shopper.user.id, shopper.association.id);
    const refused = await app.send('POST', path, operator.auth, { decision: 'reject', reason: 'Changed my mind.' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('An association that is confirmed cannot be rejected.');

    const bad = await app.send('POST', path, operator.auth, { decision: 'ban', reason: ' x ' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ decision: ['Choose confirm, reject or suspend.'], reason: [REASON_MESSAGES.tooShort] });
    expect((await app.send('POST', path, operator.auth, { decision: 'suspend' })).body.fields).toEqual({ reason: [REASON_MESSAGES.tooShort] });
    expect((await app.send('POST', path, operator.auth, { decision: 'suspend', reason: 'y'.repeat(CUSTOMER_REASON_MAX_CHARS + 1) })).body.fields).toEqual({
      reason: [REASON_MESSAGES.tooLong],
    });
    expect((await app.send('POST', decisionPath(shopper.user.id, 999_999), operator.auth, { decision: 'suspend', reason: 'Card expired.' })).status).toBe(404);
    expect(await kit.associationStatus(shopper.association.id)).toBe('confirmed');
    expect(await kit.auditOf('user_store_association', shopper.association.id)).toEqual([]);
    expect(await app.outboxTo(shopper.user.email)).toEqual([]);
  });

  test('the decision, its audit entry and its notice commit together: with no outbox, nothing changes', async () => {
    const store = await app.store();
    const shopper = await kit.associated(store.id);
    const answer = await app.whileOutboxFails(() =>
      app.send('POST', decisionPath(shopper.user.id, shopper.association.id), operator.auth, { decision: 'reject', reason: 'No card.' }),
    );
    expect(answer.status).toBe(500);
    expect(await kit.associationStatus(shopper.association.id)).toBe('pending');
    expect(await kit.auditOf('user_store_association', shopper.association.id)).toEqual([]);
  });
});

describe('employee status (part 2 §1: employee discount, no rewards)', () => {
  test('confirming takes the customer out of rewards, forfeiting their points as leaving does; ending makes them a customer again; each audited with its reason', async () => {
    const shopper = await app.shopper({ loyaltyEnrolledAt: new Date() });
    await app.db.insert(loyaltyLedger).values({ userId: shopper.user.id, points: 200, reason: 'order 1' });
    const confirmed = await app.send('POST', employeePath(shopper.user.id), operator.auth, { action: 'confirm', reason: 'Hired as a budtender.' });
    expect(confirmed.status).toBe(200);
    expect(detailOf(confirmed.body).profile).toMatchObject({ employee_status: 'confirmed', is_loyalty_enrolled: false });
    expect(detailOf(confirmed.body).points).toMatchObject({ balance: 0, entries: [{ points: -200, reason: 'Left the rewards program' }, { points: 200 }] });
    const me = await app.post(userPaths.getMe.path, shopper.auth, {});
    expect(me.body).toMatchObject({ employee_status: 'confirmed', is_employee: true });

    const twice = await app.send('POST', employeePath(shopper.user.id), operator.auth, { action: 'confirm', reason: 'Again.' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('This customer is already a confirmed employee.');

    const ended = await app.send('POST', employeePath(shopper.user.id), operator.auth, { action: 'end', reason: 'Left the company.' });
    expect(detailOf(ended.body).profile.employee_status).toBe('none');
    const entries = await kit.auditOf('user', shopper.user.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['customer.employee.end', { employee_status: 'confirmed' }, { employee_status: 'none', reason: 'Left the company.' }],
      ['customer.employee.confirm', { employee_status: 'none', is_loyalty_enrolled: true }, { employee_status: 'confirmed', is_loyalty_enrolled: false, points_forfeited: 200, reason: 'Hired as a budtender.' }],
    ]);
    const bad = await app.send('POST', employeePath(shopper.user.id), operator.auth, { action: 'promote', reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ action: ['Choose confirm or end.'], reason: [REASON_MESSAGES.tooShort] });
  });
});

describe('points adjustments (DECISIONS.md "Rewards provider": the balance is the ledger)', () => {
  test('each adjustment is a new ledger entry with its reason; the balance is their sum; a debit below 0 is a 400 on points', async () => {
    const shopper = await app.shopper();
    await app.db.insert(loyaltyLedger).values({ userId: shopper.user.id, points: 100, reason: 'order 1' });
    const credit = await app.send('POST', pointsPath(shopper.user.id), operator.auth, { points: 40, reason: 'Late order goodwill' });
    expect(detailOf(credit.body).points).toMatchObject({ balance: 140, entries: [{ points: 40, reason: 'Adjustment: Late order goodwill' }, { points: 100 }] });
    const debit = await app.send('POST', pointsPath(shopper.user.id), operator.auth, { points: -140, reason: 'Duplicate account merge' });
    expect(detailOf(debit.body).points.balance).toBe(0);

    const below = await app.send('POST', pointsPath(shopper.user.id), operator.auth, { points: -1, reason: 'Too far' });
    expect(below.status).toBe(400);
    expect(below.body.fields).toEqual({ points: [POINTS_MESSAGES.belowZero(0)] });

    const rows = await app.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, shopper.user.id)).orderBy(loyaltyLedger.id);
    expect(rows.map((row) => row.points)).toEqual([100, 40, -140]);
    const me = await app.get(userPaths.loyaltyStatus.path, shopper.auth);
    expect(me.body).toMatchObject({ available_points: 0 });

    const audit = await kit.auditOf('loyalty_ledger', rows[2]!.id);
    expect(audit[0]).toMatchObject({ action: 'customer.points.adjust', before: { balance: 140 }, after: { balance: 0, points: -140, reason: 'Duplicate account merge' } });
  });

  test('a ledger whose entries add up below 0 (an older debit) shows a balance of 0, as the shopper sees it', async () => {
    const shopper = await app.shopper();
    await app.db.insert(loyaltyLedger).values([
      { userId: shopper.user.id, points: 40, reason: 'order 1' },
      { userId: shopper.user.id, points: -90, reason: 'order 2' },
    ]);
    expect(detailOf((await app.send('GET', customerPath(shopper.user.id), operator.auth)).body).points.balance).toBe(0);
    expect((await app.get(userPaths.loyaltyStatus.path, shopper.auth)).body).toMatchObject({ available_points: 0 });
  });

  test("the ledger reads newest first by when each entry happened, so a backdated order's points sit at their date", async () => {
    const shopper = await app.shopper();
    await app.db.insert(loyaltyLedger).values([
      { userId: shopper.user.id, points: 75, reason: 'Welcome bonus', createdAt: new Date('2026-01-05T12:00:00Z') },
      { userId: shopper.user.id, points: 30, reason: 'order 7', createdAt: new Date('2026-03-01T12:00:00Z') },
      { userId: shopper.user.id, points: 20, reason: 'order 3', createdAt: new Date('2026-02-01T12:00:00Z') },
    ]);
    const entries = detailOf((await app.send('GET', customerPath(shopper.user.id), operator.auth)).body).points.entries;
    expect(entries?.map((entry) => entry.reason)).toEqual(['order 7', 'order 3', 'Welcome bonus']);
  });

  test('bad amounts are 400 with the field named; nothing is written', async () => {
    const shopper = await app.shopper();
    for (const [points, message] of [
      [0, POINTS_MESSAGES.zero],
      [2.5, POINTS_MESSAGES.whole],
      ['40', POINTS_MESSAGES.whole],
      [POINTS_ADJUSTMENT_MAX + 1, POINTS_MESSAGES.tooMany],
    ] as const) {
      const bad = await app.send('POST', pointsPath(shopper.user.id), operator.auth, { points, reason: 'Because' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ points: [message] });
    }
    expect(await app.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, shopper.user.id))).toEqual([]);
  });
});

describe('search and detail', () => {
  test("matches as the staff terminal's search does: a phone saved with punctuation by its digits; % and _ only as themselves", async () => {
    const kim = await app.shopper({ first: 'Kim', last: 'Punctuated', phone: '(773) 555-0142' });
    const search = async (q: string) => customerListSchema.parse((await app.send('GET', searchPath(q), operator.auth)).body).data.map((row) => row.id);
    expect(await search('773 555 01')).toEqual([kim.user.id]);
    expect(await search('Punctuated %')).toEqual([]);
    expect(await search('Punctuat_d')).toEqual([]);
  });

  test('finds by name words, email and phone as typed, paged by last name; the detail shows orders with status and totals', async () => {
    const store = await app.store({ ecommDisplayName: 'Riverside' });
    const ada = await app.shopper({ first: 'Ada', last: 'Searchtest', email: 'ada.searchtest@example.com', phone: '3125550187' });
    const bo = await app.shopper({ first: 'Bo', last: 'Searchtest' });
    await kit.order(ada.user.id, store.id, 5300);
    const search = async (q: string, extra = '') => customerListSchema.parse((await app.send('GET', searchPath(q, extra), operator.auth)).body);
    expect((await search('ada searchtest')).data.map((row) => row.id)).toEqual([ada.user.id]);
    expect((await search('ADA.SEARCHTEST@')).data.map((row) => row.id)).toEqual([ada.user.id]);
    expect((await search('(312) 555-01')).data.map((row) => row.id)).toEqual([ada.user.id]);
    const firstPage = await search('Searchtest', '&limit=1');
    const secondPage = await search('Searchtest', '&limit=1&offset=1');
    expect([firstPage.data[0]!.id, secondPage.data[0]!.id]).toEqual([ada.user.id, bo.user.id]);
    expect(firstPage.total_rows).toBe(2);
    const bad = await app.send('GET', searchPath('x'.repeat(101), '&limit=500'), operator.auth);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['limit', 'q']);

    const detail = detailOf((await app.send('GET', customerPath(ada.user.id), operator.auth)).body);
    expect(detail.orders).toMatchObject([{ store_name: 'Riverside', status: 'finished', grand_total: 5300 }]);
    expect(detail.profile).toMatchObject({ first: 'Ada', email: 'ada.searchtest@example.com', contact_method: 'email' });
    expect((await app.send('GET', customerPath(0), operator.auth)).status).toBe(400);
  });
});

