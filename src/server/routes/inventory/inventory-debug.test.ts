import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inventoryListSchema, productSchema } from '@/api/inventory';
import { inventoryItems } from '@/server/db/schema';
import { bearer, insertStaffer, insertUser } from '../testing/account-fixture';
import { createMenuTestApp, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

/**
 * The admin-only debug fields (part 1 §3 "Admin-only debug fields", §7 debug param of GET p/inventory
 * and p/inventory/op/inventory-on-special) answer only to staff of the product's store (part 1 §6, part 2 §6).
 * Anyone else asking gets the public answer, silently.
 */
let menu: MenuTestApp;
const callers = {} as Record<'anonymous' | 'customer' | 'otherStoreStaff' | 'storeStaff', Record<string, string>>;
beforeAll(async () => {
  menu = await createMenuTestApp();
  const db = menu.db;
  const staffer = async (storeId: number) => bearer(await insertStaffer(db, menu.brands.main.id, [storeId]), menu.t.config.AUTH_SECRET);
  callers.anonymous = {};
  callers.customer = await bearer(await insertUser(db, menu.brands.main.id), menu.t.config.AUTH_SECRET);
  callers.otherStoreStaff = await staffer(menu.stores.fifo.id);
  callers.storeStaff = await staffer(menu.stores.menu.id);
});
afterAll(() => menu.close());

async function list(path: string, headers: Record<string, string>, query: Record<string, string | number | boolean> = {}) {
  const response = await menu.request(apiPath(path, { store_id: menu.stores.menu.id, limit: 200, ...query }), { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { body: inventoryListSchema.parse(response.body), cacheControl: response.headers.get('cache-control') };
}
const ogKush = (body: { data: { id: number; quantity: number; debug?: unknown }[] }) => body.data.find((item) => item.id === menu.ids.ogKush)!;

describe.each(['p/inventory', 'p/inventory/op/inventory-on-special', 'p/inventory/op/fifo-inventory'])('%s debug=true', (path) => {
  test.each(['anonymous', 'customer', 'otherStoreStaff'] as const)('a %s gets the products without debug fields', async (who) => {
    const { body } = await list(path, callers[who], { debug: true });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((item) => item.debug === undefined)).toBe(true);
  });

  test('staff of the store get the debug fields, marked never to be stored', async () => {
    const { body, cacheControl } = await list(path, callers.storeStaff, { debug: true });
    expect(ogKush(body).debug).toMatchObject({ rec_sellable_qty: 8, rec_price_cents: 5500, batch_inventory_id: expect.any(String) });
    expect(cacheControl).toBe('private, no-store');
  });
});

describe('GET p/inventory/{id} debug=true', () => {
  const item = async (headers: Record<string, string>) => {
    const response = await menu.request(apiPath(`p/inventory/${menu.ids.ogKush}`, { debug: true }), { headers });
    expect(response.status).toBe(200);
    return productSchema.parse(response.body);
  };

  test('only staff of the product\'s store get the debug fields', async () => {
    expect((await item(callers.anonymous)).debug).toBeUndefined();
    expect((await item(callers.customer)).debug).toBeUndefined();
    expect((await item(callers.otherStoreStaff)).debug).toBeUndefined();
    expect((await item(callers.storeStaff)).debug).toMatchObject({ rec_sellable_qty: 8, med_price_cents: 5000 });
  });
});

describe('the catalog cache (CATALOG_CACHE_SECONDS) and debug answers', () => {
  test('a debug answer is never cached for the public, and the public answer stays cached', async () => {
    // A query no other test asks, so the cache starts empty for it.
    const query = { order_by: 'price_desc', include_specials: true };
    const staffFirst = await list('p/inventory', callers.storeStaff, { ...query, debug: true });
    expect(ogKush(staffFirst.body).debug).toBeDefined();
    const publicAnswer = await list('p/inventory', callers.anonymous, query);
    expect(publicAnswer.body.data.every((product) => product.debug === undefined)).toBe(true);
    expect(publicAnswer.cacheControl).toBeNull();

    // Stock changes without the cache being told: the public keeps its cached answer for now,
    // while staff debugging see the store as it is.
    await menu.db.update(inventoryItems).set({ recSellableQty: 3 }).where(eq(inventoryItems.id, menu.ids.ogKush));
    expect(ogKush((await list('p/inventory', callers.anonymous, query)).body).quantity).toBe(8);
    const customerAsking = ogKush((await list('p/inventory', callers.customer, { ...query, debug: true })).body);
    expect([customerAsking.quantity, customerAsking.debug]).toEqual([8, undefined]);
    expect(ogKush((await list('p/inventory', callers.storeStaff, { ...query, debug: true })).body)).toMatchObject({
      quantity: 3,
      debug: expect.objectContaining({ rec_sellable_qty: 3 }),
    });
  });
});
