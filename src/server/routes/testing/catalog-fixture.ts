import { inventoryItems, orderingApps, specialItems, specials, specialTargets, stores } from '@/server/db/schema';
import type { Database } from '@/server/db/client';

/**
 * Small builders for API tests: each test file writes its own deterministic catalog with them, so
 * tests never depend on the demo seed. Every builder fills the required columns with plain defaults.
 */
export type BrandInsert = typeof orderingApps.$inferInsert;
export type StoreInsert = typeof stores.$inferInsert;
export type ItemInsert = typeof inventoryItems.$inferInsert;
export type SpecialInsert = typeof specials.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

export async function insertBrand(db: Database, values: Partial<BrandInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(orderingApps)
    .values({
      slug: `brand-${n}`,
      name: `Brand ${n}`,
      hosts: [],
      logoUrl: '/logo.svg',
      faviconUrl: '/favicon.svg',
      mapPinUrl: '/pin.svg',
      mapPinUrlAlt: '/pin-alt.svg',
      primaryColor: '#2f6b3a',
      secondaryColor: '#f2c14e',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertStore(db: Database, orderingAppId: number, values: Partial<StoreInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(stores)
    .values({
      orderingAppId,
      storeSlug: `store-${n}`,
      name: `Store ${n}`,
      ecommDisplayName: `Store ${n}`,
      address1: `${n} Main St`,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '2175550100',
      lat: 39.78,
      lng: -89.65,
      hours: Array.from({ length: 7 }, () => '9:00 AM - 9:00 PM').join('\n'),
      loyaltyAdmin: {
        on_cart: true,
        on_account: true,
        medical_redemption: 'enabled',
        recreational_redemption: 'enabled',
        require_min_for_med: '0',
        require_min_for_rec: '0',
      },
      isMedMenu: true,
      isRecMenu: true,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertItem(db: Database, storeId: number, values: Partial<ItemInsert> = {}) {
  const n = next();
  const name = values.name ?? `Item ${n}`;
  const [row] = await db
    .insert(inventoryItems)
    .values({
      storeId,
      name,
      ecommDisplayName: name,
      brand: 'Acme',
      category: 'flower',
      subCategory: 'Whole Flower',
      description: `${name} description`,
      displaySize: '3.5g',
      skuName: `SKU-${n}`,
      batchInventoryId: `BATCH-${n}`,
      recPriceCents: 3000,
      medPriceCents: 2800,
      recSellableQty: 10,
      medSellableQty: 10,
      ...values,
    })
    .returning();
  return row!;
}

/** A special with the items it discounts (special_items) and, for bundles, its targets. */
export async function insertSpecial(
  db: Database,
  storeId: number,
  values: Partial<SpecialInsert> & Pick<SpecialInsert, 'discountType'>,
  links: { items?: number[]; targets?: { id: number; quantity?: number }[] } = {},
) {
  const n = next();
  const [row] = await db
    .insert(specials)
    .values({
      storeId,
      slug: `special-${n}`,
      title: `Special ${n}`,
      caption: `Caption ${n}`,
      discountLevel: 'inventory',
      ...values,
    })
    .returning();
  const special = row!;
  if (links.items?.length) {
    await db.insert(specialItems).values(links.items.map((inventoryId) => ({ specialId: special.id, inventoryId })));
  }
  if (links.targets?.length) {
    await db.insert(specialTargets).values(
      links.targets.map((target) => ({ specialId: special.id, inventoryId: target.id, quantityRequired: target.quantity ?? 1 })),
    );
  }
  return special;
}

/** A date `days` from now (negative for the past). */
export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 86_400_000);
}
