import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSpecialSchema, specialPreviewSchema } from '@/api/admin-specials';
import { catalogPaths } from '@/api/catalog-paths';
import { inventoryListSchema } from '@/api/inventory';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import type { Auth } from '../testing/cart-fixture';
import { createSpecial, promoBody, specialBody, specialPaths } from './special-test-kit';

/**
 * What a special made in the console does on the storefront (part 1 §3 Special, §5; README
 * "Specials in the console"): the menu and the cart show it on their next request, a paused or ended
 * special applies nowhere, and the preview prices the example cart exactly as a shopper's cart.
 */
let app: AdminTestApp;
let operator: Auth;
beforeAll(async () => {
  app = await createAdminTestApp();
  operator = (await app.operator()).auth;
});
afterAll(() => app.close());

async function menuPrices(storeId: number) {
  const response = await app.get(`${catalogPaths.listInventory.path}?store_id=${storeId}&usage_type=recreational`);
  expect(response.status).toBe(200);
  return Object.fromEntries(inventoryListSchema.parse(response.body).data.map((product) => [product.name, product.discounted_price_cents]));
}

describe('a special for a product brand', () => {
  test('discounts that brand on the menu and in the cart at once; paused it is gone, resumed back, ended gone for good', async () => {
    const store = await app.store({ taxRateRecBps: 1000 });
    const acme = await app.item(store.id, { name: 'Acme Flower', brand: 'Acme', recPriceCents: 3000 });
    await app.item(store.id, { name: 'Zeta Flower', brand: 'Zeta', recPriceCents: 4000 });
    expect(await menuPrices(store.id)).toEqual({ 'Acme Flower': null, 'Zeta Flower': null });

    const special = await createSpecial(app, operator, store.id, specialBody());
    expect(special.items.map((item) => item.id)).toEqual([acme.id]);
    expect(await menuPrices(store.id)).toEqual({ 'Acme Flower': 2400, 'Zeta Flower': null });
    const shopper = await app.shopper();
    const cart = await app.fillCart(shopper.auth, store.id, [{ id: acme.id, quantity: 2 }]);
    expect([cart.cart_items[0]!.discounted_price_cents, cart.subtotal_cents, cart.tax_cents, cart.grand_total_cents]).toEqual([2400, 4800, 480, 5200]);

    await app.send('POST', specialPaths.pause(special.id), operator);
    expect(await menuPrices(store.id)).toEqual({ 'Acme Flower': null, 'Zeta Flower': null });
    await app.send('POST', specialPaths.resume(special.id), operator);
    expect((await menuPrices(store.id))['Acme Flower']).toBe(2400);
    await app.send('POST', specialPaths.end(special.id), operator);
    expect((await menuPrices(store.id))['Acme Flower']).toBeNull();
  });

  test('scheduled for later it does not apply yet; an edit to a percent reaches the menu on the next request', async () => {
    const store = await app.store();
    await app.item(store.id, { name: 'Acme Flower', brand: 'Acme', recPriceCents: 3000 });
    const later = await createSpecial(app, operator, store.id, specialBody({ starts_at: '2099-01-01T09:00' }));
    expect(later.state).toBe('scheduled');
    expect((await menuPrices(store.id))['Acme Flower']).toBeNull();
    const edited = await app.send('PUT', specialPaths.one(later.id), operator, specialBody({ discount_percent: 50 }));
    expect(adminSpecialSchema.parse(edited.body).state).toBe('live');
    expect((await menuPrices(store.id))['Acme Flower']).toBe(1500);
  });
});

describe('the preview', () => {
  test("lists the items touched with their price before and after, and prices the example cart as the shopper's cart prices it", async () => {
    const store = await app.store({ taxRateRecBps: 825 });
    const first = await app.item(store.id, { name: 'A Acme Gummies', brand: 'Acme', category: 'edibles', recPriceCents: 2199 });
    const second = await app.item(store.id, { name: 'B Acme Vape', brand: 'Acme', category: 'vapes', recPriceCents: 4550 });
    await app.item(store.id, { name: 'C Zeta', brand: 'Zeta', recPriceCents: 1000 });
    const cartSpecial = promoBody('UNUSED', { title: 'Automatic $5 off', promo_codes: [], discount_dollar_cents: 500 });
    await createSpecial(app, operator, store.id, cartSpecial);
    const body = specialBody({ discount_percent: 15 });
    const preview = specialPreviewSchema.parse((await app.send('POST', specialPaths.preview(store.id), operator, { special: body, usage_type: 'recreational' })).body);
    expect(preview.items.map((item) => [item.name, item.price_cents, item.discounted_price_cents])).toEqual([['A Acme Gummies', 2199, 1869], ['B Acme Vape', 4550, 3868]]);

    await createSpecial(app, operator, store.id, body);
    const shopper = await app.shopper();
    const cart = await app.fillCart(shopper.auth, store.id, [{ id: first.id }, { id: second.id }]);
    const example = preview.example_cart;
    expect([example.subtotal_cents, example.discount_total_cents, example.tax_cents, example.grand_total_cents, example.rounding_difference_cents]).toEqual([
      cart.subtotal_cents,
      cart.discount_total_cents,
      cart.tax_cents,
      cart.grand_total_cents,
      cart.rounding_difference_cents,
    ]);
    expect(example.special_saving_cents).toBe(2199 + 4550 - 1869 - 3868);
  });

  test('of a bundle prices one set of its targets; of a promo code applies the code', async () => {
    const store = await app.store();
    const a = await app.item(store.id, { name: 'Bundle A', recPriceCents: 2000 });
    const b = await app.item(store.id, { name: 'Bundle B', recPriceCents: 1000 });
    const bundle = specialBody({ discount_type: 'bundle', discount_percent: null, bundle_price_cents: 2500, items: { inventory_ids: [], brands: [], categories: [] }, targets: [{ inventory_id: a.id, quantity_required: 2 }, { inventory_id: b.id, quantity_required: 1 }] });
    const bundled = specialPreviewSchema.parse((await app.send('POST', specialPaths.preview(store.id), operator, { special: bundle, usage_type: 'recreational' })).body);
    expect(bundled.example_cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Bundle A', 2], ['Bundle B', 1]]);
    expect([bundled.usage_type, bundled.example_cart.subtotal_cents, bundled.example_cart.special_saving_cents]).toEqual(['recreational', 5000, 2500]);
    const promo = specialPreviewSchema.parse((await app.send('POST', specialPaths.preview(store.id), operator, { special: promoBody('SAVE10') })).body);
    expect([promo.usage_type, promo.items]).toEqual(['recreational', []]);
    expect(promo.example_cart.special_saving_cents).toBe(1000);
  });
});
