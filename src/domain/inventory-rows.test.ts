import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { diffInventory } from './inventory-diff';
import { sellableFromFeed } from './feed-stock';
import { inventoryJsonRowsCsv, inventoryRowJson, inventoryRowsCsv, readInventoryRows, recordsFromCsv, type InventoryRow } from './inventory-rows';

const HEADER = 'sku,store,usage_type,name,brand,category,sub_category,size,price,quantity,thc,thca,cbd,cbda,cbn,cbg,potency_unit,strain_type,strain,description,tags,hidden';

function row(overrides: Partial<InventoryRow> = {}): InventoryRow {
  return {
    sku: 'SKU-1',
    store: 'hudson-valley-ny',
    usage_type: 'recreational',
    name: 'Blue Dream 3.5g',
    brand: 'Cresco',
    category: 'flower',
    sub_category: 'buds',
    size: '3.5g',
    price_cents: 3500,
    quantity: 12,
    thc: 22.5,
    thca: null,
    cbd: 0.1,
    cbda: null,
    cbn: null,
    cbg: null,
    potency_unit: '%',
    strain_type: 'hybrid',
    strain: 'Blue Dream',
    description: 'Sweet, "berry"\nnose',
    tags: ['staff-picks', 'new-arrivals'],
    hidden: false,
    ...overrides,
  };
}

