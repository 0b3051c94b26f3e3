import { describe, expect, test } from 'vitest';
import { productArtSvg } from './product-art';
import { productCardSvg } from './product-card';

/** The share card's drawing (issue 22): the product's own art, large, with nothing the rasteriser cannot draw. */
const blueDream = { category: 'flower', strain: 'hybrid', brand: 'Lantern Leaf', name: 'Blue Dream' } as const;

describe('share card drawing', () => {
  test('is 1200 × 630 and carries no text: the rasteriser has no fonts, and an empty label would read as a fault', () => {
    const svg = productCardSvg(blueDream);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630" width="1200" height="630">/);
    expect(svg).not.toMatch(/<text|<style|font-family/);
    expect(productArtSvg(blueDream)).toContain('>HYBRID</text>');
  });

  test("draws the product's art: its medallion and brand band colours, its name's pattern", () => {
    const svg = productCardSvg(blueDream);
    const art = productArtSvg(blueDream);
    for (const shape of [/<circle cx="120" cy="104" r="62" fill="#[0-9a-f]{6}"\/>/, /<rect y="196" width="240" height="44" fill="#[0-9a-f]{6}"\/>/]) {
      expect(svg).toContain(shape.exec(art)![0]);
    }
    expect(productCardSvg({ ...blueDream, name: 'Sour Diesel' })).not.toBe(svg);
  });

  test('uses no clip path, filter or group opacity, each of which the rasteriser paints as a whole-card layer (five times slower)', () => {
    for (const strain of ['indica', 'sativa', 'hybrid', 'cbd', 'none'] as const) {
      expect(productCardSvg({ ...blueDream, strain })).not.toMatch(/clip-path|filter|<g[^>]* opacity=/);
    }
  });
});
