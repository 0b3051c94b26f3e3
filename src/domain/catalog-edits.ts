/**
 * The console's catalog edits (README "The operator console", part 1 §3 Inventory), and the one set of
 * limits of an item's fields that the console's edits, the import and the point-of-sale feed all check
 * (README "Import and export"), so an imported item can always be edited in the console afterwards.
 */

/** Lowest and highest unit price an item may have: $0.01 to $100,000.00, in cents. */
export const MIN_ITEM_PRICE_CENTS = 1;
export const MAX_ITEM_PRICE_CENTS = 10_000_000;
/** Highest sellable quantity an item may have. */
export const MAX_SELLABLE_QTY = 1_000_000;
/** Highest potency figure (% or mg). */
export const MAX_POTENCY = 100_000;
/** Tags one item may carry. */
export const MAX_ITEM_TAGS = 40;
/** A tag is a slug: lower-case letters, digits and dashes (collections, consumption, experience). */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** The longest text of each field an item has. */
export const ITEM_TEXT_LIMITS = {
  sku: 100,
  store: 100,
  name: 200,
  brand: 100,
  sub_category: 100,
  size: 50,
  strain: 100,
  description: 5000,
} as const;

/**
 * A tag as the import and the feed take it (README "Import and export"): point-of-sale systems
 * export tags as words ("Top Shelf"), the catalog keeps slugs ("top-shelf"): lower case, accents
 * dropped, every run of other characters one dash, no dash at either end. Empty when nothing is left.
 */
export function tagSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A bulk price change moves prices by -90 % to +500 %. */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 500;
/** Items one bulk edit may name (a console selection). */
export const BULK_MAX_ITEMS = 1000;
/** Images one item may carry, and the largest product image upload (5 MB). */
export const MAX_ITEM_IMAGES = 12;
export const PRODUCT_IMAGE_MAX_BYTES = 5_242_880;

/**
 * A price after a bulk change of `percent` (part 1 §3 prices are integer cents): rounded half up to
 * the cent, never below one cent; a rise stops at MAX_ITEM_PRICE_CENTS, and a cut never raises the
 * cut (a price above that cap, set before imports kept to it, still falls by exactly `percent`).
 */
export function priceAfterPercent(priceCents: number, percent: number): number {
  const moved = Math.max(1, Math.round((priceCents * (100 + percent)) / 100));
  return percent < 0 ? moved : Math.min(Math.max(MAX_ITEM_PRICE_CENTS, priceCents), moved);
}
