import type { Database } from '../client';
import { specialItems, specialTargets, specials } from '../schema';
import { bulkInsert } from './bulk-insert';
import type { ItemSummary } from './inventory';
import { rngFor, type Rng } from './random';
import { bundleSpecials } from './special-bundles';
import { activeWindow, kebab, offeredIn, offeredPrices, type SpecialPlan } from './special-helpers';
import type { SeededStore } from './stores';

/** Stores that also carry a lapsed and a scheduled special, to exercise date windows. */
const DATED_SPECIAL_STORES = ['hudson-valley-ny'];
const LINK_BATCH = 5000;

/** Inventory-level percent, dollar and price specials (part 1 §3 Special), attached via special_items. */
function itemSpecials(rng: Rng, store: SeededStore, items: ItemSummary[]): SpecialPlan[] {
  const usages = store.usages;
  const pick = (filter: (item: ItemSummary) => boolean, share: number) =>
    items.filter((item) => filter(item) && rng.chance(share)).map((item) => item.id);
  const plans: SpecialPlan[] = [
    {
      row: { slug: 'select-vapes-20-off', title: '20% Off Select Vapes', caption: '20% off select cartridges, pods and disposables.', imageUrl: '/images/products/vapes.svg', discountType: 'percent', discountLevel: 'inventory', discountPercent: 20, usageTypes: usages, ...activeWindow(rng) },
      itemIds: pick((item) => item.category === 'vapes', 0.35),
    },
    {
      row: { slug: 'edibles-5-off', title: '$5 Off Edibles', caption: '$5 off gummies, chocolates and baked treats over $15.', imageUrl: '/images/products/edibles.svg', discountType: 'dollar', discountLevel: 'inventory', discountDollarCents: 500, usageTypes: usages, ...activeWindow(rng) },
      itemIds: pick((item) => item.category === 'edibles' && offeredPrices(item).every((price) => price >= 1500), 0.5),
    },
    {
      row: { slug: 'select-eighths-30', title: '$30 Select Eighths', caption: 'Choose from select 3.5g jars, $30 each.', imageUrl: '/images/products/flower.svg', discountType: 'price', discountLevel: 'inventory', discountDollarCents: 3000, usageTypes: usages, ...activeWindow(rng) },
      itemIds: pick((item) => item.category === 'flower' && item.displaySize === '3.5g' && offeredPrices(item).every((price) => price > 3200), 0.5),
    },
  ];
  const growers = [...new Set(items.filter((item) => item.category === 'flower').map((item) => item.brand))].sort();
  if (growers.length) {
    const brand = rng.pick(growers);
    plans.push({
      row: { slug: `${kebab(brand)}-25-off`, title: `25% Off ${brand}`, caption: `Brand spotlight: everything from ${brand} is 25% off.`, imageUrl: '/images/products/flower-2.svg', discountType: 'percent', discountLevel: 'inventory', discountPercent: 25, usageTypes: usages, ...activeWindow(rng) },
      itemIds: pick((item) => item.brand === brand, 1),
    });
  }
  if (usages.includes('recreational')) {
    plans.push({
      row: { slug: 'adult-use-prerolls-15-off', title: 'Adult Use: 15% Off Pre-Rolls', caption: 'Singles and multipacks, 15% off for Adult Use shoppers.', imageUrl: '/images/products/prerolls.svg', discountType: 'percent', discountLevel: 'inventory', discountPercent: 15, usageTypes: ['recreational'], ...activeWindow(rng) },
      itemIds: pick((item) => item.category === 'prerolls' && offeredIn(item, 'recreational'), 0.6),
    });
  }
  if (usages.includes('medical')) {
    const wellness = ['tinctures', 'capsules', 'topicals', 'oral_solutions'];
    plans.push({
      row: { slug: 'patient-wellness-15-off', title: 'Patients Save 15% on Wellness', caption: 'Tinctures, capsules, topicals and oral solutions, 15% off for patients.', imageUrl: '/images/products/tinctures.svg', discountType: 'percent', discountLevel: 'inventory', discountPercent: 15, usageTypes: ['medical'], ...activeWindow(rng) },
      itemIds: pick((item) => wellness.includes(item.category) && offeredIn(item, 'medical'), 0.7),
    });
  }
  if (DATED_SPECIAL_STORES.includes(store.def.slug)) {
    plans.push(
      {
        row: { slug: 'summer-kickoff-10-off', title: 'Summer Kickoff: 10% Off Flower', caption: 'Our June flower sale has ended.', imageUrl: '/images/products/flower-3.svg', discountType: 'percent', discountLevel: 'inventory', discountPercent: 10, usageTypes: usages, startsAt: new Date(Date.UTC(2026, 5, 1)), endsAt: new Date(Date.UTC(2026, 5, 30, 23, 59, 59)) },
        itemIds: pick((item) => item.category === 'flower', 0.3),
      },
      {
        row: { slug: 'holiday-gifts-20-off', title: '20% Off Holiday Gifts', caption: 'Gift sets and accessories, 20% off through New Year.', imageUrl: '/images/products/accessories.svg', discountType: 'percent', discountLevel: 'inventory', discountPercent: 20, usageTypes: usages, startsAt: new Date(Date.UTC(2026, 11, 15)), endsAt: new Date(Date.UTC(2027, 0, 1, 4, 59, 59)) },
        itemIds: pick((item) => item.category === 'accessories' || item.category === 'other', 0.8),
      },
    );
  }
  return plans.filter((plan) => plan.itemIds!.length > 0);
}

