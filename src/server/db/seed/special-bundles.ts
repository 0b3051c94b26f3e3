import type { ItemSummary } from './inventory';
import type { Rng } from './random';
import { activeWindow, offeredIn, sellableIn, type SpecialPlan } from './special-helpers';
import type { SeededStore } from './stores';

/**
 * Bundle specials (part 1 §3, §5): all targets must be in the cart; the set costs bundle_price_cents.
 * Some stores also carry a bundle whose targets are all sold out, which the spec calls unusable.
 */
const UNUSABLE_BUNDLE_STORES = ['hudson-valley-ny', 'chicago-lakeview-il', 'harbor-new-bedford-ma'];

const dollars = (cents: number) => `$${(cents / 100).toFixed(0)}`;
/** "A (3.5g), B (1g) and C (0.5g)". */
const listOf = (items: ItemSummary[]) => {
  const names = items.map((item) => `${item.title} (${item.displaySize})`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
};

/** The lowest sum of the targets' prices over the special's usage types. */
function cheapestSum(targets: ItemSummary[], store: SeededStore): number {
  const sums = store.usages.map((usage) =>
    targets.reduce((sum, item) => sum + ((usage === 'medical' ? item.medPriceCents : item.recPriceCents) ?? 0), 0),
  );
  return Math.min(...sums);
}

/** A bundle of `targets` at `share` of their cheapest sum, in whole dollars and at least $1, running now. */
function bundlePlan(
  rng: Rng,
  store: SeededStore,
  targets: ItemSummary[],
  share: number,
  copy: (price: number) => { slug: string; title: string; caption: string; imageUrl: string },
): SpecialPlan {
  const price = Math.max(100, Math.floor((cheapestSum(targets, store) * share) / 100) * 100);
  return {
    row: {
      ...copy(price),
      discountType: 'bundle',
      discountLevel: 'inventory',
      bundlePriceCents: price,
      usageTypes: store.usages,
      ...activeWindow(rng),
    },
    targets: targets.map((item) => ({ inventoryId: item.id, quantityRequired: 1 })),
  };
}

export function bundleSpecials(rng: Rng, store: SeededStore, items: ItemSummary[]): SpecialPlan[] {
  const everywhere = (item: ItemSummary, test: typeof sellableIn) => store.usages.every((usage) => test(item, usage));
  const inStock = items.filter((item) => everywhere(item, sellableIn));
  const choose = (filter: (item: ItemSummary) => boolean) => {
    const matches = inStock.filter(filter);
    return matches.length ? rng.pick(matches) : undefined;
  };
  const plans: SpecialPlan[] = [];
  const eighth = choose((item) => item.category === 'flower' && item.displaySize === '3.5g');
  const cart = choose((item) => item.category === 'vapes' && item.subCategory === 'Cartridge');
  const preroll = rng.chance(0.5) ? choose((item) => item.category === 'prerolls' && item.subCategory === 'Single') : undefined;
  const targets = [eighth, cart, preroll].filter((item): item is ItemSummary => !!item);
  if (targets.length >= 2) {
    plans.push(
      bundlePlan(rng, store, targets, 0.8, (price) => ({
        slug: targets.length === 3 ? 'eighth-cart-preroll-bundle' : 'eighth-and-cart-bundle',
        title: targets.length === 3 ? `Session Bundle: 3 for ${dollars(price)}` : `Eighth + Cart Bundle for ${dollars(price)}`,
        caption: `Get ${listOf(targets)} together for ${dollars(price)}.`,
        imageUrl: '/images/products/flower.svg',
      })),
    );
  }
  if (UNUSABLE_BUNDLE_STORES.includes(store.def.slug)) {
    const soldOut = items.filter((item) => everywhere(item, offeredIn) && !store.usages.some((usage) => sellableIn(item, usage)));
    const pair = rng.sample(soldOut, 2);
    if (pair.length === 2) {
      plans.push(
        bundlePlan(rng, store, pair, 0.75, (price) => ({
          slug: 'weekend-duo-bundle',
          title: `Weekend Duo for ${dollars(price)}`,
          caption: `${listOf(pair)} together for ${dollars(price)}, while supplies last.`,
          imageUrl: '/images/products/edibles-2.svg',
        })),
      );
    }
  }
  return plans;
}
