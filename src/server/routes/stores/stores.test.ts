import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeListSchema, storeSchema } from '@/api/store';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertBrand, insertItem, insertStore } from '../testing/catalog-fixture';
import { apiPath } from '../testing/requests';

let t: TestApp;
const ids: Record<string, number> = {};
let otherBrandId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const main = await insertBrand(db, { slug: 'main', isMainBrand: true });
  const other = await insertBrand(db, { slug: 'other' });
  otherBrandId = other.id;
  const add = async (key: string, values: Parameters<typeof insertStore>[2], brandId = main.id) => {
    ids[key] = (await insertStore(db, brandId, { storeSlug: key, ...values })).id;
  };
  await add('albany-ny', { name: 'Albany', city: 'Albany', state: 'NY', isRecDelivery: true, deliveryValidZips: ['12203', '12204'], deliveryMinimumCents: 5000 });
  await add('zion-il', { name: 'Zion Gardens', city: 'Chicago', state: 'IL' });
  await add('boston-ma', { name: 'Boston', city: 'Boston', state: 'MA', deliveryValidZips: ['12203'] });
  await add('miami-fl', { name: 'Miami', city: 'Miami', state: 'FL', isMedDelivery: true, deliveryValidZips: ['12204', '33101'] });
  await add('akron-oh', { name: 'Akron', city: 'Akron', state: 'OH', isDivested: true, isRecDelivery: true, deliveryValidZips: ['12203'] });
  await add('salem-ma', { name: 'Salem', city: 'Salem', state: 'MA', isRecDelivery: true, deliveryValidZips: ['12203'] }, other.id);

  const albany = ids['albany-ny']!;
  await insertItem(db, albany, { category: 'flower', tags: ['staff-picks', 'new-arrivals'] });
  await insertItem(db, albany, { category: 'flower', tags: ['staff-picks'] });
  await insertItem(db, albany, { category: 'flower', recSellableQty: 0 });
  await insertItem(db, albany, { category: 'edibles', tags: ['best-sellers'] });
  await insertItem(db, albany, { category: 'tinctures', recPriceCents: null, medSellableQty: 4 });
  await insertItem(db, ids['akron-oh']!, { category: 'flower', tags: ['staff-picks'] });
});
afterAll(() => t.close());

async function stores(query: Parameters<typeof apiPath>[1] = {}, headers: Record<string, string> = {}) {
  const response = await t.request(apiPath('p/stores', query), { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = storeListSchema.parse(response.body);
  expect(body.rows).toBe(body.data.length);
  return body.data.map((store) => store.store_slug);
}

describe('GET p/stores (part 1 §7)', () => {
  test("lists the request brand's stores only, by name by default", async () => {
    expect(await stores()).toEqual(['akron-oh', 'albany-ny', 'boston-ma', 'miami-fl', 'zion-il']);
    expect(await stores({ brand: 'other' })).toEqual(['salem-ma']);
    expect(await stores({}, { 'x-ordering-app-id': String(otherBrandId) })).toEqual(['salem-ma']);
  });

  test('order_by name, state, city and id', async () => {
    expect(await stores({ order_by: 'state' })).toEqual(['miami-fl', 'zion-il', 'boston-ma', 'albany-ny', 'akron-oh']);
    expect(await stores({ order_by: 'city' })).toEqual(['akron-oh', 'albany-ny', 'boston-ma', 'zion-il', 'miami-fl']);
    expect(await stores({ order_by: 'id' })).toEqual(['albany-ny', 'zion-il', 'boston-ma', 'miami-fl', 'akron-oh']);
  });

  test('ids and id narrow the list; other brands stay hidden', async () => {
    expect(await stores({ ids: `${ids['miami-fl']},${ids['albany-ny']},${ids['salem-ma']}` })).toEqual(['albany-ny', 'miami-fl']);
    expect(await stores({ id: ids['boston-ma']! })).toEqual(['boston-ma']);
    expect(await stores({ id: ids['salem-ma']! })).toEqual([]);
  });

  test('delivery_zips: stores serving the zip that deliver (medical or Adult Use); never divested ones', async () => {
    expect(await stores({ delivery_zips: '12203' })).toEqual(['albany-ny']);
    expect(await stores({ delivery_zips: '12204' })).toEqual(['albany-ny', 'miami-fl']);
    expect(await stores({ delivery_zips: '99999' })).toEqual([]);
    expect(await stores({ delivery_zips: '12203', brand: 'other' })).toEqual(['salem-ma']);
  });

  test('store_group_info is accepted', async () => {
    expect(await stores({ store_group_info: true })).toHaveLength(5);
  });

  test.each([
    ['ids', { ids: '1,abc' }],
    ['delivery_zips', { delivery_zips: '1220' }],
    ['delivery_zips', { delivery_zips: '12203,abcde' }],
    ['order_by', { order_by: 'distance' }],
    ['id', { id: 'x' }],
    ['id', { id: 3_000_000_000 }],
    ['ids', { ids: '1,3000000000' }],
  ])('bad %s answers 400 with a field error', async (field, query) => {
    const response = await t.request(apiPath('p/stores', query));
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBeDefined();
  });
});

describe('GET p/stores/{id} (part 1 §7)', () => {
  test('answers the store with every field of part 1 §3', async () => {
    const response = await t.request(apiPath(`p/stores/${ids['albany-ny']}`));
    expect(response.status).toBe(200);
    const store = storeSchema.parse(response.body);
    expect(store).toMatchObject({ store_slug: 'albany-ny', delivery_minimum_cents: 5000, delivery_valid_zips: ['12203', '12204'], is_rec_delivery: true });
    expect(store.inventory_breakdown).toBeUndefined();
  });

  test('view=inventory-category-breakdown adds category and tag counts of sellable products for the usage type', async () => {
    const adultUse = await t.request(apiPath(`p/stores/${ids['albany-ny']}`, { view: 'inventory-category-breakdown' }));
    expect(storeSchema.parse(adultUse.body).inventory_breakdown).toEqual({
      categories: [{ category: 'flower', count: 2 }, { category: 'edibles', count: 1 }],
      tags: [{ tag: 'staff-picks', count: 2 }, { tag: 'best-sellers', count: 1 }, { tag: 'new-arrivals', count: 1 }],
    });
    const medical = await t.request(apiPath(`p/stores/${ids['albany-ny']}`, { view: 'inventory-category-breakdown', usage_type: 'medical' }));
    expect(medical.body.inventory_breakdown.categories).toEqual([
      { category: 'flower', count: 3 }, { category: 'edibles', count: 1 }, { category: 'tinctures', count: 1 },
    ]);
  });

  test('a menu shoppers may not browse (a divested store) counts nothing, even with priced rows', async () => {
    for (const usage_type of ['recreational', 'medical']) {
      const divested = await t.request(apiPath(`p/stores/${ids['akron-oh']}`, { view: 'inventory-category-breakdown', usage_type }));
      expect(divested.body.inventory_breakdown, usage_type).toEqual({ categories: [], tags: [] });
    }
  });

  test('unknown ids and other brands answer 404 JSON; a non-numeric id answers 400', async () => {
    expect((await t.request(apiPath('p/stores/98765'))).status).toBe(404);
    const hidden = await t.request(apiPath(`p/stores/${ids['salem-ma']}`));
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: 'Store not found.' });
    const bad = await t.request(apiPath('p/stores/abc'));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.id).toBeDefined();
    expect((await t.request(apiPath('p/stores/0'))).status).toBe(400);
    expect((await t.request(apiPath(`p/stores/${ids['albany-ny']}`, { view: 'map' }))).status).toBe(400);
  });
});
