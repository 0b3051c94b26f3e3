import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderQueueSchema } from '@/api/staff';
import { ORDER_FILTERS, PLACED_ORDER_STATUSES } from '@/domain/order-status';
import { carts, cartStatusChanges, kioskDevices } from '@/server/db/schema';
import type { Auth } from '../testing/cart-fixture';
import { createStaffTestApp, type StaffTestApp } from './staff-test-kit';

/** The Order Queue (part 2 §6 "a store-scoped list limited to the last 72 hours", §4 filters, §9). */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

async function queue(auth: Auth, body: object) {
  const response = await app.staffCall('orderQueue', auth, body);
  if (response.status !== 200) throw new Error(`order-queue answered ${response.status}: ${JSON.stringify(response.body)}`);
  return orderQueueSchema.parse(response.body);
}
const ids = (list: { data: { id: number }[] }) => list.data.map((order) => order.id);

async function storeWithStaff() {
  const store = await app.store({ ecommDisplayName: 'Riverside' });
  const item = await app.item(store.id, { recPriceCents: 2500 });
  return { store, item, staff: await app.staffer([store.id]) };
}

describe('what the queue lists', () => {
  test('a placed check-in order waits as awaiting_checkin with its customer and what staff can do', async () => {
    const { store, item, staff } = await storeWithStaff();
    const { auth, user } = await app.shopper({ first: 'Ada', last: 'Lovelace', optPreferences: [{ type: 'transaction', opt_in: 'text', version: '1.1' }] });
    const order = await app.placeOrder(auth, store.id, [{ id: item.id, quantity: 2 }], { checkin: true });
    const before = Date.now();
    const list = await queue(staff.auth, { store_id: store.id });
    expect(ids(list)).toEqual([order.id]);
    expect(list.data[0]).toMatchObject({
      status: 'awaiting_checkin',
      checkin: true,
      order_type: 'pickup',
      usage_type: 'recreational',
      item_count: 2,
      grand_total_cents: order.grand_total_cents,
      submitted_on: order.submitted_on,
      customer: { user_id: user.id, first: 'Ada', last: 'Lovelace', phone: user.phone, email: user.email, contact_method: 'text', anonymous: false },
      allowed_transitions: ['submitted', 'cancelled'],
      last_change: { from_status: 'pending', to_status: 'awaiting_checkin', by: 'Customer' },
    });
    expect(Date.parse(list.as_of)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('only the last 72 hours (part 2 §9), never an open cart, never another store', async () => {
    const { store, item, staff } = await storeWithStaff();
    const other = await app.store();
    const otherItem = await app.item(other.id);
    const shopper = await app.shopper();
    const old = await app.placeOrder(shopper.auth, store.id, [{ id: item.id }]);
    const recent = await app.placeOrder(shopper.auth, store.id, [{ id: item.id }]);
    await app.placeOrder(shopper.auth, other.id, [{ id: otherItem.id }]);
    await app.fillCart(shopper.auth, store.id, [{ id: item.id }]);
    await app.submittedHoursAgo(old.id, 73);
    await app.submittedHoursAgo(recent.id, 71);
    expect(ids(await queue(staff.auth, { store_id: store.id, statuses: [...PLACED_ORDER_STATUSES, 'pending'] }))).toEqual([recent.id]);
  });

  test('an anonymous staff order shows the name and contact typed in; kiosk and system changes are named so', async () => {
    const { store, staff } = await storeWithStaff();
    const now = new Date();
    const [order] = await app.db
      .insert(carts)
      .values({ orderingAppId: app.brand.id, storeId: store.id, usageType: 'recreational', status: 'submitted', submittedOn: now, grandTotalCents: 1500, anonymous: true, contactName: 'Grace Brewster Hopper', contactPhone: '3125550142', createdByUserId: staff.user.id })
      .returning();
    const [kiosk] = await app.db.insert(kioskDevices).values({ orderingAppId: app.brand.id, storeId: store.id, usageTypes: ['recreational'], tokenHash: `hash-${order!.id}` }).returning();
    await app.db.insert(cartStatusChanges).values([
      { cartId: order!.id, fromStatus: 'pending', toStatus: 'awaiting_checkin', changedByUserId: null, at: new Date(now.getTime() - 2000) },
      { cartId: order!.id, fromStatus: 'awaiting_checkin', toStatus: 'submitted', kioskId: kiosk!.id, at: new Date(now.getTime() - 1000) },
    ]);
    const [row] = (await queue(staff.auth, { store_id: store.id })).data;
    expect(row).toMatchObject({
      id: order!.id,
      item_count: 0,
      customer: { user_id: null, first: 'Grace', last: 'Brewster Hopper', phone: '3125550142', email: null, contact_method: 'none', anonymous: true },
      last_change: { to_status: 'submitted', by: 'Kiosk' },
    });
    const view = await app.orderView(staff.auth, order!.id, store.id);
    expect(view.body.history.map((change: { by: string }) => change.by)).toEqual(['System', 'Kiosk']);
    expect(view.body.order.user).toBeNull();
  });
});

describe('filters and order (part 2 §4: In Progress oldest first, otherwise newest first)', () => {
  test('In Progress lists submitted and fulfilled oldest first; the other choices newest first', async () => {
    const { store, item, staff } = await storeWithStaff();
    const shopper = await app.shopper();
    const first = await app.placeOrder(shopper.auth, store.id, [{ id: item.id }]);
    const second = await app.placeOrder(shopper.auth, store.id, [{ id: item.id }]);
    const third = await app.placeOrder(shopper.auth, store.id, [{ id: item.id }]);
    const cancelled = await app.placeOrder(shopper.auth, store.id, [{ id: item.id }]);
    await app.submittedHoursAgo(first.id, 3);
    await app.submittedHoursAgo(second.id, 2);
    await app.submittedHoursAgo(third.id, 1);
    await app.move(staff.auth, second, 'fulfilled');
    await app.move(staff.auth, cancelled, 'cancelled');

    const inProgress = await queue(staff.auth, { store_id: store.id, statuses: [...ORDER_FILTERS.in_progress.statuses] });
    expect(ids(inProgress)).toEqual([first.id, second.id, third.id]);
    expect(ids(await queue(staff.auth, { store_id: store.id, statuses: [...ORDER_FILTERS.cancelled.statuses] }))).toEqual([cancelled.id]);
    expect(ids(await queue(staff.auth, { store_id: store.id }))).toEqual([cancelled.id, third.id, second.id, first.id]);
    expect((await queue(staff.auth, { store_id: store.id, statuses: [] })).data).toEqual([]);
  });
});
