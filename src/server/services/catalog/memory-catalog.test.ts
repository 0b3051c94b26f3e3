import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InventoryList } from '@/api/inventory';
import { SORT_OPTIONS } from '@/domain/sort';
import type { UsageType } from '@/domain/usage-type';
import { inventoryItems, liveEvents, specialItems, specials, stores } from '@/server/db/schema';
import { createRng, type Rng } from '@/server/db/seed/random';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { invalidateCatalog } from './catalog-cache';
import { listProducts, openCatalogScope, type ListRequest } from './inventory-service';
import { STORE_COLUMNS, storeColumns } from './store-columns';

/**
 * The shopper catalog answers lists, counts and facets from each store's columns kept in memory
 * (memory-catalog.ts). These prove its answers are the SQL's, product for product and count for count,
 * over many combinations of part 1 §3's filters, §5's search and §9's sorts, on the demo menu with
 * running specials of every kind; and that a change of stock, price or specials shows at once, on this
 * process and, through the catalog event, on another.
 */
let t: TestApp;
let storeIds: number[];
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, productsPerStore: 120 });
  const rows = await t.handle.db.select({ id: stores.id, postTax: stores.showPostTaxPricing, fifo: stores.useFifo }).from(stores).orderBy(stores.id);
  // A store showing post-tax prices, a FIFO store and two others.
  const postTax = rows.find((row) => row.postTax)!.id;
  const fifo = rows.find((row) => row.fifo)!.id;
  storeIds = [...new Set([postTax, fifo, rows[0]!.id, rows[rows.length - 1]!.id])];
  await addSpecialsOfEveryKind(storeIds[0]!);
}, 120_000);
afterAll(() => t.close());

const db = () => t.handle.db;

/** Specials the seed may not have: a fractional percent, dollars off and a fixed price, overlapping on some items. */
async function addSpecialsOfEveryKind(storeId: number) {
  const items = await db().select({ id: inventoryItems.id }).from(inventoryItems).where(eq(inventoryItems.storeId, storeId)).orderBy(inventoryItems.id).limit(60);
  const common = { storeId, caption: 'Test', discountLevel: 'inventory', usageTypes: ['recreational' as const, 'medical' as const] };
  const made = await db()
    .insert(specials)
    .values([
      { ...common, title: 'A third off', discountType: 'percent', discountPercent: 33.3 },
      { ...common, title: 'Twelve and a half', discountType: 'percent', discountPercent: 12.5 },
      { ...common, title: 'Three dollars off', discountType: 'dollar', discountDollarCents: 300 },
      { ...common, title: 'Ten dollars flat', discountType: 'price', discountDollarCents: 1000 },
    ])
    .returning({ id: specials.id });
  const links = made.flatMap((special, n) => items.filter((_, m) => m % (n + 2) === 0).map((item) => ({ specialId: special.id, inventoryId: item.id })));
  await db().insert(specialItems).values(links);
  invalidateCatalog(db(), storeId);
}

async function scopeOf(storeId: number, usage: UsageType) {
  const [store] = await db().select({ appId: stores.orderingAppId }).from(stores).where(eq(stores.id, storeId));
  return openCatalogScope(db(), { storeId, orderingAppId: store!.appId, usage, now: new Date() });
}

async function both(storeId: number, usage: UsageType, query: ListRequest): Promise<[InventoryList, InventoryList]> {
  const scope = await scopeOf(storeId, usage);
  const fifo = { fifo: query.fifo === true };
  return [await listProducts(db(), scope, query, fifo), await listProducts(db(), scope, query, { ...fifo, inSql: true })];
}

const SEARCHES = ['buds', 'kush', 'gummies', 'pre roll', 'cart', 'blue dream', 'og', 'indica', 'pinapple', 'kushh', 'sativia', 'zzqx', '3.5g', 'vape', 'chocolate'];

const pick = <T,>(rng: Rng, list: readonly T[]) => list[Math.floor(rng.next() * list.length)]!;
const some = <T,>(rng: Rng, list: readonly T[], most = 3) => [...new Set(Array.from({ length: 1 + Math.floor(rng.next() * most) }, () => pick(rng, list)))];
const csv = (values: readonly (string | number)[]) => values.map(String);