describe('the import row format (README "Import and export")', () => {
  it('reads a CSV row into an item row: price in cents, tags split on ;, empty potency as none', () => {
    const csv = `${HEADER}\nSKU-1,Hudson-Valley-NY,rec,Blue Dream 3.5g,Cresco,Flower,buds,3.5g,$35,12,22.5,,0.1,,,,%,Hybrid,Blue Dream,"Sweet, ""berry""\nnose",Staff-Picks; new-arrivals,false\n`;
    const { records } = recordsFromCsv(csv);
    expect(readInventoryRows(records, 'full')).toEqual({ rows: [{ row: 1, value: row() }], errors: [] });
  });

  it('exports CSV and JSON that read back to the same rows', () => {
    const rows = [row(), row({ sku: 'SKU-2', usage_type: 'medical', price_cents: null, tags: [], thc: null, strain: null, strain_type: null, hidden: true })];
    const fromCsv = readInventoryRows(recordsFromCsv(inventoryRowsCsv(rows)).records, 'full');
    expect(fromCsv.rows.map((entry) => entry.value)).toEqual(rows);
    const fromJson = readInventoryRows(JSON.parse(JSON.stringify(rows.map(inventoryRowJson))), 'full');
    expect(fromJson.rows.map((entry) => entry.value)).toEqual(rows);
    expect(inventoryRowJson(rows[0]!)).toMatchObject({ price: '35.00', tags: ['staff-picks', 'new-arrivals'] });
  });

  it('answers every bad field with its row and field, and keeps the good rows', () => {
    const records = [
      inventoryRowJson(row()),
      { ...inventoryRowJson(row({ sku: 'SKU-2' })), category: 'snacks', price: '3.999', quantity: -1, usage_type: 'both' },
      { ...inventoryRowJson(row({ sku: 'SKU-3' })), name: '', hidden: 'maybe', thc: 'lots' },
      'not a row',
    ];
    const read = readInventoryRows(records, 'full');
    expect(read.rows.map((entry) => entry.row)).toEqual([1]);
    expect(read.errors.map(({ row: at, field }) => `${at}:${field}`)).toEqual(['2:usage_type', '2:category', '2:price', '2:quantity', '3:name', '3:thc', '3:hidden', '4:_']);
  });

  it('refuses a duplicate row and two usage types of one sku that disagree on the item', () => {
    const records = [row(), row(), row({ usage_type: 'medical', name: 'Other name' }), row({ usage_type: 'medical', price_cents: 3000 })].map(inventoryRowJson);
    const read = readInventoryRows(records, 'full');
    expect(read.rows.map((entry) => entry.row)).toEqual([1, 4]);
    expect(read.errors).toEqual([
      { row: 2, field: 'sku', message: 'The same sku, store and usage type as row 1' },
      { row: 3, field: 'name', message: 'Differs from row 1 of the same sku (the other usage type)' },
    ]);
  });

  it('names missing and unknown columns, and a broken CSV, as file errors (row 0)', () => {
    expect(readInventoryRows(recordsFromCsv('sku,store,usage_type,quantity,colour\nA,b,rec,1,red').records, 'full').errors.map((error) => error.message)).toEqual([
      'The column name is missing',
      'The column brand is missing',
      'The column category is missing',
      'The column price is missing',
      'Unknown column colour',
    ]);
    expect(readInventoryRows(recordsFromCsv('sku,store,usage_type,quantity\nA,b,rec,4').records, 'quantity').rows[0]!.value).toEqual({ sku: 'A', store: 'b', usage_type: 'recreational', quantity: 4 });
    expect(recordsFromCsv('sku\n"A').errors[0]).toMatchObject({ row: 0, message: 'Line 2: A quoted field is not closed' });
  });

  it('refuses a JSON row that leaves out a key the other rows have, naming the field, instead of reading it as empty', () => {
    const full = inventoryRowJson(row());
    const { price: _price, ...noPrice } = inventoryRowJson(row({ sku: 'SKU-2' }));
    const { hidden: _hidden, tags: _tags, ...noHiddenNoTags } = inventoryRowJson(row({ sku: 'SKU-3' }));
    const read = readInventoryRows([full, noPrice, noHiddenNoTags], 'full');
    expect(read.rows.map((entry) => entry.row)).toEqual([1]);
    expect(read.errors.map(({ row: at, field }) => `${at}:${field}`)).toEqual(['2:price', '3:tags', '3:hidden']);
    expect(read.errors[0]!.message).toContain('This row has no price');
    // No row has the column at all: the file says so once, as for a CSV header.
    const { price: _none, ...onlyRow } = full;
    expect(readInventoryRows([onlyRow], 'full').errors).toEqual([{ row: 0, field: 'price', message: 'The column price is missing' }]);
  });

  it('refuses a CSV row with another number of fields than the header, keeping the other rows and their numbers', () => {
    const csv = `${HEADER}\n${inventoryRowsCsv([row()]).split('\r\n')[1]}\nSKU-2,hudson-valley-ny,rec,Name,Brand,flower,,,35.00,3\n${inventoryRowsCsv([row({ sku: 'SKU-3' })]).split('\r\n')[1]},extra\n${inventoryRowsCsv([row({ sku: 'SKU-4' })]).split('\r\n')[1]}\n`;
    const { records, errors } = recordsFromCsv(csv);
    expect(errors).toEqual([
      { row: 2, field: '_', message: 'Row 2 has 10 fields; the header has 22' },
      { row: 3, field: '_', message: 'Row 3 has 23 fields; the header has 22' },
    ]);
    const read = readInventoryRows(records, 'full');
    expect(read.errors).toEqual([]);
    expect(read.rows.map((entry) => [entry.row, entry.value.sku])).toEqual([
      [1, 'SKU-1'],
      [4, 'SKU-4'],
    ]);
  });

  it('a CSV whose every row has the wrong number of fields gets those row errors only, not missing-column errors', () => {
    const { records, errors } = recordsFromCsv(`${HEADER}\nSKU-2,hudson-valley-ny,rec,Name,Brand,flower,,,35.00,3\n`);
    expect(errors).toEqual([{ row: 1, field: '_', message: 'Row 1 has 10 fields; the header has 22' }]);
    expect(readInventoryRows(records, 'full')).toEqual({ rows: [], errors: [] });
  });

  it('keeps to the console limits: price from 0.01 to 100000.00, tags as slugs, at most 40', () => {
    const read = (overrides: Record<string, unknown>) => readInventoryRows([{ ...inventoryRowJson(row()), ...overrides }], 'full');
    expect(read({ price: '0.00' }).errors.map((error) => error.field)).toEqual(['price']);
    expect(read({ price: '100000.01' }).errors.map((error) => error.field)).toEqual(['price']);
    expect(read({ price: '100000.00' }).rows[0]!.value.price_cents).toBe(10_000_000);
    expect(read({ tags: 'Top Shelf; Staff Picks!;top-shelf;Café' }).rows[0]!.value.tags).toEqual(['top-shelf', 'staff-picks', 'cafe']);
    expect(read({ tags: ['ok', '***'] }).errors).toEqual([{ row: 1, field: 'tags', message: expect.stringContaining('"***" is not a tag') }]);
    expect(read({ tags: Array.from({ length: 41 }, (_, index) => `tag-${index}`) }).errors.map((error) => error.message)).toEqual(['At most 40 tags']);
  });

  it('guards exported text cells against spreadsheet formulas and reads them back unchanged', () => {
    const risky = row({ name: '=HYPERLINK("http://x")', brand: '+Brand', description: '@once', strain: "'=already quoted", sub_category: '-flat' });
    const csv = inventoryRowsCsv([risky]);
    const cells = parseCsv(csv);
    expect(cells.ok && cells.records[1]).toEqual(expect.arrayContaining(["'=HYPERLINK(\"http://x\")", "'+Brand", "'@once", "''=already quoted", "'-flat"]));
    expect(readInventoryRows(recordsFromCsv(csv).records, 'full').rows[0]!.value).toEqual(risky);
    // Numbers are never prefixed; a hand-written guarded cell loses exactly one quote.
    expect(cells.ok && cells.records[1]![8]).toBe('35.00');
    const typed = `${HEADER}\nSKU-9,hudson-valley-ny,rec,'=Sum,Brand,flower,,,1.00,1,,,,,,,%,,,,,\n`;
    expect(readInventoryRows(recordsFromCsv(typed).records, 'full').rows[0]!.value.name).toBe('=Sum');
    // The console writes its download from the JSON export with the same guard.
    expect(inventoryJsonRowsCsv([inventoryRowJson(risky)])).toBe(csv);
  });
});

