import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeInventoryBreakdownSchema } from '@/api/ordering-app';
import { insertItem, insertStore } from '../testing/catalog-fixture';
import { apiPath } from '../testing/requests';
import { createTwoBrandApp, type TwoBrandApp } from '../testing/two-brand-app';

let app: TwoBrandApp;
beforeAll(async () => {
  app = await createTwoBrandApp({ main: { name: 'Green Leaf' } });
  const { db, brand: main, otherBrand: other } = app;
  const both = await insertStore(db, main.id, { storeSlug: 'both-ny', name: 'Both', state: 'NY' });
  const medOnly = await insertStore(db, main.id, { storeSlug: 'med-only-pa', name: 'Med Only', state: 'PA', isRecMenu: false });
  const recOnly = await insertStore(db, main.id, { storeSlug: 'rec-only-az', name: 'Rec Only', state: 'AZ', isMedMenu: false });
  await insertStore(db, main.id, { storeSlug: 'soon-oh', name: 'Soon', state: 'OH', isMedMenu: false, isRecMenu: false, isRecComingSoon: true });
  await insertStore(db, other.id, { storeSlug: 'salem-ma', name: 'Salem', state: 'MA' });
  await insertItem(db, both.id, { category: 'flower', tags: ['staff-picks'] });
  await insertItem(db, both.id, { category: 'vapes', recPriceCents: null });
  await insertItem(db, medOnly.id, { category: 'tinctures', recPriceCents: null });
  await insertItem(db, recOnly.id, { category: 'prerolls', medPriceCents: null });
});
afterAll(() => app.close());

async function startup(query: Parameters<typeof apiPath>[1]) {
  const response = await app.request(apiPath('p/ordering_apps/op/store-inventory-breakdown', query));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = storeInventoryBreakdownSchema.parse(response.body);
  expect(body.data).toHaveLength(1);
  return body.data[0]!;
}

describe('GET p/ordering_apps/op/store-inventory-breakdown: startup (part 1 §7)', () => {
  test('the brand of the host, its chosen store with the inventory breakdown, and all its stores', async () => {
    const app = await startup({ host: 'shop.main.test', store_slug: 'both-ny', usage_type: 'recreational' });
    expect(app).toMatchObject({ slug: 'main', name: 'Green Leaf', is_main_brand: true, usage_type: 'recreational' });
    expect(app.store?.store_slug).toBe('both-ny');
    expect(app.store?.inventory_breakdown).toEqual({
      categories: [{ category: 'flower', count: 1 }],
      tags: [{ tag: 'staff-picks', count: 1 }],
    });
    expect(app.stores.map((store) => store.store_slug)).toEqual(['rec-only-az', 'both-ny', 'soon-oh', 'med-only-pa']);
    expect(app.stores.every((store) => store.inventory_breakdown === undefined)).toBe(true);
  });

  test('another host gives the other brand and only its stores', async () => {
    const app = await startup({ host: 'shop.other.test', store_slug: 'salem-ma' });
    expect(app.slug).toBe('other');
    expect(app.store?.store_slug).toBe('salem-ma');
    expect(app.stores.map((store) => store.store_slug)).toEqual(['salem-ma']);
  });

  test("a store of another brand, or an unknown slug, is no store (the app then asks the shopper to pick one)", async () => {
    expect((await startup({ host: 'shop.main.test', store_slug: 'salem-ma' })).store).toBeNull();
    const unknown = await startup({ host: 'shop.main.test', store_slug: 'nowhere' });
    expect(unknown.store).toBeNull();
    expect(unknown.stores).toHaveLength(4);
    expect((await startup({ host: 'shop.main.test' })).store).toBeNull();
  });

  test('falls back to the other usage type when the store has no menu for the one asked, and says so', async () => {
    const medical = await startup({ store_slug: 'med-only-pa', usage_type: 'recreational' });
    expect(medical.usage_type).toBe('medical');
    expect(medical.store?.inventory_breakdown?.categories).toEqual([{ category: 'tinctures', count: 1 }]);
    expect((await startup({ store_slug: 'rec-only-az', usage_type: 'medical' })).usage_type).toBe('recreational');
    expect((await startup({ store_slug: 'both-ny', usage_type: 'medical' })).store?.inventory_breakdown?.categories).toEqual([
      { category: 'flower', count: 1 }, { category: 'vapes', count: 1 },
    ]);
  });

  test('without a usage type Adult Use is assumed; a store with no menu at all keeps the usage asked', async () => {
    expect((await startup({ store_slug: 'both-ny' })).usage_type).toBe('recreational');
    expect((await startup({ store_slug: 'med-only-pa' })).usage_type).toBe('medical');
    expect((await startup({ store_slug: 'soon-oh', usage_type: 'medical' })).usage_type).toBe('medical');
  });

  test('a bad usage type answers 400 with a field error', async () => {
    const response = await app.request(apiPath('p/ordering_apps/op/store-inventory-breakdown', { usage_type: 'adult-use' }));
    expect(response.status).toBe(400);
    expect(response.body.fields.usage_type).toBeDefined();
  });
});
