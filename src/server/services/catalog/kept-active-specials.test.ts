import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { specials } from '@/server/db/schema';
import { createMenuTestApp, type MenuTestApp } from '@/server/routes/testing/menu-test-app';
import { invalidateCatalog } from './catalog-cache';
import { openCatalogScope } from './inventory-service';

// Part 1 §5: a special applies from its start to its end. The catalog keeps a store's running specials
// between reads (README "Performance"), so these prove the kept set follows the clock and the console.
let menu: MenuTestApp;
beforeAll(async () => {
  menu = await createMenuTestApp();
});
afterAll(() => menu.close());

const runningAt = async (now: Date) => {
  const scope = await openCatalogScope(menu.db, { storeId: menu.stores.menu.id, orderingAppId: menu.brands.main.id, usage: 'recreational', now });
  return scope.specials.all.map((special) => special.title);
};

describe('the running specials catalog reads are given', () => {
  test('a special starts and ends on time, with no write in between to announce it', async () => {
    const now = Date.now();
    const later = (minutes: number) => new Date(now + minutes * 60_000);
    await menu.db.insert(specials).values({
      storeId: menu.stores.menu.id,
      title: 'Happy Hour',
      caption: '15% off for an hour',
      discountType: 'percent',
      discountLevel: 'inventory',
      discountPercent: 15,
      startsAt: later(10),
      endsAt: later(70),
    });
    // The console's save drops the store's kept answers (catalogChanged): here the write went straight in.
    invalidateCatalog(menu.db, menu.stores.menu.id);
    expect(await runningAt(later(0))).not.toContain('Happy Hour');
    expect(await runningAt(later(11))).toContain('Happy Hour');
    expect(await runningAt(later(69))).toContain('Happy Hour');
    expect(await runningAt(later(71))).not.toContain('Happy Hour');
    // Asked about an earlier moment again (another request's clock), the answer is that moment's.
    expect(await runningAt(later(30))).toContain('Happy Hour');
  });

  test("kept until the store's menu changes: a special added is seen once the change is announced", async () => {
    const now = new Date();
    await runningAt(now);
    await menu.db.insert(specials).values({ storeId: menu.stores.menu.id, title: 'Flash Sale', caption: '$2 off', discountType: 'dollar', discountLevel: 'inventory', discountDollarCents: 200 });
    expect(await runningAt(now)).not.toContain('Flash Sale');
    invalidateCatalog(menu.db, menu.stores.menu.id);
    expect(await runningAt(now)).toContain('Flash Sale');
  });
});
