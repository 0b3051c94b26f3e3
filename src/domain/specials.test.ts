import { describe, expect, it } from 'vitest';
import { browseableSpecials, isBrowseableSpecial, isSpecialVisibleTo, isUnusableSpecial, specialLink } from './specials';

describe('specials rules (part 1 §5)', () => {
  it('marks a bundle unusable only when every target has nothing remaining', () => {
    const bundle = { discount_type: 'bundle' };
    expect(isUnusableSpecial({ ...bundle, special_targets: [{ quantity_remaining: 0 }, { quantity_remaining: -2 }] })).toBe(true);
    expect(isUnusableSpecial({ ...bundle, special_targets: [{ quantity_remaining: 0 }, { quantity_remaining: 3 }] })).toBe(false);
    expect(isUnusableSpecial({ discount_type: 'percent', special_targets: [{ quantity_remaining: 0 }] })).toBe(false);
  });

  it('counts inventory and cart specials without promo codes or audience keys as browseable', () => {
    expect(isBrowseableSpecial({ discount_level: 'inventory' })).toBe(true);
    expect(isBrowseableSpecial({ discount_level: 'cart', promo_codes: [], audience_keys: [] })).toBe(true);
    expect(isBrowseableSpecial({ discount_level: 'inventory', promo_codes: ['WELCOME10'] })).toBe(false);
    expect(isBrowseableSpecial({ discount_level: 'inventory', audience_keys: ['veterans'] })).toBe(false);
    expect(isBrowseableSpecial({ discount_level: 'order' })).toBe(false);
  });

  it('links specials with a slug that are not cart-level to /special/{slug}', () => {
    expect(specialLink({ slug: 'vape-week', discount_level: 'inventory' })).toBe('/special/vape-week');
    expect(specialLink({ slug: 'ten-off', discount_level: 'cart' })).toBeUndefined();
    expect(specialLink({ slug: null, discount_level: 'inventory' })).toBeUndefined();
  });

  it('shows audience-limited specials only to shoppers holding a matching key', () => {
    const veterans = { audience_keys: ['veterans'] };
    expect(isSpecialVisibleTo(veterans, [])).toBe(false);
    expect(isSpecialVisibleTo(veterans, ['veterans'])).toBe(true);
    expect(isSpecialVisibleTo({ audience_keys: [] }, [])).toBe(true);
  });

  it('lists for shoppers only browseable specials that are not unusable bundles, in order', () => {
    const listed = browseableSpecials([
      { id: 1, discount_level: 'inventory' },
      { id: 2, discount_level: 'inventory', promo_codes: ['WELCOME10'] },
      { id: 3, discount_level: 'cart', discount_type: 'bundle', special_targets: [{ quantity_remaining: 0 }] },
      { id: 4, discount_level: 'cart' },
    ]);
    expect(listed.map((special) => special.id)).toEqual([1, 4]);
  });
});