/** A query of random filters drawn from the values the store's facets offer (so most find something). */
function randomQuery(rng: Rng, facets: NonNullable<InventoryList['facets']>, specialIds: number[]): ListRequest {
  const query: ListRequest = {
    order_by: pick(rng, SORT_OPTIONS),
    limit: pick(rng, [5, 12, 50, 200]),
    offset: pick(rng, [0, 0, 0, 3, 40, 500]),
    include_facets: rng.next() < 0.5,
    include_specials: rng.next() < 0.5,
  };
  const chance = (p: number) => rng.next() < p;
  const values = (list: { value: string }[]) => list.map((item) => item.value);
  if (chance(0.3) && facets.categories.length) query.categories = pick(rng, values(facets.categories)) as ListRequest['categories'];
  if (chance(0.2) && facets.strain_types.length) query.strain_types = some(rng, values(facets.strain_types));
  if (chance(0.1) && facets.brands.length) query.brands = some(rng, values(facets.brands), 2);
  if (chance(0.08) && facets.sub_categories.length) query.sub_categories = some(rng, values(facets.sub_categories), 2);
  if (chance(0.08) && facets.weights.length) query.weights = some(rng, values(facets.weights));
  if (chance(0.1) && facets.effects.length) query.effects = some(rng, values(facets.effects));
  if (chance(0.06) && facets.terpenes.length) query.terpenes = some(rng, values(facets.terpenes));
  if (chance(0.06) && facets.flavors.length) query.flavor = some(rng, values(facets.flavors));
  if (chance(0.06) && facets.extraction_methods.length) query.extraction_method = some(rng, values(facets.extraction_methods));
  if (chance(0.06) && facets.counts.length) query.count = csv(some(rng, values(facets.counts)));
  if (chance(0.06) && facets.cbd_thc_ratios.length) query.cbd_thc_ratio = some(rng, values(facets.cbd_thc_ratios));
  if (chance(0.3) && facets.price) {
    const { min, max } = facets.price;
    const at = () => Math.round((min + rng.next() * (max - min)) * 100) / 100;
    const [a, b] = [at(), at()].sort((x, y) => x - y);
    if (chance(0.7)) query.price_max = b;
    if (chance(0.5)) query.price_min = a;
  }
  // Bounds at a potency some product has exactly: a real compared with a bound at its edge.
  if (chance(0.25) && facets.thc_potency) {
    if (chance(0.5)) query.thc_potency_min = facets.thc_potency.min;
    if (chance(0.7)) query.thc_potency_max = chance(0.5) ? facets.thc_potency.max : (facets.thc_potency.min + facets.thc_potency.max) / 2;
  }
  if (chance(0.15) && facets.cbd_potency) query.cbd_potency_max = facets.cbd_potency.max / 2;
  if (chance(0.1) && facets.thc_potency) query.usable_thc = facets.thc_potency.min + 1.1;
  if (chance(0.05)) query.usable_cbd = 0.5;
  if (chance(0.15)) query.on_special = true;
  if (chance(0.4)) query.require_sellable_quantity = true;
  if (chance(0.1) && specialIds.length) query.special_id = pick(rng, specialIds);
  if (chance(0.25)) query.search = pick(rng, SEARCHES);
  if (chance(0.05)) query.tags = ['staff-pick', 'new'];
  if (chance(0.2)) query.fifo = true;
  return query;
}

