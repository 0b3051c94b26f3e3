import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { inventoryRowJson, inventoryRowsCsv } from '@/domain/inventory-rows';
import { createImportTestApp, type ImportTestApp } from './import-test-kit';

/**
 * README "Import and export" (writes at the same time): an import apply and a feed write take the
 * store's lock, then read and compare the store inside their transaction. A write arriving right
 * after an apply has read the store's items is made to land there, deterministically, through this
 * hook on the read; it must neither be undone nor turn the apply into a 500.
 */
const race = vi.hoisted(() => ({ afterRead: undefined as undefined | ((db: unknown) => Promise<void>) }));
vi.mock('@/server/services/admin-import/item-rows', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/services/admin-import/item-rows')>();
  return {
    ...original,
    storeItems: async (...args: Parameters<typeof original.storeItems>) => {
      const items = await original.storeItems(...args);
      const hook = race.afterRead;
      race.afterRead = undefined;
      await hook?.(args[0]);
      return items;
    },
  };
});

let app: ImportTestApp;
beforeAll(async () => {
  app = await createImportTestApp();
});
afterAll(() => app.close());

/**
 * Runs `write` right after the next read of a store's items. Read outside a transaction, the write
 * completes there (as it could on any server); read inside one, it is started and waits for the
 * lock (PGlite has one connection: awaiting it there would wait forever). Answers the write's answer.
 */
function raceAfterNextRead<T>(write: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    race.afterRead = async (db) => {
      const running = write();
      running.then(resolve, reject);
      if (db === app.db) await running.catch(() => undefined);
    };
  });
}

describe('imports and feeds at the same time', () => {
  test('two applies creating the same new sku both answer 200 and leave exactly one item', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'TWIN', { price_cents: 4200 })]);
    const second = raceAfterNextRead(() => app.importCsv(store.id, auth, csv, 'mode=apply'));
    const first = await app.importCsv(store.id, auth, csv, 'mode=apply');
    const answers = [first, await second];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.counts.new).sort()).toEqual([0, 1]);
    expect((await app.itemsOf(store.id)).map((item) => [item.batchInventoryId, item.recPriceCents])).toEqual([['TWIN', 4200]]);
  });

  test('an import and a feed creating the same new sku both succeed with one item', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const key = await app.feedKey([store.id]);
    const row = app.row(store.storeSlug, 'BOTH');
    const fed = raceAfterNextRead(() => app.sendRaw('PUT', '/admin/feeds/inventory', key.auth, JSON.stringify({ rows: [inventoryRowJson(row)] }), 'application/json'));
    const imported = await app.importCsv(store.id, auth, inventoryRowsCsv([row]), 'mode=apply');
    expect([imported.status, (await fed).status]).toEqual([200, 200]);
    expect(await app.itemsOf(store.id)).toHaveLength(1);
  });

  test('a console edit made between the dry run and the apply stays where the import row does not change that field', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const item = await app.item(store.id, { batchInventoryId: 'EDITED', ecommDisplayName: 'Item EDITED', recPriceCents: 3000, medPriceCents: 2800, recSellableQty: 10, thc: 21.5, strainType: 'hybrid', description: 'About EDITED' });
    // The file changes the recreational quantity only; it has no medical row for the item.
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'EDITED', { quantity: 4 })]);
    const dry = await app.importCsv(store.id, auth, csv);
    expect(dry.body.changed).toEqual([expect.objectContaining({ sku: 'EDITED', fields: ['quantity'] })]);
    const edited = raceAfterNextRead(() => app.send('PATCH', `/admin/items/${item.id}`, auth, { prices: { medical: 2500 }, tags: ['staff-picks'] }));
    const applied = await app.importCsv(store.id, auth, csv, 'mode=apply');
    expect([applied.status, (await edited).status]).toEqual([200, 200]);
    const [after] = await app.itemsOf(store.id);
    expect(after).toMatchObject({ recSellableQty: 4, medPriceCents: 2500, tags: ['staff-picks'] });
  });
});
