import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { adminCatalogListSchema, type AdminCatalogQueryInput } from '@/api/admin-catalog';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import type { Auth } from '../testing/cart-fixture';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';

/**
 * The console's catalog and stock table (README "The operator console"; part 1 §3 Inventory and its
 * filters, §7 list responses { data, rows, total_rows }): every item of one store for one usage type.
 */
let app: AdminTestApp;
let operator: Auth;
beforeAll(async () => {
  app = await createAdminTestApp();
  operator = (await app.operator()).auth;
});
afterAll(() => app.close());

const tablePath = (storeId: number) => adminCatalogPaths.adminStoreItems.path.replace('{id}', String(storeId));

async function table(storeId: number, query: AdminCatalogQueryInput = {}, auth = operator) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await app.send('GET', `${tablePath(storeId)}?${search}`, auth);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return adminCatalogListSchema.parse(response.body);
}

/** A store with three items of distinct names, brands, prices and stock. */
async function stockedStore() {
  const store = await app.store();
  const haze = await app.item(store.id, { name: 'Amber Haze', brand: 'Zeta', category: 'flower', strainType: 'sativa', recPriceCents: 5000, recSellableQty: 0, batchInventoryId: 'AH-1' });
  const gummy = await app.item(store.id, { name: 'berry gummies', brand: 'Acme', category: 'edibles', strainType: 'hybrid', recPriceCents: 1500, recSellableQty: 30, potencyUnit: 'mg', thc: 100 });
  const cart = await app.item(store.id, { name: 'Citrus Cart', brand: 'Acme', category: 'vapes', strainType: 'indica', recPriceCents: null, medPriceCents: 4000, recSellableQty: 5, tags: ['staff-picks'] });
  return { store, haze, gummy, cart };
}

