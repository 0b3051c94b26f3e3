import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inventoryListSchema, type Product } from '@/api/inventory';
import { HOME_SUMMARY_LIMIT } from '@/domain/constants';
import { inventoryItems, stores } from '@/server/db/schema';
import { invalidateCatalog } from '@/server/services/catalog/catalog-cache';
import { bearer, insertStaffer } from '../testing/account-fixture';
import { names } from '../testing/menu-fixture';
import { createMenuTestApp, type ListQuery, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

const products = (query: ListQuery = {}, path?: string) => menu.listInventory(query, { path });
async function product(name: string, query: ListQuery = {}, headers: Record<string, string> = {}): Promise<Product> {
  const found = (await menu.listInventory({ limit: 200, ...query }, { headers })).data.find((item) => item.name === name);
  expect(found, name).toBeDefined();
  return found!;
}
const prices = (item: Product) => ({
  price: item.price_cents,
  discounted: item.discounted_price_cents,
  postTax: item.post_tax_price_cents,
  discountedPostTax: item.discounted_post_tax_price_cents,
  caption: item.applied_special_caption,
});

describe('prices (part 1 §3 product, §5 specials; money in cents, DECISIONS.md)', () => {
  test('the best browseable inventory special sets the discounted price; tax is added per usage type', async () => {
    // 20 % off ($32.00) beats $5 off ($35.00); Adult Use tax 10.25 %.
    expect(prices(await product('Blue Dream 3.5g'))).toEqual({
      price: 4000, discounted: 3200, postTax: 4410, discountedPostTax: 3528, caption: '20% off Blue Dream',
    });
    // $55.00 - $5 = $50.00; 50.00 x 1.1025 = 55.125 rounds half up to 55.13.
    expect(prices(await product('OG Kush 3.5g'))).toEqual({
      price: 5500, discounted: 5000, postTax: 6064, discountedPostTax: 5513, caption: '$5 off flower',
    });
  });

  test('a fixed-price special, and a percent that rounds half up to the cent', async () => {
    expect(prices(await product('Sour Diesel Pre-Roll'))).toMatchObject({ price: 1200, discounted: 1000, caption: 'Pre-rolls $10' });
    // 10 % off $10.05 = $9.045 -> $9.05.
    expect(prices(await product('Dark Chocolate Bar'))).toMatchObject({ price: 1005, discounted: 905 });
  });

  test('promo-code, audience, expired, future and other-usage specials leave the price alone', async () => {
    for (const name of ['Granddaddy Purple 7g', 'Relief Balm', 'Live Resin Cart', 'CO2 Distillate Cart', 'Hash Rosin 1g']) {
      expect(prices(await product(name)), name).toMatchObject({ discounted: null, discountedPostTax: null, caption: null });
    }
  });

  test('medical prices, medical specials and the medical tax rate (0 here)', async () => {
    expect(prices(await product('Hash Rosin 1g', { usage_type: 'medical' }))).toEqual({
      price: 6000, discounted: 5400, postTax: 6000, discountedPostTax: 5400, caption: 'Patients 10% off',
    });
    expect(prices(await product('Blue Dream 3.5g', { usage_type: 'medical' }))).toMatchObject({ price: 3600, discounted: 2880 });
    expect((await product('Berry Gummies 20pk', { usage_type: 'medical' })).quantity).toBe(7);
  });

  test('each product carries its store city and usage type', async () => {
    const item = await product('Blue Dream 3.5g', { usage_type: 'medical' });
    expect(item.store).toEqual({ city: 'Chicago' });
    expect(item.usage_type).toBe('medical');
  });
});

describe('include_specials and debug', () => {
  test('include_specials lists the browseable specials of each product, bundles included', async () => {
    const withSpecials = await products({ include_specials: true, limit: 200 });
    const titles = (name: string) => withSpecials.data.find((item) => item.name === name)!.specials.map((special) => special.id);
    expect(titles('Blue Dream 3.5g')).toEqual([menu.specials.percent.id, menu.specials.dollar.id]);
    expect(titles('Mint Gummies 10pk')).toEqual([menu.specials.bundle.id]);
    expect(titles('Granddaddy Purple 7g')).toEqual([]);
    const without = await products({ limit: 200 });
    expect(without.data.every((item) => item.specials.length === 0)).toBe(true);
  });

  test('debug=true adds stock and per-usage prices for staff of the store; without it they are absent (part 1 §3 admin fields)', async () => {
    // Who may ask is covered by inventory-debug.test.ts.
    const staff = await insertStaffer(menu.db, menu.brands.main.id, [menu.stores.menu.id]);
    const item = await product('OG Kush 3.5g', { debug: true }, await bearer(staff, menu.t.config.AUTH_SECRET));
    expect(item.debug).toEqual({
      remaining_qty: 0, reserved_qty: 0, med_sellable_qty: 8, rec_sellable_qty: 8, med_price_cents: 5000,
      rec_price_cents: 5500, med_post_tax_price_cents: 5000, rec_post_tax_price_cents: 6064, batch_qty: 0,
      batch_inventory_id: expect.any(String),
    });
    expect((await product('OG Kush 3.5g')).debug).toBeUndefined();
  });
});

describe('p/inventory/op/inventory-on-special (part 1 §7)', () => {
  test('lists only products on a browseable special, sellable when asked, 50 at most by default', async () => {
    const onSpecial = await products({ require_sellable_quantity: true }, 'p/inventory/op/inventory-on-special');
    expect(names(onSpecial)).toEqual([
      'Berry Gummies 20pk', 'Blue Dream 3.5g', 'Mint Gummies 10pk', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll',
    ]);
    const all = await products({}, 'p/inventory/op/inventory-on-special');
    expect(names(all)).toContain('Dark Chocolate Bar');
  });
});

describe('p/inventory/op/order-app-inventory-summary: the home carousel (part 1 §7, §9)', () => {
  const summary = (query: ListQuery = {}) =>
    menu.request(apiPath('p/inventory/op/order-app-inventory-summary', { store_id: menu.stores.menu.id, ...query }));

  test('featured first, sellable only, at most 10, cacheable for 5 minutes', async () => {
    const response = await summary();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = inventoryListSchema.parse(response.body);
    expect(body.data.length).toBeLessThanOrEqual(HOME_SUMMARY_LIMIT);
    expect(names(body).slice(0, 4)).toEqual(['OG Kush 3.5g', 'Blue Dream 3.5g', 'Mint Gummies 10pk', 'Berry Gummies 20pk']);
    expect(names(body)).not.toContain('Dark Chocolate Bar');
  });

  test('limit, categories and tags narrow it; the store can come from the header', async () => {
    expect(names((await summary({ limit: 2 })).body)).toEqual(['OG Kush 3.5g', 'Blue Dream 3.5g']);
    expect(names((await summary({ categories: 'edibles' })).body)).toEqual(['Mint Gummies 10pk', 'Berry Gummies 20pk']);
    const tagged = await menu.request(apiPath('p/inventory/op/order-app-inventory-summary', { tags: ['staff-picks'] }), {
      headers: { 'x-store-id': String(menu.stores.menu.id) },
    });
    expect(names(tagged.body)).toEqual(['Blue Dream 3.5g', 'Mint Gummies 10pk']);
  });
});

describe('freshness', () => {
  test('after a stock change is announced (invalidateCatalog), lists show the new quantity', async () => {
    expect((await product('Relief Balm')).quantity).toBe(7);
    await menu.db.update(inventoryItems).set({ recSellableQty: 2 }).where(eq(inventoryItems.id, menu.ids.balm));
    invalidateCatalog(menu.db, menu.stores.menu.id);
    expect((await product('Relief Balm')).quantity).toBe(2);
  });
});

describe('price filter at a store that shows post-tax prices (part 1 §3 show_post_tax_pricing, §5 price filter)', () => {
  test('"up to $N" and the price facet use the tax-inclusive price the tiles show', async () => {
    await menu.db.update(stores).set({ showPostTaxPricing: true }).where(eq(stores.id, menu.stores.menu.id));
    invalidateCatalog(menu.db, menu.stores.menu.id);
    try {
      // OG Kush pays $50.00 before tax and $55.13 with 10.25 % tax: over $55 on the menu.
      const capped = await products({ price_max: 55, limit: 200, include_facets: true });
      const shown = capped.data.map((item) => item.discounted_post_tax_price_cents ?? item.post_tax_price_cents);
      expect(Math.max(...shown)).toBeLessThanOrEqual(5500);
      expect(names(capped)).not.toContain('OG Kush 3.5g');
      expect(names(capped)).toContain('Blue Dream 3.5g');
      const all = await products({ limit: 200, include_facets: true });
      const highest = Math.max(...all.data.map((item) => item.discounted_post_tax_price_cents ?? item.post_tax_price_cents));
      expect(all.facets?.price?.max).toBe(Math.ceil(highest / 100));
    } finally {
      await menu.db.update(stores).set({ showPostTaxPricing: false }).where(eq(stores.id, menu.stores.menu.id));
      invalidateCatalog(menu.db, menu.stores.menu.id);
    }
  });
});

describe('a menu that is not open lists nothing (src/domain/store-ordering.ts; part 1 §2 divested and coming soon)', () => {
  test('switching the Adult Use menu off, or divesting the store, empties its lists and product pages', async () => {
    const before = await products({ limit: 1 });
    expect(before.total_rows).toBeGreaterThan(0);
    const id = before.data[0]!.id;
    for (const change of [{ isRecMenu: false }, { isRecComingSoon: true }, { isDivested: true }]) {
      await menu.db.update(stores).set(change).where(eq(stores.id, menu.stores.menu.id));
      invalidateCatalog(menu.db, menu.stores.menu.id);
      try {
        const list = await products({ usage_type: 'recreational', include_facets: true });
        expect(list.total_rows, JSON.stringify(change)).toBe(0);
        expect(list.data).toEqual([]);
        const detail = await menu.request(apiPath(`p/inventory/${id}`, { usage_type: 'recreational' }));
        expect(detail.body?.usage_type === 'recreational' && detail.status === 200, JSON.stringify(change)).toBe(false);
      } finally {
        await menu.db
          .update(stores)
          .set({ isRecMenu: true, isRecComingSoon: false, isDivested: false })
          .where(eq(stores.id, menu.stores.menu.id));
        invalidateCatalog(menu.db, menu.stores.menu.id);
      }
    }
    expect((await products({ limit: 1 })).total_rows).toBe(before.total_rows);
  });
});

