import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inventoryListSchema } from '@/api/inventory';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { buildMenuFixture, type MenuFixture } from '../testing/menu-fixture';
import { apiPath } from '../testing/requests';

let t: TestApp;
let f: MenuFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await buildMenuFixture(t.handle.db);
});
afterAll(() => t.close());

test('a list answers gzip to browsers and plain JSON to clients that do not accept it, with the same content', async () => {
  const path = apiPath('p/inventory', { store_id: f.stores.menu.id, include_facets: true, limit: 5 });
  const plain = await t.app.request(path);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.headers.get('content-type')).toContain('application/json');
  const expected = inventoryListSchema.parse(await plain.json());
  expect(expected.data).toHaveLength(5);

  for (const attempt of ['first', 'cached']) {
    const zipped = await t.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status, attempt).toBe(200);
    expect(zipped.headers.get('content-encoding'), attempt).toBe('gzip');
    expect(zipped.headers.get('vary'), attempt).toContain('Accept-Encoding');
    const body = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'));
    expect(body, attempt).toEqual(expected);
  }
});
