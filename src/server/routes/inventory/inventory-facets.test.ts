import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Facets } from '@/api/inventory';
import { createMenuTestApp, type ListQuery, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

/** The facets the filter sidebar gets for a sellable Adult Use list at the menu store. */
async function facets(query: ListQuery = {}) {
  const body = await menu.listInventory({ require_sellable_quantity: true, include_facets: true, ...query });
  expect(body.facets).toBeDefined();
  return { list: body, facets: body.facets as Facets };
}
const counts = (values: { value: string; count: number }[]) => Object.fromEntries(values.map((item) => [item.value, item.count]));
const order = (values: { value: string }[]) => values.map((item) => item.value);

describe('facets of the current result (part 1 §3 filters, §5)', () => {
  test('values and counts of every facet, in a stable order', async () => {
    const { facets: all } = await facets();
    expect(all.categories).toEqual([
      { value: 'flower', count: 3 }, { value: 'vapes', count: 2 }, { value: 'edibles', count: 2 },
      { value: 'prerolls', count: 1 }, { value: 'concentrates', count: 1 }, { value: 'topicals', count: 1 },
    ]);
    expect(all.strain_types).toEqual([
      { value: 'indica', count: 3 }, { value: 'sativa', count: 3 }, { value: 'hybrid', count: 3 }, { value: 'cbd', count: 1 },
    ]);
    expect(all.brands).toEqual([
      { value: 'Alpine', count: 1 }, { value: 'Cocoa Co', count: 1 }, { value: 'Evergreen', count: 3 },
      { value: 'Kind Bites', count: 2 }, { value: 'Summit', count: 3 },
    ]);
    expect(counts(all.sub_categories)).toEqual({ Balms: 1, Cartridges: 2, Gummies: 2, Rosin: 1, Singles: 1, Smalls: 1, 'Whole Flower': 2 });
    expect(all.weights).toEqual([
      { value: '0.5g', count: 1 }, { value: '1g', count: 3 }, { value: '3.5g', count: 2 }, { value: '7g', count: 1 },
    ]);
    expect(counts(all.effects)).toEqual({ creative: 1, energetic: 1, focused: 1, happy: 3, relaxed: 4, sleepy: 2 });
    expect(counts(all.terpenes)).toEqual({ caryophyllene: 2, limonene: 3, myrcene: 2, pinene: 2 });
    expect(counts(all.flavors)).toEqual({ berry: 2, citrus: 1, diesel: 1, earthy: 1, grape: 1, mint: 1, pine: 2, sweet: 1 });
    expect(order(all.flavors)).toEqual(['berry', 'citrus', 'diesel', 'earthy', 'grape', 'mint', 'pine', 'sweet']);
    expect(all.extraction_methods).toEqual([
      { value: 'co2', count: 1 }, { value: 'live resin', count: 1 }, { value: 'solventless', count: 1 },
    ]);
    expect(all.counts).toEqual([{ value: '10', count: 1 }, { value: '20', count: 1 }]);
    expect(all.cbd_thc_ratios).toEqual([{ value: '1:1', count: 2 }, { value: '2:1', count: 1 }]);
  });

  test('ranges: price in whole dollars of the price paid, thc and cbd potency', async () => {
    const { facets: all } = await facets();
    // $10.00 (pre-roll at its special price) to $65.00.
    expect(all.price).toEqual({ min: 10, max: 65 });
    expect(all.thc_potency).toEqual({ min: 19, max: 200 });
    expect(all.cbd_potency).toEqual({ min: 0.1, max: 100 });
    expect(all.has_featured).toBe(true);
    expect(all.on_special).toBe(5);
  });

  test('facets come only when asked for', async () => {
    const response = await menu.request(apiPath('p/inventory', { store_id: menu.stores.menu.id }));
    expect(response.body.facets).toBeUndefined();
  });

  test('search narrows every facet', async () => {
    const { facets: found } = await facets({ search: 'kush' });
    expect(found.categories).toEqual([{ value: 'flower', count: 1 }, { value: 'vapes', count: 1 }]);
    expect(found.brands).toEqual([{ value: 'Summit', count: 2 }]);
  });

  test('an empty result has empty facets and no ranges', async () => {
    const { list, facets: none } = await facets({ search: 'nothing-matches' });
    expect(list.total_rows).toBe(0);
    expect(none.categories).toEqual([]);
    expect(none.price).toBeNull();
    expect(none.thc_potency).toBeNull();
    expect(none.has_featured).toBe(false);
    expect(none.on_special).toBe(0);
  });
});

describe('disjunctive faceting: each facet ignores its own filter', () => {
  test('choosing a brand keeps every brand listed, and narrows the other facets', async () => {
    const { list, facets: summit } = await facets({ brands: ['Summit'] });
    expect(list.total_rows).toBe(3);
    expect(counts(summit.brands)).toEqual({ Alpine: 1, 'Cocoa Co': 1, Evergreen: 3, 'Kind Bites': 2, Summit: 3 });
    expect(summit.categories).toEqual([
      { value: 'flower', count: 1 }, { value: 'vapes', count: 1 }, { value: 'prerolls', count: 1 },
    ]);
    expect(summit.on_special).toBe(2);
  });

  test('with a category and a brand, each facet honours the other filter only', async () => {
    const { list, facets: both } = await facets({ categories: 'flower', brands: ['Summit'] });
    expect(list.total_rows).toBe(1);
    expect(both.brands).toEqual([{ value: 'Evergreen', count: 2 }, { value: 'Summit', count: 1 }]);
    expect(both.categories).toEqual([
      { value: 'flower', count: 1 }, { value: 'vapes', count: 1 }, { value: 'prerolls', count: 1 },
    ]);
    expect(both.strain_types).toEqual([{ value: 'hybrid', count: 1 }]);
  });

  test('a chosen value with no matches stays listed with a count of 0', async () => {
    const { list, facets: none } = await facets({ categories: 'topicals', brands: ['Summit'] });
    expect(list.data).toEqual([]);
    expect(none.brands).toEqual([{ value: 'Cocoa Co', count: 1 }, { value: 'Summit', count: 0 }]);
  });

  test('weights are listed by mass, not as text (a chosen 14g and 28g join the menu\'s weights)', async () => {
    const { facets: chosen } = await facets({ weights: ['28g', '14g'] });
    expect(order(chosen.weights)).toEqual(['0.5g', '1g', '3.5g', '7g', '14g', '28g']);
  });

  test('the price range ignores the price filter, the other facets honour it', async () => {
    const { facets: cheap } = await facets({ price_max: 30 });
    expect(cheap.price).toEqual({ min: 10, max: 65 });
    expect(cheap.brands).toEqual([
      { value: 'Cocoa Co', count: 1 }, { value: 'Kind Bites', count: 1 }, { value: 'Summit', count: 1 },
    ]);
  });

  test('the potency range ignores the potency filter', async () => {
    const { facets: strong } = await facets({ thc_potency_min: 80 });
    expect(strong.thc_potency).toEqual({ min: 19, max: 200 });
    expect(strong.categories).toEqual([{ value: 'vapes', count: 2 }, { value: 'edibles', count: 2 }]);
  });

  test('the on-special count ignores the on_special filter', async () => {
    const { list, facets: deals } = await facets({ on_special: true });
    expect(list.total_rows).toBe(5);
    expect(deals.on_special).toBe(5);
    expect(deals.categories).toEqual([
      { value: 'flower', count: 2 }, { value: 'edibles', count: 2 }, { value: 'prerolls', count: 1 },
    ]);
  });

  test('has_featured says whether the featured sort makes sense for the list (part 1 §9)', async () => {
    expect((await facets({ categories: 'flower' })).facets.has_featured).toBe(true);
    expect((await facets({ categories: 'vapes' })).facets.has_featured).toBe(false);
  });

  test('array facets (effects) count each product once per value', async () => {
    const { facets: sleepy } = await facets({ effects: ['sleepy'] });
    expect(counts(sleepy.effects)).toEqual({ creative: 1, energetic: 1, focused: 1, happy: 3, relaxed: 4, sleepy: 2 });
    expect(counts(sleepy.flavors)).toEqual({ berry: 1, grape: 1 });
  });
});