describe('lists and facets from memory are the SQL answers (issue 23)', () => {
  test('over varied filters, searches, sorts and pages, at stores of every pricing kind and both usage types', async () => {
    const rng = createRng(2311);
    let compared = 0;
    let nonEmpty = 0;
    for (const storeId of storeIds) {
      for (const usage of ['recreational', 'medical'] as const) {
        const [whole, wholeSql] = await both(storeId, usage, { order_by: 'name', limit: 200, offset: 0, include_facets: true });
        expect(whole).toEqual(wholeSql);
        const scope = await scopeOf(storeId, usage);
        const specialIds = scope.specials.all.map((special) => special.id);
        for (let n = 0; n < 30; n++) {
          const query = randomQuery(rng, whole.facets!, specialIds);
          const [memory, inSql] = await both(storeId, usage, query);
          expect(memory, `store ${storeId} ${usage} ${JSON.stringify(query)}`).toEqual(inSql);
          compared += 1;
          if (inSql.total_rows > 0) nonEmpty += 1;
        }
      }
    }
    // Most queries find something, so the comparison is not of empty pages.
    expect(nonEmpty).toBeGreaterThan(compared / 2);
  }, 300_000);

  test('every sort, with and without FIFO, pages through the whole store in the same order', async () => {
    const storeId = storeIds[0]!;
    for (const order_by of SORT_OPTIONS) {
      for (const fifo of [false, true]) {
        const [memory, inSql] = await both(storeId, 'recreational', { order_by, fifo, limit: 200, offset: 0, include_specials: true });
        expect(memory, `${order_by} fifo ${fifo}`).toEqual(inSql);
      }
    }
  }, 120_000);
});