describe('GET admin/stores/{id}/items', () => {
  test('lists every item of the store, offered to the usage type or not, with its price and stock for that usage type', async () => {
    const { store, haze, gummy, cart } = await stockedStore();
    const list = await table(store.id);
    expect(list.total_rows).toBe(3);
    expect(list.data.map((row) => row.name)).toEqual(['Amber Haze', 'berry gummies', 'Citrus Cart']);
    expect(list.data[0]).toMatchObject({ id: haze.id, sku: 'AH-1', brand: 'Zeta', category: 'flower', price_cents: 5000, sellable_qty: 0, hidden: false });
    expect(list.data[1]).toMatchObject({ id: gummy.id, potency_unit: 'mg', thc: 100, size: '3.5g' });
    expect(list.data[2]).toMatchObject({ id: cart.id, price_cents: null, tags: ['staff-picks'] });
    const medical = await table(store.id, { usage_type: 'medical' });
    expect(medical.data.find((row) => row.id === cart.id)).toMatchObject({ price_cents: 4000, sellable_qty: 10 });
  });

  test('pages with a stable order and counts the whole result', async () => {
    const store = await app.store();
    for (let n = 0; n < 7; n += 1) await app.item(store.id, { name: 'Same Name' });
    const first = await table(store.id, { limit: 3 });
    const second = await table(store.id, { limit: 3, offset: 3 });
    const third = await table(store.id, { limit: 3, offset: 6 });
    expect([first.total_rows, second.total_rows, third.total_rows]).toEqual([7, 7, 7]);
    expect([first.rows, second.rows, third.rows]).toEqual([3, 3, 1]);
    const ids = [...first.data, ...second.data, ...third.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(7);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('searches name, brand and sku; filters by category, brand, strain type, visibility and stock', async () => {
    const { store, haze, gummy, cart } = await stockedStore();
    await app.setItem(gummy.id, { hiddenUsageTypes: ['recreational'] });
    const ids = async (query: AdminCatalogQueryInput) => (await table(store.id, query)).data.map((row) => row.id);
    expect(await ids({ search: 'berry' })).toEqual([gummy.id]);
    expect(await ids({ search: 'ah-1' })).toEqual([haze.id]);
    expect(await ids({ search: 'acme citrus' })).toEqual([cart.id]);
    expect(await ids({ search: '"zeta"' })).toEqual([haze.id]);
    expect(await ids({ search: '100%' })).toEqual([]);
    expect(await ids({ category: 'vapes' })).toEqual([cart.id]);
    expect(await ids({ brand: 'Acme' })).toEqual([gummy.id, cart.id]);
    expect(await ids({ strain_type: 'sativa' })).toEqual([haze.id]);
    expect(await ids({ visibility: 'hidden' })).toEqual([gummy.id]);
    expect(await ids({ visibility: 'visible' })).toEqual([haze.id, cart.id]);
    expect(await ids({ visibility: 'hidden', usage_type: 'medical' })).toEqual([]);
    expect(await ids({ stock: 'out' })).toEqual([haze.id]);
    expect(await ids({ stock: 'in' })).toEqual([gummy.id, cart.id]);
    expect((await table(store.id)).data.find((row) => row.id === gummy.id)?.hidden).toBe(true);
  });

  test('sorts by each column either way, items without a price last', async () => {
    const { store, haze, gummy, cart } = await stockedStore();
    const ids = async (query: AdminCatalogQueryInput) => (await table(store.id, query)).data.map((row) => row.id);
    expect(await ids({ sort: 'name', dir: 'desc' })).toEqual([cart.id, gummy.id, haze.id]);
    expect(await ids({ sort: 'brand' })).toEqual([gummy.id, cart.id, haze.id]);
    expect(await ids({ sort: 'category' })).toEqual([gummy.id, haze.id, cart.id]);
    expect(await ids({ sort: 'price' })).toEqual([gummy.id, haze.id, cart.id]);
    expect(await ids({ sort: 'price', dir: 'desc' })).toEqual([haze.id, gummy.id, cart.id]);
    expect(await ids({ sort: 'quantity', dir: 'desc' })).toEqual([gummy.id, cart.id, haze.id]);
  });

  test("shows the console's own edits at once: a new price re-sorts the table, a hidden item moves between the visibility filters", async () => {
    const { store, haze, gummy, cart } = await stockedStore();
    const ids = async (query: AdminCatalogQueryInput) => (await table(store.id, query)).data.map((row) => row.id);
    expect(await ids({ sort: 'price' })).toEqual([gummy.id, haze.id, cart.id]);
    expect(await ids({ visibility: 'hidden' })).toEqual([]);
    await app.send('PATCH', adminCatalogPaths.adminUpdateItem.path.replace('{id}', String(haze.id)), operator, { prices: { recreational: 900 }, hidden_usage_types: ['recreational'] });
    expect(await ids({ sort: 'price' })).toEqual([haze.id, gummy.id, cart.id]);
    expect(await ids({ visibility: 'hidden' })).toEqual([haze.id]);
    expect((await table(store.id, { sort: 'price' })).data[0]).toMatchObject({ price_cents: 900, hidden: true });
  });

  test('bad input answers 400 with the field named', async () => {
    const store = await app.store();
    for (const [query, field] of [
      ['limit=201', 'limit'],
      ['offset=-1', 'offset'],
      ['sort=price_desc', 'sort'],
      ['dir=up', 'dir'],
      ['usage_type=both', 'usage_type'],
      ['category=plants', 'category'],
      ['visibility=some', 'visibility'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const response = await app.send('GET', `${tablePath(store.id)}?${query}`, operator);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.fields), query).toContain(field);
    }
    expect((await app.send('GET', tablePath(0) as string, operator)).status).toBe(400);
    expect((await app.send('GET', tablePath(2_147_483_648) as string, operator)).status).toBe(400);
  });
});

describe('who may read a store’s table (README "Roles")', () => {
  test('an operator reads any store of the brand; a store manager only theirs (403 elsewhere)', async () => {
    const mine = await app.store();
    const theirs = await app.store();
    await app.item(mine.id);
    const manager = await app.manager([mine.id]);
    expect((await table(mine.id, {}, manager.auth)).total_rows).toBe(1);
    const refused = await app.send('GET', tablePath(theirs.id), manager.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
    expect((await table(theirs.id)).total_rows).toBe(0);
  });

  test("another brand's store answers 404 to an operator and a manager alike", async () => {
    const foreign = await app.otherStore();
    await app.item(foreign.id);
    const manager = await app.manager([(await app.store()).id]);
    expect((await app.send('GET', tablePath(foreign.id), operator)).status).toBe(404);
    expect((await app.send('GET', tablePath(foreign.id), manager.auth)).status).toBe(404);
  });

  test('a budtender and a shopper are refused (403), a caller without a token 401', async () => {
    const store = await app.store();
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    expect((await app.send('GET', tablePath(store.id), budtender.auth)).status).toBe(403);
    expect((await app.send('GET', tablePath(store.id), shopper.auth)).status).toBe(403);
    expect((await app.send('GET', tablePath(store.id))).status).toBe(401);
  });
});
