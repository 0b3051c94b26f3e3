/**
 * The console's catalog edits (README "The operator console", part 1 §3 Inventory): the bounds of a
 * hand-edited price and stock figure, and how a bulk price change by percent lands on a price.
 */

/** Highest unit price a console edit may set: $100,000.00 in cents. */
export const MAX_ITEM_PRICE_CENTS = 10_000_000;
/** Highest sellable quantity a console edit may set. */
export const MAX_SELLABLE_QTY = 1_000_000;
/** A bulk price change moves prices by -90 % to +500 %. */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 500;
/** Items one bulk edit may name (a console selection). */
export const BULK_MAX_ITEMS = 1000;
/** Images one item may carry, and the largest product image upload (5 MB). */
export const MAX_ITEM_IMAGES = 12;
export const PRODUCT_IMAGE_MAX_BYTES = 5_242_880;
/** Tags one item may carry. */
export const MAX_ITEM_TAGS = 40;

/**
 * A price after a bulk change of `percent` (part 1 §3 prices are integer cents): rounded half up to
 * the cent, never below one cent; a rise stops at MAX_ITEM_PRICE_CENTS, and a cut never raises the
 * cut (a price an import set above that cap still falls by exactly `percent`).
 */
export function priceAfterPercent(priceCents: number, percent: number): number {
  const moved = Math.max(1, Math.round((priceCents * (100 + percent)) / 100));
  return percent < 0 ? moved : Math.min(Math.max(MAX_ITEM_PRICE_CENTS, priceCents), moved);
}
