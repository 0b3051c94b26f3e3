import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  bannerInterval,
  contrastRatio,
  forAudience,
  matchesAudience,
  plainText,
  readableBannerColors,
  SAFE_BANNER_COLORS,
  wrapIndex,
  type Audience,
} from './banner';

const everyone: Audience = { states: [], usage_types: [], store_ids: [] };
const shopper = { state: 'IL', usage: 'recreational' as const, storeId: 7 };

describe('content audience (part 1 §2 banner, §3 content items)', () => {
  it('matches everyone when every list is empty', () => {
    expect(matchesAudience(everyone, shopper)).toBe(true);
    expect(matchesAudience(everyone, { state: undefined, usage: 'medical', storeId: undefined })).toBe(true);
  });

  it('requires the state, the usage type and the store of each non-empty list', () => {
    expect(matchesAudience({ ...everyone, states: ['IL', 'NY'] }, shopper)).toBe(true);
    expect(matchesAudience({ ...everyone, states: ['NY'] }, shopper)).toBe(false);
    expect(matchesAudience({ ...everyone, usage_types: ['medical'] }, shopper)).toBe(false);
    expect(matchesAudience({ ...everyone, usage_types: ['recreational'] }, shopper)).toBe(true);
    expect(matchesAudience({ ...everyone, store_ids: [7] }, shopper)).toBe(true);
    expect(matchesAudience({ ...everyone, store_ids: [8] }, shopper)).toBe(false);
    expect(matchesAudience({ states: ['IL'], usage_types: ['recreational'], store_ids: [8] }, shopper)).toBe(false);
  });

  it('without a chosen store, matches only documents not aimed at a state or store', () => {
    const none = { state: null, usage: 'recreational' as const, storeId: null };
    expect(matchesAudience({ ...everyone, states: ['IL'] }, none)).toBe(false);
    expect(matchesAudience({ ...everyone, store_ids: [7] }, none)).toBe(false);
  });

  it('keeps the matching items in their order', () => {
    const items = [
      { id: 'a', audience: { ...everyone, states: ['NY'] } },
      { id: 'b', audience: everyone },
      { id: 'c', audience: { ...everyone, store_ids: [7] } },
    ];
    expect(forAudience(items, shopper).map((item) => item.id)).toEqual(['b', 'c']);
  });
});

describe('banner auto-play (part 1 §9)', () => {
  it('uses the configured seconds × 1000, else the 6000 ms default', () => {
    expect(bannerInterval(4)).toBe(4000);
    expect(bannerInterval(2.5)).toBe(2500);
    expect(bannerInterval(null)).toBe(6000);
    expect(bannerInterval(undefined)).toBe(6000);
    expect(bannerInterval(0)).toBe(6000);
    expect(bannerInterval(-3)).toBe(6000);
  });

  it('loops forever in both directions', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('banner colours at WCAG AA', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1E6B47', '#ffffff')).toBeGreaterThan(AA_CONTRAST);
    expect(contrastRatio('red', '#ffffff')).toBeUndefined();
  });

  it("keeps a message's own colours when they pass, gradient included", () => {
    expect(readableBannerColors({ text_color: '#FFFFFF', background_color: '#1E6B47', gradient: '#1F3A5F' })).toEqual({
      text: '#FFFFFF',
      background: '#1E6B47',
      gradient: '#1F3A5F',
    });
  });

  it('swaps unreadable text for dark or light text that passes on every stop', () => {
    expect(readableBannerColors({ text_color: '#cccccc', background_color: '#ffffff', gradient: null })).toEqual({
      text: '#1b1f1d',
      background: '#ffffff',
      gradient: null,
    });
    // White text on the green stop passes, but not on a pale gradient stop: dark text passes on neither.
    const mixed = readableBannerColors({ text_color: '#ffffff', background_color: '#1E6B47', gradient: '#f2c14e' });
    expect(mixed).toEqual(SAFE_BANNER_COLORS);
  });

  it('falls back to the safe pair when a colour is not a hex value', () => {
    expect(readableBannerColors({ text_color: '#fff', background_color: 'red', gradient: null })).toEqual(SAFE_BANNER_COLORS);
    expect(readableBannerColors({ text_color: '#fff', background_color: '#000', gradient: 'blue), url(x' })).toEqual(SAFE_BANNER_COLORS);
    expect(contrastRatio(SAFE_BANNER_COLORS.text, SAFE_BANNER_COLORS.background)).toBeGreaterThan(AA_CONTRAST);
  });
});

describe('inline links in content text', () => {
  it('reduces links to their labels for plain text', () => {
    expect(plainText('Save on [Flower](/products/flower) today')).toBe('Save on Flower today');
  });
});
