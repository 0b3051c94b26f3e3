import { describe, expect, test } from 'vitest';
import { MAX_ITEM_PRICE_CENTS, priceAfterPercent, TAG_PATTERN, tagSlug } from './catalog-edits';

/** Bulk price changes in the console (README "Hiding an item…", part 1 §3: prices are integer cents). */
describe('priceAfterPercent', () => {
  test.each([
    [1000, 10, 1100],
    [1999, 10, 2199],
    [1999, -10, 1799],
    [1005, 50, 1508],
    [1000, -90, 100],
    [1000, 500, 6000],
  ])('%i cents moved by %i %% is %i cents, rounded half up', (price, percent, expected) => {
    expect(priceAfterPercent(price, percent)).toBe(expected);
  });

  test('never below one cent, never above the highest price the console may set', () => {
    expect(priceAfterPercent(1, -90)).toBe(1);
    expect(priceAfterPercent(MAX_ITEM_PRICE_CENTS, 500)).toBe(MAX_ITEM_PRICE_CENTS);
  });

  test('a cut of a price above that cap (set by an import) is exactly the cut, never a deeper one', () => {
    expect(priceAfterPercent(50_000_000, -10)).toBe(45_000_000);
    expect(priceAfterPercent(50_000_000, 10)).toBe(50_000_000);
  });
});

describe('tagSlug (README "Import and export": imported tags are kept as slugs)', () => {
  test.each([
    ['Top Shelf', 'top-shelf'],
    ['  staff-picks ', 'staff-picks'],
    ['Café & Crème', 'cafe-creme'],
    ['--CBD--rich--', 'cbd-rich'],
    ['***', ''],
  ])('%s is %s', (text, slug) => {
    expect(tagSlug(text)).toBe(slug);
    if (slug) expect(slug).toMatch(TAG_PATTERN);
  });
});
