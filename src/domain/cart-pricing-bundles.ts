import type { BundleTerms, PricedCart, PricedLine } from './cart-pricing-types';
import { prorate } from './cart-pricing-shares';
import type { Cents } from './money';
import { isUnusableSpecial } from './specials';

/** Bundles on a priced cart (DECISIONS.md "Specials": all targets required; part 1 §3 Special). */

/** The unit price a line is charged before cart-level discounts. */
function shownUnitPrice(line: PricedLine): Cents {
  return line.discountedUnitPriceCents ?? line.unitPriceCents;
}

function isUnusableBundle(bundle: BundleTerms): boolean {
  return isUnusableSpecial({
    discount_type: 'bundle',
    special_targets: bundle.targets.map((target) => ({ quantity_remaining: target.quantityRemaining })),
  });
}

interface AppliedBundles {
  bundles: PricedCart['bundles'];
  /** What the bundles take off each line: a bundle's saving split over the units it used by their price. */
  lineDiscounts: Cents[];
}

/**
 * Bundles in the given order (all targets required). Each takes as many complete sets as the units
 * not yet used by an earlier bundle allow; a set saves what its targets cost after item specials
 * minus the bundle price. A bundle that would save nothing takes no units.
 */
export function applyBundles(bundles: readonly BundleTerms[], lines: readonly PricedLine[]): AppliedBundles {
  const unused = new Map<number, number>();
  const unitPrice = new Map<number, Cents>();
  const lineUnused = lines.map((line) => line.quantity);
  for (const line of lines) {
    unused.set(line.inventoryId, (unused.get(line.inventoryId) ?? 0) + line.quantity);
    unitPrice.set(line.inventoryId, shownUnitPrice(line));
  }
  const result: AppliedBundles = { bundles: [], lineDiscounts: lines.map(() => 0) };
  for (const bundle of bundles) {
    if (bundle.bundlePriceCents === null || isUnusableBundle(bundle)) continue;
    const targets = bundle.targets.map((target) => ({ ...target, quantityRequired: Math.max(target.quantityRequired, 1) }));
    const sets = Math.min(...targets.map((target) => Math.floor((unused.get(target.inventoryId) ?? 0) / target.quantityRequired)));
    const setValue = targets.reduce((sum, target) => sum + target.quantityRequired * (unitPrice.get(target.inventoryId) ?? 0), 0);
    const savingPerSet = Math.max(setValue - bundle.bundlePriceCents, 0);
    if (sets < 1 || savingPerSet === 0) continue;
    const usedValue = lines.map(() => 0);
    for (const target of targets) {
      unused.set(target.inventoryId, unused.get(target.inventoryId)! - sets * target.quantityRequired);
      let units = sets * target.quantityRequired;
      lines.forEach((line, index) => {
        if (line.inventoryId !== target.inventoryId || units === 0) return;
        const taken = Math.min(lineUnused[index]!, units);
        lineUnused[index]! -= taken;
        units -= taken;
        usedValue[index]! += taken * shownUnitPrice(line);
      });
    }
    const shares = prorate(savingPerSet * sets, usedValue);
    result.lineDiscounts = result.lineDiscounts.map((cents, index) => cents + shares[index]!);
    result.bundles.push({ specialId: bundle.id, title: bundle.title, caption: bundle.caption, discountCents: savingPerSet * sets, sets });
  }
  return result;
}
