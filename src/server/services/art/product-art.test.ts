import { describe, expect, test } from 'vitest';
import { ART_STRAINS } from '@/api/art';
import { CATEGORIES } from '@/domain/categories';
import { escapeXml } from '../text/escape-xml';
import { BRAND_BAND_COLORS, productArtSvg, STRAIN_ART_COLORS, type ProductArtInput } from './product-art';
import { pictogram } from './product-pictograms';

/**
 * Generated product art (issue 21 "Seed art", README "Product art"): each product's picture tells its
 * category, strain type and brand at a glance and differs from its neighbours in a grid.
 */
const blueDream: ProductArtInput = { category: 'flower', strain: 'hybrid', brand: 'Lantern Leaf', name: 'Blue Dream' };

/** The colour of the medallion (the second full circle) and of the brand band. */
const medallion = (svg: string) => /<circle cx="120" cy="104" r="62" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
const band = (svg: string) => /<rect y="196" width="240" height="44" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];

describe('product art', () => {
  test('is deterministic: the same product draws the same bytes, a well-formed square SVG', () => {
    const svg = productArtSvg(blueDream);
    expect(productArtSvg({ ...blueDream })).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240"[^>]*>.*<\/svg>$/s);
    expect(svg.length).toBeLessThan(8_000);
  });

  test('two products of one category, strain type and brand differ by their names', () => {
    const names = ['Blue Dream', 'Sour Diesel', 'Blue Dream Small Buds', 'Gelato', 'Northern Lights', 'Tangie', 'GMO Cookies', 'Wedding Cake'];
    const drawn = new Set(names.map((name) => productArtSvg({ ...blueDream, name })));
    expect(drawn.size).toBe(names.length);
  });

  test('the strain type sets the colours, as the strain chips do (indica violet, sativa orange, hybrid emerald, CBD sky, none slate)', () => {
    expect(STRAIN_ART_COLORS.indica.strong).toBe('#7c3aed');
    expect(STRAIN_ART_COLORS.sativa.strong).toBe('#ea580c');
    expect(STRAIN_ART_COLORS.hybrid.strong).toBe('#059669');
    expect(STRAIN_ART_COLORS.cbd.strong).toBe('#0284c7');
    expect(STRAIN_ART_COLORS.none.strong).toBe('#475569');
    for (const strain of ART_STRAINS) {
      const svg = productArtSvg({ ...blueDream, strain });
      expect(medallion(svg), strain).toBe(STRAIN_ART_COLORS[strain].strong);
      expect(svg.includes(`fill="${STRAIN_ART_COLORS[strain].tint}"`), strain).toBe(true);
      if (strain === 'none') expect(svg).not.toMatch(/INDICA|SATIVA|HYBRID|>CBD</);
      else expect(svg).toContain(`>${strain === 'cbd' ? 'CBD' : strain.toUpperCase()}</text>`);
    }
  });

  test('every category has a pictogram of its own, inside the medallion', () => {
    const drawings = CATEGORIES.map((category) => pictogram(category, '#000'));
    expect(new Set(drawings).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) expect(productArtSvg({ ...blueDream, category })).toContain(pictogram(category, STRAIN_ART_COLORS.hybrid.dark));
  });

  test("the brand gives one band colour and wordmark to all its products; long names are fitted, not cut off", () => {
    const one = productArtSvg({ ...blueDream, name: 'Gelato' });
    expect(band(one)).toBe(band(productArtSvg(blueDream)));
    expect(BRAND_BAND_COLORS).toContain(band(one));
    const brands = ['Lantern Leaf', 'Copper Hollow Farms', 'Fizz Theory', 'Sugar Moon Confections', 'Kiln & Ash Supply', 'Ninepeak Labs'];
    expect(new Set(brands.map((brand) => band(productArtSvg({ ...blueDream, brand })))).size).toBeGreaterThan(2);
    expect(one).toMatch(/>(LANTERN LEAF|Lantern Leaf)<\/text>/);
    const long = productArtSvg({ ...blueDream, brand: 'The Extraordinarily Long Named Cultivation Collective of the Valley' });
    expect(long).toContain('textLength="212"');
    expect(long).toContain('…</text>');
    expect(productArtSvg({ ...blueDream, brand: '' })).not.toContain('font-size="19"');
  });

  test('the wordmark and strain label are left out under 120 px, where letters would only smudge', () => {
    const svg = productArtSvg(blueDream);
    expect(svg).toContain('<style>@media (max-width:119px){.t{display:none}}</style>');
    expect(svg).toMatch(/<text class="t"[^>]*>/);
    expect(svg).toMatch(/<g class="t"><rect[^>]*\/><text[^>]*>HYBRID<\/text><\/g>/);
  });

  test('hostile brand text is escaped: no markup, no script, no broken XML', () => {
    const hostile = `</text><script>alert(1)</script><image href="https://evil.example/x.png"/>&amp;"'\u0000\ud800`;
    const svg = productArtSvg({ ...blueDream, brand: hostile, name: hostile });
    expect(svg).not.toMatch(/<script|<image|evil\.example"/i);
    expect(svg.includes('\u0000') || svg.includes('\ud800')).toBe(false);
    expect(svg.toLowerCase()).toContain('&#60;/text&#62;&#60;script&#62;');
    expect(svg.match(/<text/g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });
});
