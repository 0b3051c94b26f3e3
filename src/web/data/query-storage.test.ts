import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { OfflineDb } from './offline-db';
import { createQueryStorage, type StoredQuery } from './query-storage';

const stored = (root: string, data: unknown): StoredQuery => ({ queryKey: [root, 'x'], state: { data } });
let db: OfflineDb;
let clock = 1_000;
const tick = () => (clock += 1);

function storage(limits = { maxBytes: 10_000, maxEntries: 10 }) {
  db = new OfflineDb(`test-${Math.random()}`);
  return createQueryStorage(db, limits, tick);
}

afterEach(async () => {
  await db.delete();
});

describe('the query cache on the device (README: What the device keeps: catalog data kept in IndexedDB with a size cap and eviction)', () => {
  test('keeps a list as it was and reads it back', async () => {
    const cache = storage();
    const list = { data: [{ id: 7, name: 'Blue Dream 3.5g', price: 3500 }], total: 1 };
    await cache.setItem('apotheca-host-["inventory",1]', stored('inventory', list));
    expect(await cache.getItem('apotheca-host-["inventory",1]')).toEqual(stored('inventory', list));
    expect(await cache.getItem('missing')).toBeUndefined();
  });

  test("a screen's queries read together each get their own kept answer", async () => {
    const cache = storage();
    for (const key of ['menu', 'facets', 'store']) await cache.setItem(key, stored('inventory', `${key} data`));
    const [menu, missing, store, menuAgain] = await Promise.all([cache.getItem('menu'), cache.getItem('missing'), cache.getItem('store'), cache.getItem('menu')]);
    expect(menu).toEqual(stored('inventory', 'menu data'));
    expect(missing).toBeUndefined();
    expect(store).toEqual(stored('inventory', 'store data'));
    expect(menuAgain).toEqual(menu);
  });

  test('over the entry cap, the least recently used queries go first', async () => {
    const cache = storage({ maxBytes: 1_000_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.setItem(key, stored('inventory', key));
    await cache.getItem('a'); // read: now the most recently used
    await cache.setItem('d', stored('inventory', 'd'));
    expect(await cache.getItem('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.getItem(key), key).toBeDefined();
  });

  test('over the size cap, old lists make room for the new one', async () => {
    const cache = storage({ maxBytes: 2_500, maxEntries: 100 });
    const kilobyte = 'x'.repeat(1_000);
    await cache.setItem('old', stored('inventory', kilobyte));
    await cache.setItem('middle', stored('inventory', kilobyte));
    await cache.setItem('new', stored('inventory', kilobyte));
    expect(await cache.getItem('old')).toBeUndefined();
    expect(await cache.getItem('middle')).toBeDefined();
    expect(await cache.getItem('new')).toBeDefined();
  });

  test('sign-out drops private roots and leaves the catalog', async () => {
    const cache = storage();
    await cache.setItem('menu', stored('inventory', [1]));
    await cache.setItem('cart', stored('carts', { id: 1 }));
    await cache.setItem('me', stored('users', { id: 2 }));
    await cache.removeRoots(['users', 'carts', 'orders']);
    expect(await cache.getItem('cart')).toBeUndefined();
    expect(await cache.getItem('me')).toBeUndefined();
    expect(await cache.getItem('menu')).toBeDefined();
    expect((await cache.entries()).map(([key]) => key)).toEqual(['menu']);
  });
});
