import type { ProductSpecial, Special } from '@/api/special';
import { taxRateBps, type CatalogScope } from './catalog-scope';
import type { ProductRow } from './product-row';
import { compact } from './product-specials';
import type { StoreColumns } from './store-columns';

/**
 * Prices under the running specials, computed from a store's columns kept in memory
 * (memory-catalog.ts): the same numbers catalog-scope.ts gives in SQL, to the cent.
 */

/** `100 - percent` as node-pg and PGlite bind it (its decimal text), for exact numeric rounding. */
function decimalOf(value: number): { units: bigint; scale: bigint } | number {
  if (Number.isInteger(value)) return value;
  const text = String(value);
  const match = /^(\d+)\.(\d+)$/.exec(text);
  // An exponent ('1e-7'): no percentage is written so; rounding in binary is then close enough.
  if (!match) return value;
  return { units: BigInt(match[1]! + match[2]!), scale: 10n ** BigInt(match[2]!.length) };
}

/** round(x / d), half away from zero, as numeric round() does. */
const roundDiv = (x: number, d: number) => (x < 0 ? -Math.floor((-x + d / 2) / d) : Math.floor((x + d / 2) / d));

/** priceAfter in catalog-scope.ts, as a function of the list price. */
function priceAfter(special: Special): (price: number) => number {
  switch (special.discount_type) {
    case 'percent': {
      const keep = decimalOf(100 - Math.min(Math.max(special.discount_percent ?? 0, 0), 100));
      if (typeof keep === 'number') return (price) => roundDiv(price * keep, 100);
      return (price) => {
        // round(price * keep::numeric / 100)::int, exact in decimal.
        const den = 100n * keep.scale;
        const num = BigInt(price) * keep.units;
        const sign = num < 0n ? -1n : 1n;
        return Number(sign * ((2n * num * sign + den) / (2n * den)));
      };
    }
    case 'dollar': {
      const off = special.discount_dollar_cents ?? 0;
      return (price) => Math.max(price - off, 0);
    }
    default: {
      const fixed = special.discount_dollar_cents;
      return (price) => (fixed === null ? price : Math.min(fixed, price));
    }
  }
}

/** The browseable specials that lower an item's own price (priceSpecials of catalog-scope.ts), oldest first. */
function priceSpecials(scope: CatalogScope, store: StoreColumns) {
  const ids = new Set(scope.specials.priceSpecialIds);
  return scope.specials.browseable
    .filter((special) => ids.has(special.id))
    .sort((a, b) => a.id - b.id)
    .map((special) => ({ id: special.id, items: store.specialItems.get(special.id), after: priceAfter(special) }));
}

/** Prices of every row under the scope's running specials and tax, and which rows are on special. */
export interface Prices {
  /** effectivePrice: the price paid before tax (NaN: not offered). */
  effective: Float64Array;
  /** shownPrice: what price filters and the price facet compare. */
  shown: Float64Array;
  /** onSpecial: a discounted item of a browseable special or a target of a browseable bundle. */
  onSpecial: Uint8Array;
}

/**
 * discountSql, effectivePrice, shownPrice and onSpecial of catalog-scope.ts for every row, kept until
 * the columns or the terms change: the running specials change only at a catalog change (which
 * refreshes the columns) or at a special's start or end (other terms, another key).
 */
export function pricesOf(store: StoreColumns, scope: CatalogScope): Prices {
  const bps = taxRateBps(scope.store, scope.usage);
  const taxed = scope.store.showPostTaxPricing && bps !== 0;
  const specials = priceSpecials(scope, store);
  const key = JSON.stringify([
    'prices',
    scope.usage,
    taxed ? bps : 0,
    specials.map((special) => special.id),
    scope.specials.browseable.map((special) => [special.id, special.discount_type, special.discount_percent, special.discount_dollar_cents]),
    scope.specials.bundleIds,
  ]);
  const kept = store.derived.get(key) as Prices | undefined;
  if (kept) return kept;
  const { columns } = store;
  const list = scope.usage === 'medical' ? columns.medPrice : columns.recPrice;
  const effective = Float64Array.from(list);
  for (const special of specials) {
    for (const id of special.items ?? []) {
      const n = columns.rowOf.get(id);
      if (n === undefined || Number.isNaN(list[n]!)) continue;
      effective[n] = Math.min(effective[n]!, special.after(list[n]!));
    }
  }
  const shown = taxed ? effective.map((price) => price + roundDiv(price * bps, 10000)) : effective;
  const onSpecial = new Uint8Array(columns.length);
  const mark = (ids: Set<number> | undefined) => {
    for (const id of ids ?? []) {
      const n = columns.rowOf.get(id);
      if (n !== undefined) onSpecial[n] = 1;
    }
  };
  for (const special of scope.specials.browseable) mark(store.specialItems.get(special.id));
  for (const id of scope.specials.bundleIds) mark(store.specialTargets.get(id));
  const prices = { effective, shown, onSpecial };
  if (store.derived.size > 16) store.derived.clear();
  store.derived.set(key, prices);
  return prices;
}

/**
 * The discounted price and the special giving it (the older on a tie) of rows read whole, from their
 * own list price: what catalogSource's `discounted` and appliedSpecialId answer in SQL.
 */
export function applySpecials(store: StoreColumns, scope: CatalogScope, rows: ProductRow[]): void {
  const specials = priceSpecials(scope, store);
  for (const row of rows) {
    const price = scope.usage === 'medical' ? row.med_price_cents : row.rec_price_cents;
    row.discounted = null;
    row.discount_special_id = null;
    if (price === null) continue;
    let best = price;
    for (const special of specials) if (special.items?.has(row.id)) best = Math.min(best, special.after(price));
    if (best === price) continue;
    row.discounted = best;
    row.discount_special_id = specials.find((special) => special.items?.has(row.id) && special.after(price) === best)?.id ?? null;
  }
}

/**
 * The browseable specials of each given product, by special id: what loadProductSpecials reads in SQL
 * (discounted items of a browseable special, targets of a browseable bundle), from the memberships
 * kept with the columns.
 */
export function productSpecialsOf(store: StoreColumns, scope: CatalogScope, ids: number[]): Map<number, ProductSpecial[]> {
  const result = new Map<number, ProductSpecial[]>();
  const bundles = new Set(scope.specials.bundleIds);
  const specials = [...scope.specials.browseable].sort((a, b) => a.id - b.id);
  for (const id of ids) {
    const list = specials.filter((special) => store.specialItems.get(special.id)?.has(id) || (bundles.has(special.id) && store.specialTargets.get(special.id)?.has(id)));
    if (list.length) result.set(id, list.map(compact));
  }
  return result;
}
