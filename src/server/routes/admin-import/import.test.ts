import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { IMPORT_PROGRESS_TYPE, importSummarySchema } from '@/api/admin-import';
import { inventoryRowsCsv } from '@/domain/inventory-rows';
import { createImportTestApp, type ImportTestApp } from './import-test-kit';

/** README "Import and export": the dry run, the all-or-nothing apply, export and who may do either. */
let app: ImportTestApp;
beforeAll(async () => {
  app = await createImportTestApp();
});
afterAll(() => app.close());

describe('POST admin/stores/{id}/import', () => {
  test('a dry run counts new, changed, unchanged and removed rows and writes nothing; the apply writes them with audit entries', async () => {
    const store = await app.store();
    await app.item(store.id, { batchInventoryId: 'KEEP', ecommDisplayName: 'Item KEEP', name: 'Item KEEP - 3.5g', recPriceCents: 3000, recSellableQty: 10, thc: 21.5, strainType: 'hybrid', description: 'About KEEP' });
    await app.item(store.id, { batchInventoryId: 'EDIT', ecommDisplayName: 'Item EDIT', recPriceCents: 3000, thc: 21.5, strainType: 'hybrid', description: 'About EDIT' });
    await app.item(store.id, { batchInventoryId: 'GONE' });
    const { auth } = await app.operator();
    const rows = [app.row(store.storeSlug, 'KEEP'), app.row(store.storeSlug, 'EDIT', { price_cents: 2500, quantity: 3 }), app.row(store.storeSlug, 'NEW-1')];

    const dry = await app.importCsv(store.id, auth, rows);
    expect(dry.status).toBe(200);
    const summary = importSummarySchema.parse(dry.body);
    expect(summary.counts).toEqual({ new: 1, changed: 1, unchanged: 1, removed: 1, errors: 0, rows: 3 });
    expect(summary.changed[0]).toMatchObject({ sku: 'EDIT', fields: ['price_cents', 'quantity'] });
    expect(summary.removed).toEqual([{ sku: 'GONE', usage_type: 'recreational', name: expect.any(String) }]);
    expect((await app.itemsOf(store.id)).map((item) => item.batchInventoryId)).toEqual(['EDIT', 'GONE', 'KEEP']);

    const applied = await app.importCsv(store.id, auth, rows, 'mode=apply&removed=hide');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, counts: { new: 1, changed: 1, removed: 1 } });
    const items = await app.itemsOf(store.id);
    expect(items.map((item) => [item.batchInventoryId, item.recPriceCents, item.recSellableQty, item.hiddenUsageTypes])).toEqual([
      ['EDIT', 2500, 3, []],
      ['GONE', 3000, 10, ['recreational']],
      ['KEEP', 3000, 10, []],
      ['NEW-1', 3000, 10, []],
    ]);
    const audit = await app.auditOf(store.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['inventory.import', 'inventory.import', 'inventory.import.create']);
    const edit = audit.find((entry) => (entry.after as { sku: string }).sku === 'EDIT')!;
    expect(edit).toMatchObject({ actorUserId: expect.any(Number), before: { sku: 'EDIT', recPriceCents: 3000, recSellableQty: 10 }, after: { sku: 'EDIT', recPriceCents: 2500, recSellableQty: 3 } });
  });

  test('bad rows answer their row and field, never a 500; an apply with any bad row writes nothing (422)', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const good = inventoryRowsCsv([app.row(store.storeSlug, 'OK-1')]);
    const csv = `${good}BAD-1,${store.storeSlug},recreational,Name,Brand,snacks,,,abc,-2,,,,,,,%,,,,,\nBAD-2,other-store,recreational,Name,Brand,flower,,,1.00,1,,,,,,,%,,,,,maybe\n"broken`;
    const dry = await app.importCsv(store.id, auth, csv);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([{ row: 0, field: '_', message: 'Line 5: A quoted field is not closed' }]);
    const rowsOnly = `${good}BAD-1,${store.storeSlug},recreational,Name,Brand,snacks,,,abc,-2,,,,,,,%,,,,,\nBAD-2,other-store,recreational,Name,Brand,flower,,,1.00,1,,,,,,,%,,,,,maybe\n`;
    const checked = await app.importCsv(store.id, auth, rowsOnly);
    expect(checked.body.errors.map((error: { row: number; field: string }) => `${error.row}:${error.field}`)).toEqual(['2:category', '2:price', '2:quantity', '3:hidden']);
    const other = await app.importCsv(store.id, auth, inventoryRowsCsv([app.row(store.storeSlug, 'OK-1'), app.row('someone-else', 'X')]));
    expect(other.body.errors).toEqual([{ row: 2, field: 'store', message: 'This row is for another store: import each store on its own page.' }]);

    const applied = await app.importCsv(store.id, auth, rowsOnly, 'mode=apply');
    expect(applied.status).toBe(422);
    expect(applied.body).toMatchObject({ applied: false, counts: { new: 1, errors: 4 } });
    expect(await app.itemsOf(store.id)).toEqual([]);
  });

  test('a write failing mid-apply leaves nothing half-applied', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    // 700 rows: the first insert batch (500) succeeds, the second fails on the last row.
    const rows = Array.from({ length: 700 }, (_, index) => app.row(store.storeSlug, `BULK-${String(index).padStart(4, '0')}`, { brand: index === 699 ? 'Boom' : 'Acme' }));
    await app.db.execute(sql`ALTER TABLE inventory_items ADD CONSTRAINT test_no_boom CHECK (brand <> 'Boom')`);
    try {
      const applied = await app.importCsv(store.id, auth, rows, 'mode=apply');
      expect(applied.status).toBe(500);
    } finally {
      await app.db.execute(sql`ALTER TABLE inventory_items DROP CONSTRAINT test_no_boom`);
    }
    expect(await app.itemsOf(store.id)).toEqual([]);
    expect(await app.auditOf(store.id)).toEqual([]);
  });

  test('Accept: application/x-ndjson streams progress, then the summary', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const rows = Array.from({ length: 1200 }, (_, index) => app.row(store.storeSlug, `P-${index}`));
    const answer = await app.sendRaw('POST', app.importPath(store.id, 'mode=apply'), { ...auth, accept: IMPORT_PROGRESS_TYPE }, inventoryRowsCsv(rows));
    expect(answer.headers.get('content-type')).toContain(IMPORT_PROGRESS_TYPE);
    const lines = String(answer.body).trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.progress).map((line) => line.progress.done)).toEqual([500, 1000, 1200]);
    expect(lines.at(-1).summary).toMatchObject({ applied: true, counts: { new: 1200 } });
  });

  test('Accept: application/x-ndjson: an apply refused for its rows answers 422 with the JSON summary, not a 200 stream', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const rows = inventoryRowsCsv([app.row(store.storeSlug, 'OK'), app.row('someone-else', 'NOT-OURS')]);
    const answer = await app.sendRaw('POST', app.importPath(store.id, 'mode=apply'), { ...auth, accept: IMPORT_PROGRESS_TYPE }, rows);
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(importSummarySchema.parse(answer.body)).toMatchObject({ applied: false, counts: { errors: 1 } });
    const unsupported = await app.sendRaw('POST', app.importPath(store.id, 'mode=apply'), { ...auth, accept: IMPORT_PROGRESS_TYPE }, rows, 'application/xml');
    expect(unsupported.status).toBe(415);
    expect(await app.itemsOf(store.id)).toEqual([]);
  });

  test('JSON bodies import the same rows; other content types are 415', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const json = JSON.stringify({ rows: [{ ...app.row(store.storeSlug, 'J-1'), price: '30.00', price_cents: 3000 }] });
    const answer = await app.sendRaw('POST', app.importPath(store.id), auth, json, 'application/json');
    expect(answer.body.counts).toMatchObject({ new: 0, errors: 1 });
    const clean = JSON.stringify({ rows: [{ sku: 'J-1', store: store.storeSlug, usage_type: 'recreational', name: 'J', brand: 'B', category: 'flower', price: '30.00', quantity: 4 }] });
    expect((await app.sendRaw('POST', app.importPath(store.id), auth, clean, 'application/json')).body.counts).toMatchObject({ new: 1, errors: 0 });
    expect((await app.sendRaw('POST', app.importPath(store.id), auth, clean, 'application/xml')).status).toBe(415);
    expect((await app.sendRaw('POST', app.importPath(store.id), auth, '{"rows":', 'application/json')).status).toBe(400);
  });

  test('refuses a budtender, a shopper, a manager of another store and another brand', async () => {
    const store = await app.store();
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'X')]);
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const otherManager = await app.manager([(await app.store()).id]);
    const foreignOperator = await app.operator(app.otherBrand.id);
    expect((await app.importCsv(store.id, budtender.auth, csv)).status).toBe(403);
    expect((await app.importCsv(store.id, shopper.auth, csv)).status).toBe(403);
    const refused = await app.importCsv(store.id, otherManager.auth, csv);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
    expect((await app.sendRaw('POST', app.importPath(store.id), { ...foreignOperator.auth, host: app.OTHER_HOST }, csv)).status).toBe(403);
    expect((await app.importCsv(store.id, {}, csv)).status).toBe(401);
    expect((await app.send('GET', `/admin/stores/${store.id}/export`, otherManager.auth)).status).toBe(403);
    const ownManager = await app.manager([store.id]);
    expect((await app.importCsv(store.id, ownManager.auth, csv)).status).toBe(200);
  });
});

