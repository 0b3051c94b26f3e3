import type { Database } from '@/server/db/client';
import { daysFromNow, insertBrand, insertItem, insertSpecial, insertStore, type ItemInsert } from './catalog-fixture';

/**
 * The shared test menu: brand "Main" with store `menu` (12 products, specials of every kind) and a FIFO
 * store `fifo`; brand "Other" with store `other`. Prices in cents; Adult Use tax 10.25 %, medical 0.
 */
const MENU = {
  blueDream: {
    name: 'Blue Dream 3.5g', brand: 'Evergreen', category: 'flower', subCategory: 'Whole Flower', strainType: 'sativa',
    strain: 'Blue Dream', weight: '3.5g', effects: ['happy', 'creative'], terpenes: ['myrcene', 'pinene'],
    flavors: ['berry', 'sweet'], tags: ['staff-picks'], thc: 24, cbd: 0.1, recPriceCents: 4000, medPriceCents: 3600,
    recSellableQty: 10, medSellableQty: 5, featuredRank: 2, createdAt: daysFromNow(-10),
  },
  ogKush: {
    name: 'OG Kush 3.5g', brand: 'Summit', category: 'flower', subCategory: 'Whole Flower', strainType: 'hybrid',
    strain: 'OG Kush', weight: '3.5g', effects: ['relaxed', 'happy'], terpenes: ['myrcene', 'limonene'],
    flavors: ['earthy', 'pine'], tags: ['best-sellers'], thc: 28, cbd: 0.2, cbn: 1, recPriceCents: 5500,
    medPriceCents: 5000, recSellableQty: 8, medSellableQty: 8, featuredRank: 1, createdAt: daysFromNow(-5),
  },
  granddaddy: {
    name: 'Granddaddy Purple 7g', brand: 'Evergreen', category: 'flower', subCategory: 'Smalls', strainType: 'indica',
    strain: 'Granddaddy Purple', weight: '7g', effects: ['sleepy', 'relaxed'], terpenes: ['caryophyllene'],
    flavors: ['grape'], thc: 19, cbd: 0.5, cbn: 2, recPriceCents: 6000, medPriceCents: null, recSellableQty: 4,
    medSellableQty: 0, createdAt: daysFromNow(-20),
  },
  sourDiesel: {
    name: 'Sour Diesel Pre-Roll', brand: 'Summit', category: 'prerolls', subCategory: 'Singles', strainType: 'sativa',
    strain: 'Sour Diesel', weight: '1g', effects: ['energetic'], terpenes: ['limonene'], flavors: ['diesel'],
    tags: ['new-arrivals'], thc: 22, recPriceCents: 1200, medPriceCents: 1100, recSellableQty: 20, medSellableQty: 20,
    createdAt: daysFromNow(-1),
  },
  mintGummies: {
    name: 'Mint Gummies 10pk', brand: 'Kind Bites', category: 'edibles', subCategory: 'Gummies', strainType: 'hybrid',
    count: 10, effects: ['relaxed'], flavors: ['mint'], cbdThcRatio: '1:1', tags: ['staff-picks', 'best-for-beginners'],
    potencyUnit: 'mg', thc: 100, cbd: 100, recPriceCents: 2500, medPriceCents: 2200, recSellableQty: 30,
    medSellableQty: 30, featuredRank: 3, createdAt: daysFromNow(-3),
  },
  berryGummies: {
    name: 'Berry Gummies 20pk', brand: 'Kind Bites', category: 'edibles', subCategory: 'Gummies', strainType: 'indica',
    count: 20, effects: ['sleepy'], flavors: ['berry'], cbdThcRatio: '2:1', potencyUnit: 'mg', thc: 200, cbd: 100,
    cbn: 5, recPriceCents: 3500, medPriceCents: 3000, recSellableQty: 12, medSellableQty: 7, createdAt: daysFromNow(-15),
  },
  chocolate: {
    name: 'Dark Chocolate Bar', brand: 'Cocoa Co', category: 'edibles', subCategory: 'Chocolates', strainType: 'cbd',
    count: 10, effects: ['calm'], flavors: ['chocolate'], cbdThcRatio: '20:1', potencyUnit: 'mg', thc: 5, cbd: 100,
    recPriceCents: 1005, medPriceCents: 1600, recSellableQty: 0, medSellableQty: 5, createdAt: daysFromNow(-30),
  },
  liveResin: {
    name: 'Live Resin Cart', brand: 'Summit', category: 'vapes', subCategory: 'Cartridges', strainType: 'hybrid',
    strain: 'OG Kush', weight: '0.5g', effects: ['happy'], terpenes: ['limonene'], flavors: ['citrus'],
    extractionMethod: 'live resin', thc: 82, recPriceCents: 4500, medPriceCents: 4200, recSellableQty: 6,
    medSellableQty: 6, createdAt: daysFromNow(-7),
  },
  co2Cart: {
    name: 'CO2 Distillate Cart', brand: 'Evergreen', category: 'vapes', subCategory: 'Cartridges', strainType: 'sativa',
    strain: 'Blue Dream', weight: '1g', effects: ['focused'], terpenes: ['pinene'], flavors: ['pine'],
    extractionMethod: 'co2', thc: 88, recPriceCents: 3800, medPriceCents: null, recSellableQty: 9, createdAt: daysFromNow(-8),
  },
  rosin: {
    name: 'Hash Rosin 1g', brand: 'Alpine', category: 'concentrates', subCategory: 'Rosin', strainType: 'indica',
    weight: '1g', effects: ['relaxed'], terpenes: ['caryophyllene'], extractionMethod: 'solventless', thc: 70, cbg: 1,
    recPriceCents: 6500, medPriceCents: 6000, recSellableQty: 3, medSellableQty: 3, createdAt: daysFromNow(-12),
  },
  balm: {
    name: 'Relief Balm', brand: 'Cocoa Co', category: 'topicals', subCategory: 'Balms', strainType: 'cbd',
    cbdThcRatio: '1:1', potencyUnit: 'mg', thc: 50, cbd: 50, recPriceCents: 2999, medPriceCents: 2800,
    recSellableQty: 7, medSellableQty: 7, createdAt: daysFromNow(-9),
  },
  tincture: {
    name: 'Patient Tincture', brand: 'Alpine', category: 'tinctures', subCategory: 'Tinctures', strainType: 'cbd',
    cbdThcRatio: '1:1', potencyUnit: 'mg', thc: 10, cbd: 10, recPriceCents: null, medPriceCents: 4000,
    recSellableQty: 0, medSellableQty: 5, createdAt: daysFromNow(-2),
  },
} satisfies Record<string, Partial<ItemInsert>>;
export type MenuKey = keyof typeof MENU;

