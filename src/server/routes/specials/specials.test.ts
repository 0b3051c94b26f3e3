import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { specialListSchema, specialSchema } from '@/api/special';
import { isBrowseableSpecial, isUnusableSpecial } from '@/domain/specials';
import { createMenuTestApp, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

async function storeDiscounts(query: Parameters<typeof apiPath>[1] = {}) {
  const response = await menu.request(apiPath('p/specials/op/store-discount', { store_id: menu.stores.menu.id, ...query }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const body = specialListSchema.parse(response.body);
  expect(body.rows).toBe(body.data.length);
  return body.data;
}

describe('GET p/specials/op/store-discount (part 1 §3 special, §7)', () => {
  test('lists the running specials of every kind for the usage type; expired, future and other-usage ones are left out', async () => {
    const ids = (await storeDiscounts()).map((special) => special.id);
    const s = menu.specials;
    expect(ids).toEqual([s.percent, s.dollar, s.fixed, s.tenPercent, s.promo, s.audience, s.bundle, s.deadBundle, s.cart].map((x) => x.id));
    const medical = (await storeDiscounts({ usage_type: 'medical' })).map((special) => special.id);
    expect(medical).toContain(s.medicalOnly.id);
  });

  test('bundles carry their targets with the quantity still sellable for the usage type', async () => {
    const bundle = (await storeDiscounts()).find((special) => special.id === menu.specials.bundle.id)!;
    expect(bundle.special_targets).toEqual([
      { inventory_id: menu.ids.mintGummies, name: 'Mint Gummies 10pk', quantity_required: 2, quantity_remaining: 30 },
      { inventory_id: menu.ids.berryGummies, name: 'Berry Gummies 20pk', quantity_required: 1, quantity_remaining: 12 },
    ].sort((a, b) => a.inventory_id - b.inventory_id));
    const medical = (await storeDiscounts({ usage_type: 'medical' })).find((special) => special.id === menu.specials.bundle.id)!;
    expect(medical.special_targets.find((target) => target.inventory_id === menu.ids.berryGummies)?.quantity_remaining).toBe(7);
  });

  test('the client can apply the browsing rules of part 1 §5 to the answer', async () => {
    const browseable = (await storeDiscounts()).filter((special) => isBrowseableSpecial(special) && !isUnusableSpecial(special));
    expect(browseable.map((special) => special.id)).toEqual(
      [menu.specials.percent, menu.specials.dollar, menu.specials.fixed, menu.specials.tenPercent, menu.specials.bundle, menu.specials.cart].map((x) => x.id),
    );
    // The tincture bundle is unusable for Adult Use (the tincture is not sold there) but usable for medical.
    const dead = (await storeDiscounts()).find((special) => special.id === menu.specials.deadBundle.id)!;
    expect(isUnusableSpecial(dead)).toBe(true);
    const medicalDead = (await storeDiscounts({ usage_type: 'medical' })).find((special) => special.id === menu.specials.deadBundle.id)!;
    expect(isUnusableSpecial(medicalDead)).toBe(false);
  });

  test('promo codes and audience keys are shown as they are', async () => {
    const list = await storeDiscounts();
    expect(list.find((special) => special.id === menu.specials.promo.id)?.promo_codes).toEqual(['HALF']);
    expect(list.find((special) => special.id === menu.specials.audience.id)?.audience_keys).toEqual(['veterans']);
  });

  test('the store can come from the x-store-id header; without any store 400; unknown or other-brand stores 404', async () => {
    const byHeader = await menu.request(apiPath('p/specials/op/store-discount'), { headers: { 'x-store-id': String(menu.stores.menu.id) } });
    expect(byHeader.status).toBe(200);
    const missing = await menu.request(apiPath('p/specials/op/store-discount'));
    expect(missing.status).toBe(400);
    expect(missing.body.fields.store_id).toBeDefined();
    expect((await menu.request(apiPath('p/specials/op/store-discount', { store_id: 98765 }))).status).toBe(404);
    expect((await menu.request(apiPath('p/specials/op/store-discount', { store_id: menu.stores.other.id }))).status).toBe(404);
    const bad = await menu.request(apiPath('p/specials/op/store-discount', { store_id: menu.stores.menu.id, usage_type: 'x' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.usage_type).toBeDefined();
  });
});

describe('GET p/specials/{slug or id}: the /special/{slug} page (part 1 §2)', () => {
  const one = (key: string | number, query: Parameters<typeof apiPath>[1] = {}) =>
    menu.request(apiPath(`p/specials/${key}`, query));

  test('by slug at the store, or by id', async () => {
    const bySlug = await one(menu.specials.bundle.slug!, { store_id: menu.stores.menu.id });
    expect(bySlug.status).toBe(200);
    expect(specialSchema.parse(bySlug.body)).toMatchObject({ id: menu.specials.bundle.id, title: 'Gummy Duo', discount_type: 'bundle' });
    expect(bySlug.body.special_targets).toHaveLength(2);
    const byId = await one(menu.specials.percent.id);
    expect(byId.status).toBe(200);
    expect(byId.body.slug).toBe(menu.specials.percent.slug);
  });

  test('expired, unknown, other-usage and other-brand specials answer 404 JSON', async () => {
    expect((await one(menu.specials.expired.slug!, { store_id: menu.stores.menu.id })).status).toBe(404);
    expect((await one('no-such-special', { store_id: menu.stores.menu.id })).body).toEqual({ error: 'Special not found.' });
    expect((await one(987654)).status).toBe(404);
    expect((await one(menu.specials.medicalOnly.id)).status).toBe(404);
    expect((await one(menu.specials.medicalOnly.id, { usage_type: 'medical' })).status).toBe(200);
    expect((await one(menu.specials.percent.id, { store_id: menu.stores.fifo.id })).status).toBe(404);
  });

  test('a slug needs a store: 400 naming store_id', async () => {
    const response = await one(menu.specials.bundle.slug!);
    expect(response.status).toBe(400);
    expect(response.body.fields.store_id).toBeDefined();
  });
});
