import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCatalogListSchema, type AdminCatalogQueryInput } from '@/api/admin-catalog';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import type { Auth } from '../testing/cart-fixture';
import { submitBody, withKey } from '../testing/cart-fixture';
import { createImportTestApp, type ImportTestApp } from '../admin-import/import-test-kit';

/**
 * The console's table right after a write (README "The operator console"): the server keeps each
 * view's order between requests, so every test first asks for the views it checks, then writes
 * through the API, then expects the very next request to show the write in the view's membership,
 * order and values.
 */
let app: ImportTestApp;
let operator: Auth;
beforeAll(async () => {
  app = await createImportTestApp();
  operator = (await app.operator()).auth;
});
afterAll(() => app.close());

async function ids(storeId: number, query: AdminCatalogQueryInput) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await app.send('GET', `${adminCatalogPaths.adminStoreItems.path.replace('{id}', String(storeId))}?${search}`, operator);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return adminCatalogListSchema.parse(response.body).data.map((row) => row.id);
}

describe('the table after a change', () => {
  test('an item edit: a new price moves it in the price sort; hiding it takes it out of the visible items', async () => {
    const store = await app.store();
    const [cheap, middle, dear] = [await app.item(store.id, { recPriceCents: 1000 }), await app.item(store.id, { recPriceCents: 2000 }), await app.item(store.id, { recPriceCents: 3000 })];
    expect(await ids(store.id, { sort: 'price' })).toEqual([cheap.id, middle.id, dear.id]);
    expect(await ids(store.id, { visibility: 'visible', sort: 'price', dir: 'desc' })).toEqual([dear.id, middle.id, cheap.id]);
    const edited = await app.send('PATCH', adminCatalogPaths.adminUpdateItem.path.replace('{id}', String(dear.id)), operator, { prices: { recreational: 500 }, hidden_usage_types: ['recreational'] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await ids(store.id, { sort: 'price' })).toEqual([dear.id, cheap.id, middle.id]);
    expect(await ids(store.id, { visibility: 'visible', sort: 'price', dir: 'desc' })).toEqual([middle.id, cheap.id]);
  });

  test('an order: the stock it takes re-sorts the quantity column and moves a sold-out item to the out-of-stock filter', async () => {
    const store = await app.store();
    const [last, few, many] = [await app.item(store.id, { recSellableQty: 2 }), await app.item(store.id, { recSellableQty: 1 }), await app.item(store.id, { recSellableQty: 9 })];
    expect(await ids(store.id, { sort: 'quantity' })).toEqual([few.id, last.id, many.id]);
    expect(await ids(store.id, { stock: 'out' })).toEqual([]);
    const { auth } = await app.shopper();
    const cart = await app.fillCart(auth, store.id, [{ id: last.id, quantity: 2 }]);
    await app.cartCall('submitCart', withKey(auth), submitBody(cart));
    expect(await ids(store.id, { sort: 'quantity' })).toEqual([last.id, few.id, many.id]);
    expect(await ids(store.id, { stock: 'out' })).toEqual([last.id]);
  });

  test('a bulk edit: a price cut re-sorts the selection, hiding takes it out of the visible items', async () => {
    const store = await app.store();
    const [cheap, middle, dear] = [await app.item(store.id, { recPriceCents: 1000 }), await app.item(store.id, { recPriceCents: 2000 }), await app.item(store.id, { recPriceCents: 3000 })];
    expect(await ids(store.id, { sort: 'price' })).toEqual([cheap.id, middle.id, dear.id]);
    expect(await ids(store.id, { visibility: 'visible' })).toEqual([cheap.id, middle.id, dear.id]);
    const bulk = (action: unknown) => app.send('POST', adminCatalogPaths.adminBulkEditItems.path.replace('{id}', String(store.id)), operator, { usage_type: 'recreational', ids: [dear.id], action });
    expect((await bulk({ type: 'price_percent', percent: -90 })).status).toBe(200);
    expect(await ids(store.id, { sort: 'price' })).toEqual([dear.id, cheap.id, middle.id]);
    expect((await bulk({ type: 'hide' })).status).toBe(200);
    expect(await ids(store.id, { visibility: 'visible' })).toEqual([cheap.id, middle.id]);
  });

  test('an import: new items join the views, renamed ones move in the name sort and leave a search, removed ones leave the visible items', async () => {
    const store = await app.store();
    const row = (sku: string, name: string) => ({ batchInventoryId: sku, name, ecommDisplayName: name });
    const [bravo, delta] = [await app.item(store.id, row('B', 'Bravo')), await app.item(store.id, row('D', 'Delta'))];
    expect(await ids(store.id, { sort: 'name' })).toEqual([bravo.id, delta.id]);
    expect(await ids(store.id, { search: 'kush', sort: 'name' })).toEqual([]);
    expect(await ids(store.id, { visibility: 'visible', sort: 'name' })).toEqual([bravo.id, delta.id]);
    const rows = [app.row(store.storeSlug, 'B', { name: 'Echo Kush' }), app.row(store.storeSlug, 'C', { name: 'Charlie Kush' })];
    const applied = await app.importCsv(store.id, operator, rows, 'mode=apply&removed=hide');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const charlie = (await app.itemsOf(store.id)).find((item) => item.batchInventoryId === 'C')!;
    expect(await ids(store.id, { sort: 'name' })).toEqual([charlie.id, delta.id, bravo.id]);
    expect(await ids(store.id, { search: 'kush', sort: 'name' })).toEqual([charlie.id, bravo.id]);
    expect(await ids(store.id, { visibility: 'visible', sort: 'name' })).toEqual([charlie.id, bravo.id]);
    const renamed = await app.importCsv(store.id, operator, [rows[0]!, app.row(store.storeSlug, 'C', { name: 'Zulu' })], 'mode=apply&removed=keep');
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await ids(store.id, { sort: 'name' })).toEqual([delta.id, bravo.id, charlie.id]);
    expect(await ids(store.id, { search: 'kush', sort: 'name' })).toEqual([bravo.id]);
  });
});
