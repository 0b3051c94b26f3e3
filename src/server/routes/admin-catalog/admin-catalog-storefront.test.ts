import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartEnvelopeSchema } from '@/api/cart';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import { catalogPaths } from '@/api/catalog-paths';
import { inventoryListSchema } from '@/api/inventory';
import type { UsageType } from '@/domain/usage-type';
import type { Auth } from '../testing/cart-fixture';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';

/**
 * What a console edit does to the storefront (README "The operator console"): an item hidden from a
 * usage type is gone from that usage type's lists, counts, carousel and product page, and cannot be
 * added to a cart (part 1 §3 Inventory, §7); a new price reaches an open cart with the price-changed
 * warning (part 2 §8 cart warnings). Edits go through the console API, so the catalog's cached
 * answers must be dropped by the edit itself.
 */
let app: AdminTestApp;
let operator: Auth;
beforeAll(async () => {
  app = await createAdminTestApp();
  operator = (await app.operator()).auth;
});
afterAll(() => app.close());

const hide = (itemId: number, usages: UsageType[]) =>
  app.send('PATCH', adminCatalogPaths.adminUpdateItem.path.replace('{id}', String(itemId)), operator, { hidden_usage_types: usages });

async function listed(storeId: number, usage: UsageType) {
  const response = await app.get(`${catalogPaths.listInventory.path}?store_id=${storeId}&usage_type=${usage}&include_facets=true`);
  expect(response.status).toBe(200);
  return inventoryListSchema.parse(response.body);
}

async function carousel(storeId: number, usage: UsageType) {
  const response = await app.get(`${catalogPaths.inventorySummary.path}?store_id=${storeId}&usage_type=${usage}&order_by=name`);
  expect(response.status).toBe(200);
  return (response.body.data as { id: number }[]).map((product) => product.id);
}

async function breakdown(storeId: number, usage: UsageType) {
  const response = await app.get(`${catalogPaths.getStore.path.replace('{id}', String(storeId))}?view=inventory-category-breakdown&usage_type=${usage}`);
  expect(response.status).toBe(200);
  return response.body.inventory_breakdown as { categories: { category: string; count: number }[]; tags: { tag: string; count: number }[] };
}

const productPage = (itemId: number, usage: UsageType) => app.get(`${catalogPaths.getInventoryItem.path.replace('{id}', String(itemId))}?usage_type=${usage}`);

describe('an item hidden from a usage type', () => {
  test('is not listed, counted, shown in the carousel or the facets, and its product page is not found, for that usage type only', async () => {
    const store = await app.store();
    const shown = await app.item(store.id, { name: 'Shown Flower', category: 'flower', brand: 'Acme', tags: ['staff-picks'] });
    const hidden = await app.item(store.id, { name: 'Hidden Gummies', category: 'edibles', brand: 'Zeta', tags: ['staff-picks'] });
    expect((await listed(store.id, 'recreational')).total_rows).toBe(2);
    expect(await carousel(store.id, 'recreational')).toContain(hidden.id);
    expect((await hide(hidden.id, ['recreational'])).status).toBe(200);

    const list = await listed(store.id, 'recreational');
    expect(list.data.map((product) => product.id)).toEqual([shown.id]);
    expect(list.total_rows).toBe(1);
    expect(list.facets?.brands.map((facet) => facet.value)).toEqual(['Acme']);
    expect(list.facets?.categories.map((facet) => facet.value)).toEqual(['flower']);
    expect(await carousel(store.id, 'recreational')).toEqual([shown.id]);
    expect(await breakdown(store.id, 'recreational')).toEqual({ categories: [{ category: 'flower', count: 1 }], tags: [{ tag: 'staff-picks', count: 1 }] });
    expect((await productPage(hidden.id, 'recreational')).status).toBe(404);

    // Medical shoppers still see it: hidden is per usage type.
    expect((await listed(store.id, 'medical')).data.map((product) => product.id)).toEqual([hidden.id, shown.id]);
    expect((await productPage(hidden.id, 'medical')).status).toBe(200);
  });

  test('cannot be added to a cart for that usage type, and leaves a cart it was already in', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { name: 'Blue Dream', medPriceCents: null });
    const keeper = await app.item(store.id, { name: 'Keeper' });
    const { auth } = await app.shopper();
    await app.fillCart(auth, store.id, [{ id: item.id }, { id: keeper.id }]);
    await hide(item.id, ['recreational']);
    const cart = cartEnvelopeSchema.parse((await app.call('getCart', auth, {})).body).cart!;
    expect(cart.cart_items.map((line) => line.inventory_id)).toEqual([keeper.id]);
    expect(cart.warnings.map((warning) => [warning.code, warning.inventory_id])).toEqual([['sold_out', item.id]]);
    const refused = await app.call('addItem', auth, { store_id: store.id, usage_type: 'recreational', inventory_id: item.id, quantity: 1 });
    expect(refused.status).toBe(409);
    const after = cartEnvelopeSchema.parse((await app.call('getCart', auth, {})).body).cart!;
    expect(after.cart_items.map((line) => line.inventory_id)).toEqual([keeper.id]);
    await hide(item.id, []);
    expect((await app.call('addItem', auth, { store_id: store.id, usage_type: 'recreational', inventory_id: item.id, quantity: 1 })).status).toBe(200);
  });
});

describe('a price edited in the console', () => {
  test("reaches a shopper's open cart with the price-changed warning (part 2 §8), and the product page", async () => {
    const store = await app.store();
    const item = await app.item(store.id, { name: 'Blue Dream', recPriceCents: 4000 });
    const { auth } = await app.shopper();
    await app.fillCart(auth, store.id, [{ id: item.id }]);
    const edit = await app.send('PATCH', adminCatalogPaths.adminUpdateItem.path.replace('{id}', String(item.id)), operator, { prices: { recreational: 4500 } });
    expect(edit.status).toBe(200);
    const cart = cartEnvelopeSchema.parse((await app.call('getCart', auth, {})).body).cart!;
    expect(cart.warnings).toEqual([{ code: 'price_changed', inventory_id: item.id, message: 'The price of Blue Dream changed from $40.00 to $45.00.' }]);
    expect((await productPage(item.id, 'recreational')).body.price_cents).toBe(4500);
  });
});
