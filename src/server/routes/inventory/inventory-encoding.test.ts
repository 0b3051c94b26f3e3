import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inventoryListSchema } from '@/api/inventory';
import { createMenuTestApp, type MenuTestApp } from '../testing/menu-test-app';
import { apiPath } from '../testing/requests';

let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

test('a list answers gzip to browsers and plain JSON to clients that do not accept it, with the same content', async () => {
  const path = apiPath('p/inventory', { store_id: menu.stores.menu.id, include_facets: true, limit: 5 });
  const plain = await menu.t.app.request(path);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('content-type')).toContain('application/json');
  const expected = inventoryListSchema.parse(await plain.json());
  expect(expected.data).toHaveLength(5);

  for (const attempt of ['first', 'cached']) {
    const zipped = await menu.t.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status, attempt).toBe(200);
    expect(zipped.headers.get('content-encoding'), attempt).toBe('gzip');
    expect(zipped.headers.get('vary'), attempt).toContain('Accept-Encoding');
    const body = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'));
    expect(body, attempt).toEqual(expected);
  }
});
