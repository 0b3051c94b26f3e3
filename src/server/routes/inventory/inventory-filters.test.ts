import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { names } from '../testing/menu-fixture';
import { createMenuTestApp, type ListQuery, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

/** The names a shopper sees for a list query at the menu store (default order: name, part 1 §5). */
async function list(query: ListQuery = {}) {
  const body = await menu.listInventory(query);
  expect(body.rows).toBe(body.data.length);
  return names(body);
}

describe('what a list offers (part 1 §3, §7)', () => {
  test('only products offered for the usage type; sellable filters hide what is out of stock', async () => {
    expect(await list()).toEqual([
      'Berry Gummies 20pk', 'Blue Dream 3.5g', 'CO2 Distillate Cart', 'Dark Chocolate Bar', 'Granddaddy Purple 7g',
      'Hash Rosin 1g', 'Live Resin Cart', 'Mint Gummies 10pk', 'OG Kush 3.5g', 'Relief Balm', 'Sour Diesel Pre-Roll',
    ]);
    const sellable = await list({ require_sellable_quantity: true });
    expect(sellable).not.toContain('Dark Chocolate Bar');
    expect(sellable).toHaveLength(10);
    expect(await list({ sellable: true })).toEqual(sellable);
  });

  test('medical lists medical prices and stock: med-only products appear, rec-only ones do not', async () => {
    const medical = await list({ usage_type: 'medical', require_sellable_quantity: true });
    expect(medical).toContain('Patient Tincture');
    expect(medical).not.toContain('Granddaddy Purple 7g');
    expect(medical).not.toContain('CO2 Distillate Cart');
    expect(medical).toHaveLength(10);
  });

  test('the store can come from the x-store-id header instead of store_id (part 1 §7 headers)', async () => {
    const response = await menu.request(apiPath('p/inventory', { categories: 'flower' }), {
      headers: { 'x-store-id': String(menu.stores.menu.id) },
    });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Blue Dream 3.5g', 'Granddaddy Purple 7g', 'OG Kush 3.5g']);
  });

  test('products of other stores never show', async () => {
    const all = await list();
    expect(all).not.toContain('Gelato 3.5g');
    expect(all).not.toContain('Other Brand Flower');
  });
});

describe('every filter of part 1 §3', () => {
  test('categories (single)', async () => {
    expect(await list({ categories: 'flower' })).toEqual(['Blue Dream 3.5g', 'Granddaddy Purple 7g', 'OG Kush 3.5g']);
  });

  test('strain_types', async () => {
    expect(await list({ strain_types: ['indica', 'cbd'] })).toEqual([
      'Berry Gummies 20pk', 'Dark Chocolate Bar', 'Granddaddy Purple 7g', 'Hash Rosin 1g', 'Relief Balm',
    ]);
  });

  test('brands, also sent as repeated keys', async () => {
    const expected = ['Hash Rosin 1g', 'Live Resin Cart', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll'];
    expect(await list({ brands: ['Summit', 'Alpine'] })).toEqual(expected);
    const repeated = await menu.request(`/api/p/inventory?store_id=${menu.stores.menu.id}&brands=Summit&brands=Alpine`);
    expect(names(repeated.body)).toEqual(expected);
  });

  test('sub_categories', async () => {
    expect(await list({ sub_categories: ['Gummies'] })).toEqual(['Berry Gummies 20pk', 'Mint Gummies 10pk']);
  });

  test('weights', async () => {
    expect(await list({ weights: ['3.5g', '1g'] })).toEqual([
      'Blue Dream 3.5g', 'CO2 Distillate Cart', 'Hash Rosin 1g', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll',
    ]);
  });

  test('effects match any of the chosen values', async () => {
    expect(await list({ effects: ['sleepy'] })).toEqual(['Berry Gummies 20pk', 'Granddaddy Purple 7g']);
    expect(await list({ effects: ['sleepy', 'creative'] })).toEqual([
      'Berry Gummies 20pk', 'Blue Dream 3.5g', 'Granddaddy Purple 7g',
    ]);
  });

  test('terpenes', async () => {
    expect(await list({ terpenes: ['limonene'] })).toEqual(['Live Resin Cart', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll']);
  });

  test('flavor', async () => {
    expect(await list({ flavor: ['berry'] })).toEqual(['Berry Gummies 20pk', 'Blue Dream 3.5g']);
  });

  test('extraction_method', async () => {
    expect(await list({ extraction_method: ['co2', 'solventless'] })).toEqual(['CO2 Distillate Cart', 'Hash Rosin 1g']);
  });

  test('count (pieces per pack)', async () => {
    expect(await list({ count: ['20'] })).toEqual(['Berry Gummies 20pk']);
    expect(await list({ count: ['10', '20'] })).toEqual(['Berry Gummies 20pk', 'Dark Chocolate Bar', 'Mint Gummies 10pk']);
  });

  test('cbd_thc_ratio', async () => {
    expect(await list({ cbd_thc_ratio: ['1:1'] })).toEqual(['Mint Gummies 10pk', 'Relief Balm']);
  });

  test('tags (collections, consumption, experience)', async () => {
    expect(await list({ tags: ['staff-picks'] })).toEqual(['Blue Dream 3.5g', 'Mint Gummies 10pk']);
    expect(await list({ tags: ['new-arrivals', 'best-sellers'] })).toEqual(['OG Kush 3.5g', 'Sour Diesel Pre-Roll']);
  });

  test('price_min and price_max are whole dollars against the price paid, discounted when a special applies', async () => {
    // Blue Dream lists at $40.00 but sells at $32.00 (20 % off); OG Kush lists at $55.00 and sells at $50.00.
    expect(await list({ price_max: 32 })).toEqual([
      'Blue Dream 3.5g', 'Dark Chocolate Bar', 'Mint Gummies 10pk', 'Relief Balm', 'Sour Diesel Pre-Roll',
    ]);
    expect(await list({ price_min: 40, price_max: 50 })).toEqual(['Live Resin Cart', 'OG Kush 3.5g']);
    expect(await list({ price_min: 60 })).toEqual(['Granddaddy Purple 7g', 'Hash Rosin 1g']);
  });

  test('thc and cbd potency ranges', async () => {
    expect(await list({ thc_potency_min: 80, thc_potency_max: 90 })).toEqual(['CO2 Distillate Cart', 'Live Resin Cart']);
    expect(await list({ thc_potency_max: 20 })).toEqual(['Dark Chocolate Bar', 'Granddaddy Purple 7g']);
    expect(await list({ cbd_potency_min: 50, cbd_potency_max: 100 })).toEqual([
      'Berry Gummies 20pk', 'Dark Chocolate Bar', 'Mint Gummies 10pk', 'Relief Balm',
    ]);
  });

  test('usable_thc, usable_cbd, usable_cbn and usable_cbg are minimums', async () => {
    expect(await list({ usable_thc: 80 })).toEqual([
      'Berry Gummies 20pk', 'CO2 Distillate Cart', 'Live Resin Cart', 'Mint Gummies 10pk',
    ]);
    expect(await list({ usable_cbd: 100 })).toEqual(['Berry Gummies 20pk', 'Dark Chocolate Bar', 'Mint Gummies 10pk']);
    expect(await list({ usable_cbn: 2 })).toEqual(['Berry Gummies 20pk', 'Granddaddy Purple 7g']);
    expect(await list({ usable_cbg: 1 })).toEqual(['Hash Rosin 1g']);
  });

  test('on_special keeps products on a browseable special: not promo-code, audience, expired, future or other-usage ones (part 1 §5)', async () => {
    expect(await list({ on_special: true })).toEqual([
      'Berry Gummies 20pk', 'Blue Dream 3.5g', 'Dark Chocolate Bar', 'Mint Gummies 10pk', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll',
    ]);
    // Medical adds the patients-only special and the tincture bundle, usable only where the tincture is sold.
    expect(await list({ on_special: true, usage_type: 'medical' })).toEqual([
      'Berry Gummies 20pk', 'Blue Dream 3.5g', 'Dark Chocolate Bar', 'Hash Rosin 1g', 'Mint Gummies 10pk', 'OG Kush 3.5g',
      'Patient Tincture', 'Sour Diesel Pre-Roll',
    ]);
    expect(await list({ on_special: false })).toHaveLength(11);
  });

  test('special_id lists the products of one special: its items, or a bundle\'s targets', async () => {
    expect(await list({ special_id: menu.specials.bundle.id })).toEqual(['Berry Gummies 20pk', 'Mint Gummies 10pk']);
    expect(await list({ special_id: menu.specials.dollar.id })).toEqual(['Blue Dream 3.5g', 'OG Kush 3.5g']);
  });

  test('filters combine', async () => {
    expect(await list({ categories: 'flower', strain_types: ['sativa', 'hybrid'], price_max: 50 })).toEqual([
      'Blue Dream 3.5g', 'OG Kush 3.5g',
    ]);
  });
});

describe('search (part 1 §5)', () => {
  test('matches name, brand, strain and sub-category, case-insensitively', async () => {
    expect(await list({ search: 'kush' })).toEqual(['Live Resin Cart', 'OG Kush 3.5g']);
    expect(await list({ search: 'SUMMIT' })).toEqual(['Live Resin Cart', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll']);
    expect(await list({ search: 'chocolates' })).toEqual(['Dark Chocolate Bar']);
  });

  test('every word must match somewhere', async () => {
    expect(await list({ search: 'og summit' })).toEqual(['Live Resin Cart', 'OG Kush 3.5g']);
    expect(await list({ search: 'kush evergreen' })).toEqual([]);
  });

  test('double quotes and backslashes are removed; blank means no search', async () => {
    expect(await list({ search: '"kush\\' })).toEqual(['Live Resin Cart', 'OG Kush 3.5g']);
    expect(await list({ search: '   ' })).toHaveLength(11);
  });

  test("forgives typos and shopper spellings: the issue's 'blu dreem', 'gummys', 'prerol', 'sativa vape' (issue 23)", async () => {
    expect(await list({ search: 'blu dreem' })).toEqual(['Blue Dream 3.5g', 'CO2 Distillate Cart']);
    expect(await list({ search: 'gummys' })).toEqual(['Berry Gummies 20pk', 'Mint Gummies 10pk']);
    expect(await list({ search: 'prerol' })).toEqual(['Sour Diesel Pre-Roll']);
    expect(await list({ search: 'sativa vape' })).toEqual(['CO2 Distillate Cart']);
    expect(await list({ search: 'carts' })).toEqual(['CO2 Distillate Cart', 'Live Resin Cart']);
    expect(await list({ search: 'grandaddy purple' })).toEqual(['Granddaddy Purple 7g']);
  });

  test('also looks in the category and the strain type', async () => {
    expect(await list({ search: 'indica' })).toEqual(['Berry Gummies 20pk', 'Granddaddy Purple 7g', 'Hash Rosin 1g']);
    expect(await list({ search: 'topicals' })).toEqual(['Relief Balm']);
  });

  test('LIKE wildcards are literal', async () => {
    expect(await list({ search: '%' })).toEqual([]);
    expect(await list({ search: '_' })).toEqual([]);
  });
});
