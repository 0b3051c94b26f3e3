import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INVALID_PRODUCT_ID_MESSAGE, inventoryListSchema, productSchema } from '@/api/inventory';
import { names } from '../testing/menu-fixture';
import { createMenuTestApp, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

const detail = (id: number | string, query: Parameters<typeof apiPath>[1] = {}, headers: Record<string, string> = {}) =>
  menu.request(apiPath(`p/inventory/${id}`, query), { headers });

describe('GET p/inventory/{id}: product detail (part 1 §7)', () => {
  test('answers the product for the usage type asked, with its specials when asked', async () => {
    const response = await detail(menu.ids.blueDream, { usage_type: 'medical', include_specials: true });
    expect(response.status).toBe(200);
    const item = productSchema.parse(response.body);
    expect(item).toMatchObject({ id: menu.ids.blueDream, name: 'Blue Dream 3.5g', usage_type: 'medical', price_cents: 3600, discounted_price_cents: 2880 });
    expect(item.specials.map((special) => special.id)).toEqual([menu.specials.percent.id, menu.specials.dollar.id]);
  });

  test('without usage_type, or with one the product is not sold for, it answers the product\'s own usage (Adult Use first)', async () => {
    expect((await detail(menu.ids.blueDream)).body.usage_type).toBe('recreational');
    expect((await detail(menu.ids.tincture)).body.usage_type).toBe('medical');
    expect((await detail(menu.ids.granddaddy, { usage_type: 'medical' })).body).toMatchObject({ usage_type: 'recreational', price_cents: 6000 });
  });

  test('an out-of-stock product is still shown, with quantity 0 (the page says Out of Stock)', async () => {
    const response = await detail(menu.ids.chocolate, { usage_type: 'recreational' });
    expect(response.status).toBe(200);
    expect(response.body.quantity).toBe(0);
  });

  test.each(['0', 'abc', '-1', '1.5', '00', '2147483648', '99999999999'])('id %s answers 400 with the spec message (part 1 §8)', async (id) => {
    const response = await detail(id);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(INVALID_PRODUCT_ID_MESSAGE);
    expect(response.body.fields.id).toBeDefined();
  });

  test('an unknown id answers 404 as JSON', async () => {
    const response = await detail(987654);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({ error: 'Product not found.' });
  });

  test('a product of another brand is not found; under its own brand it is', async () => {
    expect(await detail(menu.otherItem.id)).toMatchObject({ status: 404, body: { error: 'Product not found.' } });
    expect((await detail(menu.otherItem.id, { brand: 'other' })).status).toBe(200);
    expect((await detail(menu.otherItem.id, {}, { 'x-ordering-app-id': String(menu.brands.other.id) })).status).toBe(200);
  });

  test('bad query values answer 400 with field errors', async () => {
    const response = await detail(menu.ids.blueDream, { usage_type: 'both' });
    expect(response.status).toBe(400);
    expect(response.body.fields.usage_type).toBeDefined();
  });
});

describe('GET p/inventory/op/related-inventory/{id} (part 1 §7, §9)', () => {
  const related = async (id: number | string, query: Parameters<typeof apiPath>[1] = {}) =>
    menu.request(apiPath(`p/inventory/op/related-inventory/${id}`, { usage_type: 'recreational', ...query }));

  test('same store, usage and category, sellable only, never the product itself; same sub-category first', async () => {
    const response = await related(menu.ids.blueDream);
    expect(response.status).toBe(200);
    const list = inventoryListSchema.parse(response.body);
    expect(names(list)).toEqual(['OG Kush 3.5g', 'Granddaddy Purple 7g']);
    expect(list.total_rows).toBe(2);
  });

  test('same_strain lists products of the same strain in any category', async () => {
    expect(names((await related(menu.ids.liveResin, { same_strain: true })).body)).toEqual(['OG Kush 3.5g']);
    expect(names((await related(menu.ids.blueDream, { same_strain: true })).body)).toEqual(['CO2 Distillate Cart']);
    expect(names((await related(menu.ids.mintGummies, { same_strain: true })).body)).toEqual([]);
  });

  test('limit caps the list (10 by default); the total still counts every match', async () => {
    const limited = inventoryListSchema.parse((await related(menu.ids.blueDream, { limit: 1 })).body);
    expect(limited.data).toHaveLength(1);
    expect(limited.total_rows).toBe(2);
    expect((await related(menu.ids.blueDream, { limit: 0 })).status).toBe(400);
    expect((await related(menu.ids.blueDream, { limit: 51 })).status).toBe(400);
  });

  test('medical related products exclude what is not sold or in stock for medical', async () => {
    expect(names((await related(menu.ids.blueDream, { usage_type: 'medical' })).body)).toEqual(['OG Kush 3.5g']);
  });

  test('bad and unknown ids', async () => {
    const bad = await related('0');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(INVALID_PRODUCT_ID_MESSAGE);
    expect((await related(987654)).status).toBe(404);
  });
});
