import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inventoryRowJson, inventoryRowsCsv } from '@/domain/inventory-rows';
import { createImportTestApp, type ImportTestApp } from './import-test-kit';

/**
 * README "Import and export" (writes at the same time): an import apply and a feed write take the
 * store's lock, then read and compare the store inside their transaction. Another write is made to
 * land deterministically just before the apply's transaction begins, which is after an apply that
 * reads the store outside its transaction has read it: that write must neither be undone nor turn
 * the apply into a 500.
 */
let app: ImportTestApp;
beforeAll(async () => {
  app = await createImportTestApp();
});
afterAll(() => app.close());

/** Runs `write` to the end just before the next transaction of the app's database begins; answers its answer. */
function writeBeforeNextTransaction<T>(write: () => Promise<T>): Promise<T> {
  const database = app.db as { transaction: (...args: unknown[]) => Promise<unknown> };
  const original = database.transaction;
  return new Promise<T>((resolve, reject) => {
    database.transaction = async (...args: unknown[]) => {
      database.transaction = original;
      await write().then(resolve, reject);
      return original.apply(app.db, args);
    };
  });
}

describe('imports and feeds at the same time', () => {
  test('two applies creating the same new sku both answer 200 and leave exactly one item', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'TWIN', { price_cents: 4200 })]);
    const second = writeBeforeNextTransaction(() => app.importCsv(store.id, auth, csv, 'mode=apply'));
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
    const fed = writeBeforeNextTransaction(() => app.sendRaw('PUT', '/admin/feeds/inventory', key.auth, JSON.stringify({ rows: [inventoryRowJson(row)] }), 'application/json'));
    const imported = await app.importCsv(store.id, auth, inventoryRowsCsv([row]), 'mode=apply');
    expect([imported.status, (await fed).status]).toEqual([200, 200]);
    expect(await app.itemsOf(store.id)).toHaveLength(1);
  });

  test('a console edit made between the dry run and the apply stays where the file does not change it (here the medical side of an item whose recreational row changes)', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const item = await app.item(store.id, { batchInventoryId: 'EDITED', ecommDisplayName: 'Item EDITED', recPriceCents: 3000, medPriceCents: 2800, recSellableQty: 10, thc: 21.5, strainType: 'hybrid', description: 'About EDITED' });
    // The file changes the recreational quantity only; it has no medical row for the item.
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'EDITED', { quantity: 4 })]);
    const dry = await app.importCsv(store.id, auth, csv);
    expect(dry.body.changed).toEqual([expect.objectContaining({ sku: 'EDITED', fields: ['quantity'] })]);
    const edited = writeBeforeNextTransaction(() => app.send('PATCH', `/admin/items/${item.id}`, auth, { prices: { medical: 2500 }, hidden_usage_types: ['medical'] }));
    const applied = await app.importCsv(store.id, auth, csv, 'mode=apply');
    expect([applied.status, (await edited).status]).toEqual([200, 200]);
    const [after] = await app.itemsOf(store.id);
    expect(after).toMatchObject({ recSellableQty: 4, medPriceCents: 2500, hiddenUsageTypes: ['medical'] });
  });
});
