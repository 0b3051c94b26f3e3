import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminStorePaths } from '@/api/admin-store-paths';
import type { Cart } from '@/api/cart';
import { apiPaths } from '@/api/paths';
import { storeInventoryBreakdownSchema } from '@/api/ordering-app';
import { storeListSchema, storeSchema } from '@/api/store';
import { waitTimeListSchema } from '@/api/content';
import { ADD_TO_CART_MESSAGES } from '@/domain/add-to-cart-gate';
import { addDaysToDate, storeClock } from '@/domain/store-hours';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';

/**
 * A console change shows on the storefront at once (README "The operator console"): the store calls
 * of part 1 §7 (p/stores, p/stores/{id}, the startup read) answer the new settings on the next
 * request, caches included, and carts follow them (part 1 §3 temp_closed_*, part 2 §3 delivery_fee).
 */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

const settingsPath = (id: number) => adminStorePaths.patchStoreSettings.path.replace('{id}', String(id));
const storePath = (id: number) => apiPaths.getStore.path.replace('{id}', String(id));
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `${day}: 9:00 AM - 9:00 PM`).join('\n');

async function storefront(store: { id: number; storeSlug: string }) {
  const one = storeSchema.parse((await app.send('GET', storePath(store.id))).body);
  const listed = storeListSchema.parse((await app.send('GET', `${apiPaths.listStores.path}?ids=${store.id}`)).body).data[0]!;
  const startup = storeInventoryBreakdownSchema.parse((await app.send('GET', `${apiPaths.storeInventoryBreakdown.path}?store_slug=${store.storeSlug}`)).body).data[0]!;
  return { one, listed, current: startup.store!, tile: startup.stores.find((tile) => tile.id === store.id)! };
}

describe('switching off Adult Use ordering and changing Saturday’s hours', () => {
  test('every public store call answers the new values on the next request, and adding to an Adult Use cart is refused', async () => {
    const store = await app.store({ hours: WEEK, tempClosedRec: null });
    const item = await app.item(store.id);
    const shopper = await app.shopper();
    await storefront(store);
    const { auth } = await app.operator();
    const weekly = ['9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '10:00 AM - 4:00 PM', 'Closed'];
    const patched = await app.send('PATCH', settingsPath(store.id), auth, { usage: { recreational: { temp_closed: 'ordering_off' } }, hours: { weekly } });
    expect(patched.status).toBe(200);

    for (const seen of Object.values(await storefront(store))) {
      expect(seen.temp_closed_rec).toBe('ordering_off');
      expect(seen.temp_closed_med).toBeNull();
      expect(seen.hours.split('\n')[5]).toBe('Saturday: 10:00 AM - 4:00 PM');
      expect(seen.hours.split('\n')[6]).toBe('Sunday: Closed');
    }
    const add = await app.call('addItem', shopper.auth, { store_id: store.id, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    expect(add.status).toBe(409);
    expect(add.body.error).toBe(ADD_TO_CART_MESSAGES.ordersPaused);
  });

  test('a menu switched off empties the store’s cached category breakdown at once', async () => {
    const store = await app.store();
    await app.item(store.id, { category: 'flower' });
    const breakdown = async () => storeSchema.parse((await app.send('GET', `${storePath(store.id)}?view=inventory-category-breakdown&usage_type=recreational`)).body).inventory_breakdown!;
    expect((await breakdown()).categories.map((row) => row.category)).toEqual(['flower']);
    const { auth } = await app.operator();
    await app.send('PATCH', settingsPath(store.id), auth, { usage: { recreational: { menu: false } } });
    expect((await breakdown()).categories).toEqual([]);
  });
});

describe('dated exceptions reach shoppers', () => {
  test('the store carries the exceptions of the next two weeks, not later ones', async () => {
    const store = await app.store({ timezone: 'America/Chicago' });
    const today = storeClock({ timezone: 'America/Chicago' }, new Date()).date;
    const soon = { date: addDaysToDate(today, 1), hours: 'Closed', note: 'Inventory day' };
    const later = { date: addDaysToDate(today, 30), hours: '10:00 AM - 2:00 PM', note: 'Early close' };
    const { auth } = await app.operator();
    const put = await app.send('PUT', adminStorePaths.putStoreHourExceptions.path.replace('{id}', String(store.id)), auth, { exceptions: [later, soon] });
    expect(put.body.hours.exceptions).toEqual([soon, later]);
    for (const seen of Object.values(await storefront(store))) expect(seen.hour_exceptions).toEqual([soon]);
  });
});

describe('delivery fee and wait time', () => {
  test('the fee is charged on delivery carts only (part 2 §3 delivery_fee)', async () => {
    const store = await app.store({ deliveryMinimumCents: 0 });
    const item = await app.item(store.id, { recPriceCents: 3000 });
    const { auth } = await app.operator();
    await app.send('PATCH', settingsPath(store.id), auth, { delivery: { fee_cents: 499 } });
    const shopper = await app.shopper();
    const cart = await app.fillCart(shopper.auth, store.id, [{ id: item.id }]);
    expect(cart.delivery_fee_cents).toBe(0);
    const delivery = (await app.call('updateOrderType', shopper.auth, { cart_id: cart.id, store_id: store.id, order_type: 'delivery' })).body as Cart;
    expect(delivery.delivery_fee_cents).toBe(499);
    // The total rounds down to whole dollars (README "How a cart is priced"): compare before rounding.
    const beforeRounding = (seen: Cart) => seen.grand_total_cents + seen.rounding_difference_cents;
    expect(beforeRounding(delivery)).toBe(beforeRounding(cart) + 499);
  });

  test('the wait time shows on the store and in the wait times call (part 1 §7)', async () => {
    const store = await app.store({ waitTime: null });
    const { auth } = await app.operator();
    await app.send('PATCH', settingsPath(store.id), auth, { wait_time: 35 });
    const waits = () => app.send('GET', `${apiPaths.listWaitTimes.path}?store_ids=${store.id}`);
    expect(waitTimeListSchema.parse((await waits()).body).data.map((wait) => wait.minutes)).toEqual([35]);
    expect((await storefront(store)).one.wait_time).toBe(35);
    await app.send('PATCH', settingsPath(store.id), auth, { wait_time: null });
    expect(waitTimeListSchema.parse((await waits()).body).data).toEqual([]);
  });
});
