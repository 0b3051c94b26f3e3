import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { inventoryItems } from '@/server/db/schema';
import { createAdminTestApp, type AdminTestApp } from '@/server/routes/admin/admin-test-kit';
import { CATALOG_CACHE, invalidateCatalog } from '@/server/services/catalog/catalog-cache';
import { storeKeys } from './store-keys';

/**
 * The console table's keys of a store (README "The operator console"): kept across changes and
 * brought up to date from the rows written since, under the catalog cache's freshness rules.
 */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

const priceOf = async (storeId: number, id: number) => (await storeKeys(app.db, storeId)).items.get(id)?.rec_price_cents;

describe('store keys', () => {
  test('requests arriving together after a change share one read of the changed rows', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recPriceCents: 1000 });
    await storeKeys(app.db, store.id);
    await app.setItem(item.id, { recPriceCents: 1200 });
    invalidateCatalog(app.db, store.id);
    const reads = vi.spyOn(app.db, 'execute');
    try {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => storeKeys(app.db, store.id)));
      expect(answers.map((keys) => keys.items.get(item.id)?.rec_price_cents)).toEqual([1200, 1200, 1200, 1200, 1200]);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  test("another process's write (no invalidation here) shows once the cached answer expires, as for shoppers", async () => {
    const store = await app.store();
    const item = await app.item(store.id, { recPriceCents: 1000 });
    expect(await priceOf(store.id, item.id)).toBe(1000);
    await app.setItem(item.id, { recPriceCents: 700 });
    expect(await priceOf(store.id, item.id)).toBe(1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + CATALOG_CACHE.FRESH_MS + CATALOG_CACHE.STALE_MS);
      expect(await priceOf(store.id, item.id)).toBe(700);
    } finally {
      vi.useRealTimers();
    }
  });

  test('new items join, deleted ones leave, unchanged ones keep their values', async () => {
    const store = await app.store();
    const [kept, gone] = [await app.item(store.id, { recPriceCents: 1000 }), await app.item(store.id)];
    expect([...(await storeKeys(app.db, store.id)).items.keys()].sort()).toEqual([kept.id, gone.id].sort());
    await app.db.delete(inventoryItems).where(eq(inventoryItems.id, gone.id));
    const added = await app.item(store.id);
    invalidateCatalog(app.db, store.id);
    const keys = await storeKeys(app.db, store.id);
    expect([...keys.items.keys()].sort()).toEqual([kept.id, added.id].sort());
    expect(keys.items.get(kept.id)?.rec_price_cents).toBe(1000);
  });
});