describe('GET admin/stores/{id}/export', () => {
  test('exports the import format; importing the export changes nothing', async () => {
    const store = await app.store();
    await app.item(store.id, { batchInventoryId: 'A-1', description: 'Comma, "quotes"\nand a line', tags: ['staff-picks'], thc: 0.3, medPriceCents: null });
    await app.item(store.id, { batchInventoryId: 'A-2', hiddenUsageTypes: ['medical'], cbd: 12.25, potencyUnit: 'mg' });
    const { auth } = await app.operator();
    const csv = await app.send('GET', `/admin/stores/${store.id}/export`, auth);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body).split('\r\n')[0]).toBe('sku,store,usage_type,name,brand,category,sub_category,size,price,quantity,thc,thca,cbd,cbda,cbn,cbg,potency_unit,strain_type,strain,description,tags,hidden');
    const back = await app.importCsv(store.id, auth, String(csv.body));
    expect(back.body.counts).toEqual({ new: 0, changed: 0, unchanged: 3, removed: 0, errors: 0, rows: 3 });
    const json = await app.send('GET', `/admin/stores/${store.id}/export?format=json&usage_type=medical`, auth);
    expect(json.body.rows).toEqual([expect.objectContaining({ sku: 'A-2', usage_type: 'medical', price: '28.00', hidden: true, cbd: 12.25, potency_unit: 'mg' })]);
    const jsonBack = await app.sendRaw('POST', app.importPath(store.id), auth, JSON.stringify(json.body), 'application/json');
    expect(jsonBack.body.counts).toMatchObject({ unchanged: 1, changed: 0, errors: 0 });
  });
});