/** Cart-level specials: automatic, promo-code and audience-limited (part 1 §3, §5). */
function cartSpecials(rng: Rng, store: SeededStore, index: number): SpecialPlan[] {
  const usages = store.usages;
  const plans: SpecialPlan[] = [
    { row: { slug: 'online-order-10-off', title: '$10 Off Your Online Order', caption: '$10 off every online order, applied in your cart.', discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 1000, usageTypes: usages, singleUse: false, ...activeWindow(rng) } },
    { row: { slug: 'welcome10', title: 'Welcome Offer: $10 Off', caption: 'New here? Use code WELCOME10 for $10 off your first online order.', discountType: 'dollar', discountLevel: 'cart', discountDollarCents: 1000, usageTypes: usages, promoCodes: ['WELCOME10'], singleUse: true, ...activeWindow(rng) } },
    { row: { slug: 'veterans-save-15', title: 'Veterans Save 15%', caption: 'Thank you for your service: 15% off every order for verified veterans.', discountType: 'percent', discountLevel: 'cart', discountPercent: 15, usageTypes: usages, audienceKeys: ['veterans'], singleUse: false, startsAt: null, endsAt: null } },
  ];
  if (index % 2 === 0) {
    plans.push({ row: { slug: 'seniors-save-10', title: 'Seniors Save 10%', caption: '10% off every order for shoppers 65 and over.', discountType: 'percent', discountLevel: 'cart', discountPercent: 10, usageTypes: usages, audienceKeys: ['seniors'], singleUse: false, startsAt: null, endsAt: null } });
  }
  if (index % 3 === 0) {
    plans.push({ row: { slug: 'take15', title: '15% Off With Code TAKE15', caption: 'Use code TAKE15 at checkout for 15% off your order.', discountType: 'percent', discountLevel: 'cart', discountPercent: 15, usageTypes: usages, promoCodes: ['TAKE15'], singleUse: false, ...activeWindow(rng) } });
  }
  return plans;
}

/** Every special of one store, in a fixed order. `index` is the store's place in the demo list. */
export function planSpecials(store: SeededStore, items: ItemSummary[], index: number): SpecialPlan[] {
  if (store.usages.length === 0 || items.length === 0) return [];
  const rng = rngFor('specials', store.def.slug);
  return [...itemSpecials(rng, store, items), ...bundleSpecials(rng, store, items), ...cartSpecials(rng, store, index)];
}

async function insertLinks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += LINK_BATCH) await insert(rows.slice(start, start + LINK_BATCH));
}

/** Inserts a store's specials, then their special_items and special_targets rows. */
export async function seedStoreSpecials(db: Database, store: SeededStore, items: ItemSummary[], index: number): Promise<void> {
  const plans = planSpecials(store, items, index);
  if (!plans.length) return;
  const ids = await db
    .insert(specials)
    .values(plans.map((plan) => ({ ...plan.row, storeId: store.id })))
    .returning({ id: specials.id });
  const links = plans.flatMap((plan, i) => (plan.itemIds ?? []).map((inventoryId) => ({ specialId: ids[i]!.id, inventoryId })));
  const targets = plans.flatMap((plan, i) => (plan.targets ?? []).map((target) => ({ specialId: ids[i]!.id, ...target })));
  await insertLinks(links, (chunk) => bulkInsert(db, specialItems, chunk));
  await insertLinks(targets, (chunk) => bulkInsert(db, specialTargets, chunk));
}