describe('the dry-run diff', () => {
  it('sorts rows into new, changed (with the fields), unchanged and removed for the usage types the file covers', () => {
    const current = [row(), row({ sku: 'SKU-2' }), row({ sku: 'SKU-3' }), row({ sku: 'SKU-4', hidden: true }), row({ sku: 'SKU-5', usage_type: 'medical' })];
    const file = [row(), row({ sku: 'SKU-2', price_cents: 3000, quantity: 4 }), row({ sku: 'NEW' })].map((value, index) => ({ row: index + 1, value }));
    const diff = diffInventory(file, current, ['recreational']);
    expect(diff.created.map((change) => change.sku)).toEqual(['NEW']);
    expect(diff.changed).toEqual([{ row: 2, sku: 'SKU-2', usage_type: 'recreational', name: 'Blue Dream 3.5g', fields: ['price_cents', 'quantity'] }]);
    expect(diff.unchanged.map((change) => change.sku)).toEqual(['SKU-1']);
    // SKU-4 is hidden already and SKU-5 is medical, which the file does not cover.
    expect(diff.removed).toEqual([{ sku: 'SKU-3', usage_type: 'recreational', name: 'Blue Dream 3.5g' }]);
  });
});

describe('the sale rule of the feed (README "The point-of-sale feed")', () => {
  it('takes units ordered since the snapshot from the counted quantity, never below zero', () => {
    expect(sellableFromFeed(10, 3)).toBe(7);
    expect(sellableFromFeed(2, 3)).toBe(0);
    expect(sellableFromFeed(5, 0)).toBe(5);
  });
});