export async function buildMenuFixture(db: Database) {
  const main = await insertBrand(db, { slug: 'main', name: 'Main', isMainBrand: true, hosts: ['main.test'] });
  const otherBrand = await insertBrand(db, { slug: 'other', name: 'Other', hosts: ['other.test'] });
  const menu = await insertStore(db, main.id, { storeSlug: 'menu-store', city: 'Chicago', taxRateRecBps: 1025, taxRateMedBps: 0 });
  const fifo = await insertStore(db, main.id, { storeSlug: 'fifo-store', useFifo: true });
  const other = await insertStore(db, otherBrand.id, { storeSlug: 'other-store', state: 'MA' });

  const ids = {} as Record<MenuKey, number>;
  for (const [key, values] of Object.entries(MENU) as [MenuKey, Partial<ItemInsert>][]) {
    ids[key] = (await insertItem(db, menu.id, { ...values, ecommDisplayName: values.name })).id;
  }
  const active = { startsAt: daysFromNow(-1), endsAt: daysFromNow(30) };
  const specials = {
    percent: await insertSpecial(db, menu.id, { discountType: 'percent', discountPercent: 20, caption: '20% off Blue Dream', ...active }, { items: [ids.blueDream] }),
    dollar: await insertSpecial(db, menu.id, { discountType: 'dollar', discountDollarCents: 500, caption: '$5 off flower' }, { items: [ids.ogKush, ids.blueDream] }),
    fixed: await insertSpecial(db, menu.id, { discountType: 'price', discountDollarCents: 1000, caption: 'Pre-rolls $10' }, { items: [ids.sourDiesel] }),
    tenPercent: await insertSpecial(db, menu.id, { discountType: 'percent', discountPercent: 10, caption: '10% off chocolate' }, { items: [ids.chocolate] }),
    promo: await insertSpecial(db, menu.id, { discountType: 'percent', discountPercent: 50, promoCodes: ['HALF'] }, { items: [ids.granddaddy] }),
    audience: await insertSpecial(db, menu.id, { discountType: 'percent', discountPercent: 50, audienceKeys: ['veterans'] }, { items: [ids.balm] }),
    expired: await insertSpecial(db, menu.id, { discountType: 'percent', discountPercent: 50, startsAt: daysFromNow(-10), endsAt: daysFromNow(-1) }, { items: [ids.liveResin] }),
    future: await insertSpecial(db, menu.id, { discountType: 'percent', discountPercent: 50, startsAt: daysFromNow(1) }, { items: [ids.co2Cart] }),
    medicalOnly: await insertSpecial(db, menu.id, { discountType: 'percent', discountPercent: 10, usageTypes: ['medical'], caption: 'Patients 10% off' }, { items: [ids.rosin] }),
    bundle: await insertSpecial(db, menu.id, { discountType: 'bundle', bundlePriceCents: 5000, title: 'Gummy Duo' }, { targets: [{ id: ids.berryGummies }, { id: ids.mintGummies, quantity: 2 }] }),
    deadBundle: await insertSpecial(db, menu.id, { discountType: 'bundle', bundlePriceCents: 3000, title: 'Tincture Pair' }, { targets: [{ id: ids.tincture }] }),
    cart: await insertSpecial(db, menu.id, { discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 1000, title: '$10 off your order' }),
  };

  const received = (days: number) => ({ receivedAt: daysFromNow(days) });
  const fifoIds = {
    newest: (await insertItem(db, fifo.id, { name: 'Gelato 3.5g', batchInventoryId: 'B-3', ...received(-1) })).id,
    oldest: (await insertItem(db, fifo.id, { name: 'Gelato 3.5g', batchInventoryId: 'B-1', ...received(-30) })).id,
    middle: (await insertItem(db, fifo.id, { name: 'Gelato 3.5g', batchInventoryId: 'B-2', ...received(-10) })).id,
    zkittlez: (await insertItem(db, fifo.id, { name: 'Zkittlez 3.5g', ...received(-60) })).id,
  };
  const otherItem = await insertItem(db, other.id, { name: 'Other Brand Flower' });
  return { brands: { main, other: otherBrand }, stores: { menu, fifo, other }, ids, specials, fifoIds, otherItem };
}
export type MenuFixture = Awaited<ReturnType<typeof buildMenuFixture>>;

/** Names in answer order, the way a shopper reads a list. */
export const names = (body: { data: { name: string }[] }) => body.data.map((item) => item.name);
