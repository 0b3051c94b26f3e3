import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inventoryRowJson, inventoryRowsCsv } from '@/domain/inventory-rows';
import { createImportTestApp, type ImportTestApp } from './import-test-kit';

/** README "Import and export": strict rows, one set of limits with the console, CSV formula guard. */
let app: ImportTestApp;
beforeAll(async () => {
  app = await createImportTestApp();
});
afterAll(() => app.close());

const FEED = '/admin/feeds/inventory';
const csvLine = (csv: string) => csv.split('\r\n')[1]!;

describe('rows are read strictly', () => {
  test('a JSON row without its price is a row error naming price, not an item taken off sale', async () => {
    const store = await app.store();
    await app.item(store.id, { batchInventoryId: 'ON-SALE', recPriceCents: 3000 });
    const { auth } = await app.operator();
    const { price: _price, ...noPrice } = inventoryRowJson(app.row(store.storeSlug, 'ON-SALE'));
    const body = JSON.stringify({ rows: [inventoryRowJson(app.row(store.storeSlug, 'OTHER')), noPrice] });
    const applied = await app.sendRaw('POST', app.importPath(store.id, 'mode=apply'), auth, body, 'application/json');
    expect(applied.status).toBe(422);
    expect(applied.body.errors).toEqual([{ row: 2, field: 'price', message: expect.stringContaining('This row has no price') }]);
    expect((await app.itemsOf(store.id)).map((item) => [item.batchInventoryId, item.recPriceCents])).toEqual([['ON-SALE', 3000]]);
  });

  test('a CSV row with more or fewer fields than the header is a row error, for the import and the feed', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const good = inventoryRowsCsv([app.row(store.storeSlug, 'GOOD')]);
    const shifted = `${good}${csvLine(inventoryRowsCsv([app.row(store.storeSlug, 'SHIFT', { name: 'Name, with comma' })])).replace('"Name, with comma"', 'Name, with comma')}\r\n`;
    const dry = await app.importCsv(store.id, auth, shifted);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([{ row: 2, field: '_', message: 'Row 2 has 23 fields; the header has 22' }]);
    expect(dry.body.counts).toMatchObject({ new: 1, errors: 1 });
    const key = await app.feedKey([store.id]);
    const fed = await app.sendRaw('PUT', FEED, key.auth, shifted);
    expect(fed.status).toBe(200);
    expect(fed.body.results.map((result: { row: number; status: string }) => `${result.row}:${result.status}`)).toEqual(['1:created', '2:error']);
    expect((await app.itemsOf(store.id)).map((item) => item.batchInventoryId)).toEqual(['GOOD']);
  });

  test("a dry run does not count an item as removed when its row is in the file with an error: the row only needs fixing", async () => {
    const store = await app.store();
    await app.item(store.id, { batchInventoryId: 'TYPO', recPriceCents: 3000 });
    await app.item(store.id, { batchInventoryId: 'GONE', recPriceCents: 3000 });
    const { auth } = await app.operator();
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'TYPO'), app.row(store.storeSlug, 'NEW-ONE', { price_cents: 2500 })]).replace(',30.00,', ',thirty,');
    expect(csv).toContain('thirty');
    const dry = await app.importCsv(store.id, auth, csv);
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([expect.objectContaining({ row: 1, field: 'price' })]);
    expect(dry.body.counts).toMatchObject({ new: 1, removed: 1, errors: 1 });
    expect(dry.body.removed.map((item: { sku: string }) => item.sku)).toEqual(['GONE']);
  });
});

describe('one set of limits with the console', () => {
  test('imported tags are kept as slugs, so the console can edit the tags afterwards', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'TAGGED')]).replace(',,false', ',Top Shelf;Staff Picks,false');
    expect(csv).toContain('Top Shelf');
    expect((await app.importCsv(store.id, auth, csv, 'mode=apply')).status).toBe(200);
    const [item] = await app.itemsOf(store.id);
    expect(item!.tags).toEqual(['top-shelf', 'staff-picks']);
    const edited = await app.send('PATCH', `/admin/items/${item!.id}`, auth, { tags: [...item!.tags, 'new-arrivals'] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });

  test('a price the console could not set is a row error: 0.00 and above $100,000.00', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const csv = inventoryRowsCsv([app.row(store.storeSlug, 'FREE', { price_cents: 0 }), app.row(store.storeSlug, 'DEAR', { price_cents: 10_000_001 }), app.row(store.storeSlug, 'TOP', { price_cents: 10_000_000 })]);
    const dry = await app.importCsv(store.id, auth, csv);
    expect(dry.body.errors.map((error: { row: number; field: string }) => `${error.row}:${error.field}`)).toEqual(['1:price', '2:price']);
    expect(dry.body.counts).toMatchObject({ new: 1, errors: 2 });
  });
});

describe('the CSV export is safe to open in a spreadsheet', () => {
  test('a text cell that would run as a formula is exported with a leading quote and imports back unchanged', async () => {
    const store = await app.store();
    await app.item(store.id, { batchInventoryId: 'F-1', ecommDisplayName: '=HYPERLINK("http://evil.test","Open")', brand: '@Brand', description: '+1 flavour', recPriceCents: 1999 });
    const { auth } = await app.operator();
    const exported = await app.send('GET', `/admin/stores/${store.id}/export`, auth);
    // The medical row (numbers as they are: price and quantity are never prefixed).
    const line = csvLine(String(exported.body));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"",""Open"")"`);
    expect(line).toContain(",'@Brand,");
    expect(line).toContain(",'+1 flavour,");
    expect(line).toContain(',28.00,10,');
    const back = await app.importCsv(store.id, auth, String(exported.body));
    expect(back.body.counts).toMatchObject({ unchanged: 2, changed: 0, errors: 0 });
  });
});
