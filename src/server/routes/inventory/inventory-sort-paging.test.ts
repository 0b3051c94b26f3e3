import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRODUCT_PAGE_SIZE } from '@/domain/constants';
import { SORT_OPTIONS, type SortOption } from '@/domain/sort';
import { insertItem, insertStore } from '../testing/catalog-fixture';
import { names } from '../testing/menu-fixture';
import { createMenuTestApp, type ListQuery, type MenuTestApp } from '../testing/menu-test-app';

let menu: MenuTestApp;
let bigStoreId: number;
beforeAll(async () => {
  menu = await createMenuTestApp();
  const big = await insertStore(menu.db, menu.brands.main.id, { storeSlug: 'big-store' });
  bigStoreId = big.id;
  for (let n = 1; n <= 55; n += 1) {
    // Pairs of equal names and prices, so only the id tiebreaker can keep pages apart.
    await insertItem(menu.db, big.id, { name: `Item ${String(Math.ceil(n / 2)).padStart(2, '0')}`, recPriceCents: 1000 * (n % 3) + 1000 });
  }
});
afterAll(() => menu.close());

const page = (query: ListQuery, path?: string) => menu.listInventory({ require_sellable_quantity: true, ...query }, { path });
const sorted = async (order_by: SortOption) => names(await page({ store_id: menu.stores.menu.id, order_by }));

describe('every sort option of part 1 §9', () => {
  test('name is the default (part 1 §5), A to Z ignoring case', async () => {
    const expected = [
      'Berry Gummies 20pk', 'Blue Dream 3.5g', 'CO2 Distillate Cart', 'Granddaddy Purple 7g', 'Hash Rosin 1g',
      'Live Resin Cart', 'Mint Gummies 10pk', 'OG Kush 3.5g', 'Relief Balm', 'Sour Diesel Pre-Roll',
    ];
    expect(names(await page({ store_id: menu.stores.menu.id }))).toEqual(expected);
    expect(await sorted('name')).toEqual(expected);
    expect(await sorted('name_desc')).toEqual([...expected].reverse());
  });

  test('brand A to Z and Z to A, names A to Z within a brand', async () => {
    expect(await sorted('brand')).toEqual([
      'Hash Rosin 1g', 'Relief Balm', 'Blue Dream 3.5g', 'CO2 Distillate Cart', 'Granddaddy Purple 7g',
      'Berry Gummies 20pk', 'Mint Gummies 10pk', 'Live Resin Cart', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll',
    ]);
    expect(await sorted('brand_desc')).toEqual([
      'Live Resin Cart', 'OG Kush 3.5g', 'Sour Diesel Pre-Roll', 'Berry Gummies 20pk', 'Mint Gummies 10pk',
      'Blue Dream 3.5g', 'CO2 Distillate Cart', 'Granddaddy Purple 7g', 'Relief Balm', 'Hash Rosin 1g',
    ]);
  });

  test('price low to high and high to low use the price paid (discounted when on special)', async () => {
    const low = [
      'Sour Diesel Pre-Roll', 'Mint Gummies 10pk', 'Relief Balm', 'Blue Dream 3.5g', 'Berry Gummies 20pk',
      'CO2 Distillate Cart', 'Live Resin Cart', 'OG Kush 3.5g', 'Granddaddy Purple 7g', 'Hash Rosin 1g',
    ];
    expect(await sorted('price')).toEqual(low);
    expect(await sorted('price_desc')).toEqual([...low].reverse());
    const prices = (await page({ store_id: menu.stores.menu.id, order_by: 'price' })).data.map(
      (item) => item.discounted_price_cents ?? item.price_cents,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('featured: ranked items first, then by name', async () => {
    expect(await sorted('featured')).toEqual([
      'OG Kush 3.5g', 'Blue Dream 3.5g', 'Mint Gummies 10pk', 'Berry Gummies 20pk', 'CO2 Distillate Cart',
      'Granddaddy Purple 7g', 'Hash Rosin 1g', 'Live Resin Cart', 'Relief Balm', 'Sour Diesel Pre-Roll',
    ]);
  });

  test('newest first', async () => {
    expect(await sorted('newest')).toEqual([
      'Sour Diesel Pre-Roll', 'Mint Gummies 10pk', 'OG Kush 3.5g', 'Live Resin Cart', 'CO2 Distillate Cart',
      'Relief Balm', 'Blue Dream 3.5g', 'Hash Rosin 1g', 'Berry Gummies 20pk', 'Granddaddy Purple 7g',
    ]);
  });
});

describe('paging (page size 50, part 1 §9)', () => {
  test('the default page is 50 of the whole result, and the next offset brings the rest', async () => {
    const first = await page({ store_id: bigStoreId });
    expect(first.data).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(first.rows).toBe(50);
    expect(first.total_rows).toBe(55);
    const second = await page({ store_id: bigStoreId, offset: 50 });
    expect(second.data).toHaveLength(5);
    expect(second.total_rows).toBe(55);
  });

  test('an offset at or past the end answers no rows but still the total', async () => {
    for (const offset of [55, 56, 500]) {
      const past = await page({ store_id: bigStoreId, offset });
      expect(past.data).toEqual([]);
      expect(past.rows).toBe(0);
      expect(past.total_rows).toBe(55);
    }
  });

  test('limit bounds: 1 and 200 are accepted', async () => {
    expect((await page({ store_id: bigStoreId, limit: 1 })).data).toHaveLength(1);
    expect((await page({ store_id: bigStoreId, limit: 200 })).data).toHaveLength(55);
  });

  test.each(SORT_OPTIONS)('pages of %s are stable: no duplicates, no gaps, even with equal names and prices', async (order_by) => {
    const whole = (await page({ store_id: bigStoreId, order_by, limit: 200 })).data.map((item) => item.id);
    const paged: number[] = [];
    for (let offset = 0; offset < 55; offset += 7) {
      paged.push(...(await page({ store_id: bigStoreId, order_by, limit: 7, offset })).data.map((item) => item.id));
    }
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(55);
  });
});

describe('FIFO menus (part 1 §7 fifo-inventory)', () => {
  const gelato = () => [menu.fifoIds.oldest, menu.fifoIds.middle, menu.fifoIds.newest];

  test('at a store with use_fifo, batches the sort ranks equal come oldest received first', async () => {
    const fifo = await page({ store_id: menu.stores.fifo.id }, 'p/inventory/op/fifo-inventory');
    expect(fifo.data.map((item) => item.id)).toEqual([...gelato(), menu.fifoIds.zkittlez]);
    const byPrice = await page({ store_id: menu.stores.fifo.id, order_by: 'price_desc' }, 'p/inventory/op/fifo-inventory');
    expect(byPrice.data.slice(0, 3).map((item) => item.id)).toEqual(gelato());
  });

  test('the plain list keeps the id order for equal items', async () => {
    const plain = await page({ store_id: menu.stores.fifo.id });
    expect(plain.data.map((item) => item.id)).toEqual([menu.fifoIds.newest, menu.fifoIds.oldest, menu.fifoIds.middle, menu.fifoIds.zkittlez]);
  });

  test('at a store without use_fifo, fifo-inventory answers the plain list', async () => {
    const fifo = await page({ store_id: menu.stores.menu.id, order_by: 'brand' }, 'p/inventory/op/fifo-inventory');
    expect(names(fifo)).toEqual(await sorted('brand'));
  });
});