describe('a change of stock, price or specials shows at once (issue 23)', () => {
  const list = async (storeId: number, query: Partial<ListRequest> = {}) =>
    listProducts(db(), await scopeOf(storeId, 'recreational'), { order_by: 'price', limit: 200, offset: 0, ...query });

  async function someItem(storeId: number) {
    const listed = await list(storeId, { require_sellable_quantity: true, order_by: 'name' });
    return listed.data[0]!;
  }

  test('a stock, price and special change saved on this process (catalogChanged) is in the next answer', async () => {
    const storeId = storeIds[1]!;
    const item = await someItem(storeId);
    // Out of stock: gone from the sellable list, its count with it.
    const before = await list(storeId, { require_sellable_quantity: true });
    await db().update(inventoryItems).set({ recSellableQty: 0 }).where(eq(inventoryItems.id, item.id));
    await catalogChanged(db(), storeId, ['stock'], [item.id]);
    const after = await list(storeId, { require_sellable_quantity: true });
    expect(after.data.map((product) => product.id)).not.toContain(item.id);
    expect(after.total_rows).toBe(before.total_rows - 1);

    // The cheapest product by a cent.
    const cheapest = (await list(storeId)).data[0]!;
    await db().update(inventoryItems).set({ recPriceCents: Math.max(cheapest.price_cents - 1, 0) }).where(eq(inventoryItems.id, item.id));
    await catalogChanged(db(), storeId, ['price'], [item.id]);
    const repriced = await list(storeId);
    expect(repriced.data[0]!.id).toBe(item.id);
    expect(repriced.facets).toBeUndefined();
    expect((await list(storeId, { price_max: repriced.data[0]!.price_cents / 100 })).data.map((product) => product.id)).toContain(item.id);

    // A new special: the item is on special, and priced after it.
    const [special] = await db()
      .insert(specials)
      .values({ storeId, title: 'Half off', caption: 'Half off', discountType: 'percent', discountLevel: 'inventory', discountPercent: 50, usageTypes: ['recreational'] })
      .returning({ id: specials.id });
    await db().insert(specialItems).values({ specialId: special!.id, inventoryId: item.id });
    await catalogChanged(db(), storeId, ['specials'], [item.id]);
    const onSpecial = await list(storeId, { on_special: true, include_facets: true });
    expect(onSpecial.data.map((product) => product.id)).toContain(item.id);
    const [memory, inSql] = await both(storeId, 'recreational', { order_by: 'price', limit: 200, offset: 0, on_special: true, include_facets: true });
    expect(memory).toEqual(inSql);
  });

  test('a special starting later prices the list from its start, with no write in between (part 1 §5)', async () => {
    const storeId = storeIds[1]!;
    const item = await someItem(storeId);
    const now = Date.now();
    const [special] = await db()
      .insert(specials)
      .values({
        storeId,
        title: 'Later',
        caption: 'Later',
        discountType: 'price',
        discountLevel: 'inventory',
        discountDollarCents: 1,
        usageTypes: ['recreational'],
        startsAt: new Date(now + 10 * 60_000),
      })
      .returning({ id: specials.id });
    await db().insert(specialItems).values({ specialId: special!.id, inventoryId: item.id });
    await catalogChanged(db(), storeId, ['specials'], [item.id]);
    const at = async (minutes: number) => {
      const scope = await openCatalogScope(db(), { storeId, orderingAppId: (await scopeOf(storeId, 'recreational')).store.orderingAppId, usage: 'recreational', now: new Date(now + minutes * 60_000) });
      const query: ListRequest = { order_by: 'price', limit: 5, offset: 0, price_max: 0.01, include_facets: true };
      const [memory, inSql] = [await listProducts(db(), scope, query), await listProducts(db(), scope, query, { inSql: true })];
      expect(memory).toEqual(inSql);
      return memory.data.map((product) => [product.id, product.discounted_price_cents]);
    };
    expect(await at(0)).not.toContainEqual([item.id, 1]);
    expect(await at(11)).toContainEqual([item.id, 1]);
  });

  test("another process's change shows once its catalog event arrives, and not before", async () => {
    const storeId = storeIds[2]!;
    const item = await someItem(storeId);
    await storeColumns(db(), storeId);
    // Written by another process: the row changes, this process's columns are kept until the event.
    await db().update(inventoryItems).set({ recSellableQty: 0 }).where(eq(inventoryItems.id, item.id));
    expect((await list(storeId, { require_sellable_quantity: true, order_by: 'name' })).data.map((product) => product.id)).toContain(item.id);
    await db().insert(liveEvents).values({ kind: 'catalog', storeId, payload: { parts: ['stock'], origin: 'another-process', item_ids: [item.id] } });
    await expect
      .poll(async () => (await list(storeId, { require_sellable_quantity: true, order_by: 'name' })).data.map((product) => product.id), { timeout: 10_000 })
      .not.toContain(item.id);
  });

  test('rows leaving the store are dropped (a full read when the count falls)', async () => {
    const storeId = storeIds[3]!;
    const item = await someItem(storeId);
    const before = await list(storeId);
    await db().delete(specialItems).where(eq(specialItems.inventoryId, item.id));
    await db().execute(sql`DELETE FROM cart_items WHERE inventory_id = ${item.id}`).catch(() => undefined);
    const moved = await db().update(inventoryItems).set({ storeId: storeIds[0]! }).where(inArray(inventoryItems.id, [item.id])).returning({ id: inventoryItems.id });
    expect(moved).toHaveLength(1);
    await catalogChanged(db(), storeId, ['stock']);
    await catalogChanged(db(), storeIds[0]!, ['stock']);
    const after = await list(storeId);
    expect(after.total_rows).toBe(before.total_rows - 1);
    expect(after.data.map((product) => product.id)).not.toContain(item.id);
    const [memory, inSql] = await both(storeIds[0]!, 'recreational', { order_by: 'newest', limit: 200, offset: 0, include_facets: true });
    expect(memory).toEqual(inSql);
  });
});

describe('the memory the kept columns take is bounded', () => {
  test('past MAX_PRODUCTS in all, the least recently asked store is dropped and read again when asked', async () => {
    const [a, b] = [storeIds[0]!, storeIds[2]!];
    const first = await storeColumns(db(), a);
    expect(await storeColumns(db(), a)).toBe(first);
    const bound = STORE_COLUMNS.MAX_PRODUCTS;
    try {
      STORE_COLUMNS.MAX_PRODUCTS = first.columns.length;
      await storeColumns(db(), b);
      const again = await storeColumns(db(), a);
      expect(again).not.toBe(first);
      // Read again whole, the same rows.
      expect(again.columns.id.slice(0, again.columns.length).sort()).toEqual(first.columns.id.slice(0, first.columns.length).sort());
    } finally {
      STORE_COLUMNS.MAX_PRODUCTS = bound;
    }
  });
});
