import { describe, expect, it } from 'vitest';
import { brandColorVariables, brandPalette, contrastRatio, parseHex } from './brand-colors';

describe('brand palette', () => {
  it('keeps a dark primary, picks white text on it and a light tint', () => {
    const palette = brandPalette('#1E6B47', '#8A4B14', '#1f6f4a');
    expect(palette.primary).toBe('#1e6b47');
    expect(palette.onPrimary).toBe('#ffffff');
    expect(contrastRatio(parseHex(palette.soft)!, [255, 255, 255])).toBeLessThan(1.3);
  });

  it('darkens a light primary until it reads as text on white (AA)', () => {
    const palette = brandPalette('#9be28f', '#000', '#1f6f4a');
    expect(contrastRatio(parseHex(palette.primary)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('brand colour variables (what the app and the first-visit page set on the root)', () => {
  it('are the contrast-safe palette under the names the brand tokens read', () => {
    const palette = brandPalette('#9be28f', '#8A4B14', '#1f6f4a');
    expect(brandColorVariables('#9be28f', '#8A4B14')).toEqual({
      '--brand-primary': palette.primary,
      '--brand-on-primary': palette.onPrimary,
      '--brand-secondary': palette.secondary,
      '--brand-soft': palette.soft,
    });
  });

  it('fall back to the default primary when the brand colour is unreadable', () => {
    expect(brandColorVariables('not a colour', '')['--brand-primary']).toBe('#1f6f4a');
  });
});
