import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CUSTOMER_SEARCH_LIMIT, customerSearchListSchema, STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { createStaffOrderTestApp, type StaffOrderTestApp } from './staff-orders-test-kit';

/** users/op/user_search_slim (part 2 §7; §3 "Customer search result": id, first, last, phone, email). */
let app: StaffOrderTestApp;
beforeAll(async () => {
  app = await createStaffOrderTestApp();
});
afterAll(() => app.close());

async function found(auth: Record<string, string>, storeId: number, search: string) {
  const response = await app.search(auth, { search, store_id: storeId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return customerSearchListSchema.parse(response.body);
}

describe('finding an existing customer (part 2 §6 "Portal user" searches customers: users/op/user_search_slim)', () => {
  test('by part of the name, the full name, the email or the phone digits as typed', async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id]);
    const { user: ada } = await app.shopper({ first: 'Adalind', last: 'Quennell', email: 'ada.q@example.com', phone: '3125550199' });
    const expected = { id: ada.id, first: 'Adalind', last: 'Quennell', phone: '3125550199', email: 'ada.q@example.com' };

    for (const search of ['adalind', 'QUENN', 'Adalind Quennell', 'ada.q@example', '(312) 555-0199', '5550199', '+1 312 555 0199', '+1 (312) 55']) {
      const list = await found(staff.auth, store.id, search);
      expect(list.data, search).toEqual([expected]);
      expect(list).toMatchObject({ rows: 1, total_rows: 1 });
    }
    expect((await found(staff.auth, store.id, 'Quennell Zed')).data).toEqual([]);
  });

  test('never lists staff, nor customers of another brand', async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id], { first: 'Zebulon', last: 'Staffer' });
    await app.shopper({ first: 'Zebulon', last: 'Elsewhere', orderingAppId: app.otherBrand.id });
    const { user: customer } = await app.shopper({ first: 'Zebulon', last: 'Customer' });
    const list = await found(staff.auth, store.id, 'zebulon');
    expect(list.data.map((row) => row.id)).toEqual([customer.id]);
  });

  test(`answers at most ${CUSTOMER_SEARCH_LIMIT}, alphabetically by last name, and counts every match`, async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id]);
    for (let n = 0; n < CUSTOMER_SEARCH_LIMIT + 2; n++) await app.shopper({ first: 'Manyfold', last: `Member ${String(n).padStart(2, '0')}` });
    const list = await found(staff.auth, store.id, 'manyfold');
    expect(list.rows).toBe(CUSTOMER_SEARCH_LIMIT);
    expect(list.total_rows).toBe(CUSTOMER_SEARCH_LIMIT + 2);
    expect(list.data[0]!.last).toBe('Member 00');
    expect(list.data.map((row) => row.last)).toEqual([...list.data.map((row) => row.last)].sort());
  });

  test('a search of fewer than 2 characters is bad input (400), as is no store', async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id]);
    for (const search of ['a', ' b ', '']) {
      const response = await app.search(staff.auth, { search, store_id: store.id });
      expect(response.status).toBe(400);
      expect(response.body.fields.search).toEqual([STAFF_ORDER_MESSAGES.searchTooShort]);
    }
    const noStore = await app.search(staff.auth, { search: 'ada' });
    expect(noStore.status).toBe(400);
    expect(noStore.body.fields.store_id).toBeDefined();
  });

  test('percent and underscore are searched as themselves', async () => {
    const store = await app.store();
    const staff = await app.staffer([store.id]);
    const { user } = await app.shopper({ first: 'Under_score', last: 'Person' });
    await app.shopper({ first: 'Underxscore', last: 'Person' });
    expect((await found(staff.auth, store.id, 'under_')).data.map((row) => row.id)).toEqual([user.id]);
    expect((await found(staff.auth, store.id, '%%')).data).toEqual([]);
  });
});
