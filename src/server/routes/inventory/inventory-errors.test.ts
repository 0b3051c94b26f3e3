import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@/api/common';
import { names } from '../testing/menu-fixture';
import { createMenuTestApp, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

const LIST_PATHS = [
  'p/inventory',
  'p/inventory/op/fifo-inventory',
  'p/inventory/op/inventory-on-special',
] as const;

/** Expects 400 { error, fields } naming the field, as the filter UI shows it (ARCHITECTURE.md "The API"). */
async function expectFieldError(path: string, query: Parameters<typeof apiPath>[1], field: string) {
  const response = await menu.request(apiPath(path, query));
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const body = apiErrorSchema.parse(response.body);
  expect(Object.keys(body.fields ?? {}), JSON.stringify(body)).toContain(field);
}

describe('bad input answers 400 with field errors (part 1 §7 lists)', () => {
  const store = () => ({ store_id: menu.stores.menu.id });
  const cases: [string, Record<string, string | number>, string][] = [
    ['an unknown usage type', { usage_type: 'adult' }, 'usage_type'],
    ['an unknown sort', { order_by: 'popularity' }, 'order_by'],
    ['a negative offset', { offset: -1 }, 'offset'],
    ['a fractional offset', { offset: 1.5 }, 'offset'],
    ['limit 0', { limit: 0 }, 'limit'],
    ['limit 999', { limit: 999 }, 'limit'],
    ['a non-numeric limit', { limit: 'ten' }, 'limit'],
    ['a non-numeric price', { price_min: 'cheap' }, 'price_min'],
    ['a non-numeric potency', { thc_potency_max: 'lots' }, 'thc_potency_max'],
    ['price_min above price_max', { price_min: 50, price_max: 10 }, 'price_min'],
    ['an unknown category', { categories: 'snacks' }, 'categories'],
    ['an unknown strain type', { strain_types: 'indica,ruderalis' }, 'strain_types'],
    ['a non-numeric count', { count: '10,ten' }, 'count'],
    ['a bad boolean', { on_special: 'maybe' }, 'on_special'],
    ['an over-long search', { search: 'x'.repeat(201) }, 'search'],
    ['a non-numeric store', { store_id: 'abc' }, 'store_id'],
    ['a store id no database can hold', { store_id: 3_000_000_000 }, 'store_id'],
    ['a special id no database can hold', { special_id: 3_000_000_000 }, 'special_id'],
  ];
  for (const path of LIST_PATHS) {
    test.each(cases)(`${path}: %s`, async (_label, query, field) => {
      await expectFieldError(path, { ...store(), ...query }, field);
    });
  }

  test('no store (neither store_id nor x-store-id) answers 400 naming store_id', async () => {
    for (const path of [...LIST_PATHS, 'p/inventory/op/order-app-inventory-summary']) {
      await expectFieldError(path, {}, 'store_id');
    }
  });

  test('an x-store-id header no database can hold answers 400 naming store_id', async () => {
    const response = await menu.request(apiPath('p/inventory'), { headers: { 'x-store-id': '3000000000' } });
    expect(response.status).toBe(400);
    expect(response.body.fields.store_id).toBeDefined();
  });

  test('the summary validates its query too', async () => {
    await expectFieldError('p/inventory/op/order-app-inventory-summary', { ...store(), limit: 999 }, 'limit');
    await expectFieldError('p/inventory/op/order-app-inventory-summary', { ...store(), order_by: 'random' }, 'order_by');
  });
});

describe('unknown stores and brand scoping', () => {
  test('an unknown store answers 404 JSON', async () => {
    const response = await menu.request(apiPath('p/inventory', { store_id: 98765 }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Store not found.' });
  });

  test("another brand's store is not found; under that brand it lists its products", async () => {
    expect((await menu.request(apiPath('p/inventory', { store_id: menu.stores.other.id }))).status).toBe(404);
    const other = await menu.request(apiPath('p/inventory', { store_id: menu.stores.other.id }), {
      headers: { 'x-ordering-app-id': String(menu.brands.other.id) },
    });
    expect(other.status).toBe(200);
    expect(names(other.body)).toEqual(['Other Brand Flower']);
    const byHost = await menu.request(apiPath('p/inventory', { store_id: menu.stores.other.id }), { headers: { host: 'other.test' } });
    expect(byHost.status).toBe(200);
  });

  test('an unknown API path answers 404 JSON', async () => {
    const response = await menu.request('/api/p/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error).toBeDefined();
  });
});
