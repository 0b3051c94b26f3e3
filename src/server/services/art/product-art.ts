import type { Category, StrainType } from '@/domain/categories';
import type { ArtStrain } from '@/api/art';
import { pictogram } from './product-pictograms';
import { escapeXml, UNWRITABLE } from '../text/escape-xml';

/**
 * Generated product art (README "Product art"): a product with no uploaded picture is drawn from what
 * it is. The category gives the pictogram in the medallion, the strain type its colours (the legend
 * of the strain chips: indica violet, sativa orange, hybrid emerald, CBD sky, none slate), the brand a
 * band colour and wordmark, and the product's name a background pattern, so two products of one
 * category, strain and brand still differ. Pure and deterministic: the same input, the same bytes.
 */
export interface ProductArtInput {
  category: Category;
  strain: ArtStrain;
  brand: string;
  name: string;
}

interface StrainColors {
  /** Background. */
  tint: string;
  /** Pattern. */
  soft: string;
  /** Medallion behind the white pictogram. */
  strong: string;
  /** Details cut into the pictogram and the strain label's text. */
  dark: string;
}

/** The strain chip's tones (src/web/ui/chip.tsx: violet, orange, emerald, sky), as colours an image can carry. */
export const STRAIN_ART_COLORS: Record<ArtStrain, StrainColors> = {
  indica: { tint: '#ede9fe', soft: '#c4b5fd', strong: '#7c3aed', dark: '#4c1d95' },
  sativa: { tint: '#ffedd5', soft: '#fdba74', strong: '#ea580c', dark: '#7c2d12' },
  hybrid: { tint: '#d1fae5', soft: '#6ee7b7', strong: '#059669', dark: '#064e3b' },
  cbd: { tint: '#e0f2fe', soft: '#7dd3fc', strong: '#0284c7', dark: '#0c4a6e' },
  none: { tint: '#f1f5f9', soft: '#cbd5e1', strong: '#475569', dark: '#0f172a' },
};

const STRAIN_TEXT: Record<StrainType, string> = { indica: 'INDICA', sativa: 'SATIVA', hybrid: 'HYBRID', cbd: 'CBD' };

/** Band colours a brand is hashed onto: dark enough for white text (>= 7:1), none of them a strain's hue. */
export const BRAND_BAND_COLORS = ['#1f2937', '#1e3a8a', '#7f1d1d', '#134e4a', '#78350f', '#3f6212', '#831843', '#334155'] as const;

/** Wordmark lettering a brand is hashed onto, so each brand keeps one look across its products. */
const WORDMARK_STYLES = [
  { family: 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif', weight: 800, italic: false, upper: true, spacing: 1.5, em: 0.7 },
  { family: 'Georgia,Times New Roman,serif', weight: 700, italic: true, upper: false, spacing: 0.3, em: 0.52 },
  { family: 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif', weight: 700, italic: false, upper: false, spacing: 0.6, em: 0.56 },
  { family: 'ui-monospace,Menlo,Consolas,monospace', weight: 700, italic: false, upper: true, spacing: 0, em: 0.62 },
] as const;

const SIZE = 240;
const BAND_TOP = 196;
const WORDMARK_WIDTH = 212;
const WORDMARK_FONT = 19;
const MAX_WORDMARK_CHARS = 28;

/** FNV-1a, 32 bits: a stable number for a text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The name's pattern behind the medallion: one of six families, each with seeded spacing, size and angle. */
function pattern(random: () => number, color: string): string {
  const pick = (min: number, max: number) => min + random() * (max - min);
  const family = Math.floor(random() * 6);
  const parts: string[] = [];
  if (family === 0) {
    const gap = Math.round(pick(18, 30));
    const radius = round(pick(2.5, 5.5));
    const shift = round(pick(0, gap));
    for (let y = shift; y < BAND_TOP; y += gap) for (let x = shift; x < SIZE; x += gap) parts.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${radius}"/>`);
    return `<g fill="${color}">${parts.join('')}</g>`;
  }
  if (family === 1) {
    const width = Math.round(pick(6, 14));
    const gap = width + Math.round(pick(10, 24));
    const angle = Math.round(pick(-60, 60));
    for (let x = -SIZE; x < SIZE * 2; x += gap) parts.push(`<rect x="${x}" y="-240" width="${width}" height="720"/>`);
    return `<g fill="${color}" transform="rotate(${angle} 120 120)">${parts.join('')}</g>`;
  }
  if (family === 2) {
    const cx = Math.round(pick(0, SIZE));
    const cy = Math.round(pick(0, BAND_TOP));
    const gap = Math.round(pick(14, 26));
    for (let r = gap; r < 340; r += gap) parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
    return `<g fill="none" stroke="${color}" stroke-width="${round(pick(3, 7))}">${parts.join('')}</g>`;
  }
  if (family === 3) {
    const gap = Math.round(pick(20, 32));
    const amplitude = round(pick(4, 10));
    const period = Math.round(pick(30, 60));
    for (let y = round(pick(0, gap)); y < BAND_TOP + gap; y += gap) {
      let d = `M-10 ${round(y)}`;
      for (let x = -10; x < SIZE + period; x += period) d += `q${period / 4} ${-amplitude} ${period / 2} 0t${period / 2} 0`;
      parts.push(`<path d="${d}"/>`);
    }
    return `<g fill="none" stroke="${color}" stroke-width="${round(pick(3, 6))}" stroke-linecap="round">${parts.join('')}</g>`;
  }
  if (family === 4) {
    for (let index = 0; index < 22; index += 1) {
      const x = round(pick(0, SIZE));
      const y = round(pick(0, BAND_TOP));
      parts.push(`<rect x="${x}" y="${y}" width="${round(pick(6, 14))}" height="${round(pick(4, 8))}" rx="2" transform="rotate(${Math.round(pick(0, 180))} ${x} ${y})"/>`);
    }
    return `<g fill="${color}">${parts.join('')}</g>`;
  }
  const gap = Math.round(pick(18, 28));
  const rise = round(pick(6, 12));
  for (let y = round(pick(0, gap)); y < BAND_TOP + gap; y += gap) {
    let d = `M-10 ${round(y)}`;
    for (let x = -10; x < SIZE + gap; x += gap) d += `l${gap / 2} ${-rise}l${gap / 2} ${rise}`;
    parts.push(`<path d="${d}"/>`);
  }
  return `<g fill="none" stroke="${color}" stroke-width="${round(pick(3, 5))}" stroke-linejoin="round">${parts.join('')}</g>`;
}

/** The brand's name in its band; long names are squeezed to fit rather than cut off the edge. */
function wordmark(brand: string): string {
  const trimmed = brand.replace(UNWRITABLE, '').replace(/\s+/g, ' ').trim();
  if (!trimmed) return '';
  const style = WORDMARK_STYLES[hashText(`wordmark:${trimmed}`) % WORDMARK_STYLES.length]!;
  const shown = [...trimmed].length > MAX_WORDMARK_CHARS ? `${[...trimmed].slice(0, MAX_WORDMARK_CHARS - 1).join('').trimEnd()}…` : trimmed;
  const text = style.upper ? shown.toUpperCase() : shown;
  const estimate = [...text].length * (WORDMARK_FONT * style.em + style.spacing);
  const fit = estimate > WORDMARK_WIDTH ? ` textLength="${WORDMARK_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
  const italic = style.italic ? ' font-style="italic"' : '';
  return `<text class="t" x="120" y="225" text-anchor="middle" fill="#fff" font-family="${style.family}" font-size="${WORDMARK_FONT}" font-weight="${style.weight}"${italic} letter-spacing="${style.spacing}"${fit}>${escapeXml(text)}</text>`;
}

/** The strain type spelled out in the top corner, for sizes where text reads (the colour says it everywhere). */
function strainLabel(strain: ArtStrain, colors: StrainColors): string {
  if (strain === 'none') return '';
  const text = STRAIN_TEXT[strain];
  const width = text.length * 11 + 16;
  return `<g class="t"><rect x="10" y="10" width="${width}" height="24" rx="12" fill="#fff" fill-opacity=".92"/><text x="${10 + width / 2}" y="27" text-anchor="middle" fill="${colors.dark}" font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif" font-size="13" font-weight="800" letter-spacing="1">${text}</text></g>`;
}

/** `over` laid on `under` at `alpha`, as one opaque colour (#rrggbb). */
function blend(under: string, over: string, alpha: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5].map((at) => Math.round(channel(under, at) * (1 - alpha) + channel(over, at) * alpha).toString(16).padStart(2, '0')).join('')}`;
}

/** The pattern's opacity on the tint (the group's `.55` below). */
const PATTERN_OPACITY = 0.55;

export interface ArtLayerOptions {
  /** The strain label and the wordmark; off on the share card, whose rasteriser has no fonts (an empty label pill would read as a fault). */
  lettering: boolean;
  /**
   * The pattern in the opaque colour it shows on the tint instead of a translucent group: the same
   * picture (but where its shapes overlap) for a rasteriser that draws each group opacity as a layer.
   */
  flatPattern: boolean;
}

/** The picture's shapes in its 240 × 240 space, without the document around them. */
export function productArtLayers({ category, strain, brand, name }: ProductArtInput, options: ArtLayerOptions = { lettering: true, flatPattern: false }): string {
  const colors = STRAIN_ART_COLORS[strain];
  const random = seeded(hashText(`${category}|${brand}|${name}`));
  const band = BRAND_BAND_COLORS[hashText(`band:${brand.trim()}`) % BRAND_BAND_COLORS.length]!;
  const icon = pictogram(category, colors.dark);
  return [
    `<rect width="${SIZE}" height="${SIZE}" fill="${colors.tint}"/>`,
    options.flatPattern ? pattern(random, blend(colors.tint, colors.soft, PATTERN_OPACITY)) : `<g opacity=".55">${pattern(random, colors.soft)}</g>`,
    `<circle cx="120" cy="104" r="70" fill="#fff" fill-opacity=".7"/>`,
    `<circle cx="120" cy="104" r="62" fill="${colors.strong}"/>`,
    `<g transform="translate(77 61) scale(.86)">${icon}</g>`,
    options.lettering ? strainLabel(strain, colors) : '',
    `<rect y="${BAND_TOP}" width="${SIZE}" height="${SIZE - BAND_TOP}" fill="${band}"/>`,
    options.lettering ? wordmark(brand) : '',
  ].join('');
}

/**
 * The picture as an SVG document (about 2 to 5 kB). Under 120 px wide the strain label and the
 * wordmark are left out (a media query of the image itself), so a cart thumbnail shows clean shapes
 * and colours rather than smudged letters.
 */
export function productArtSvg(input: ProductArtInput): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    '<style>@media (max-width:119px){.t{display:none}}</style>',
    productArtLayers(input),
    '</svg>',
  ].join('');
}
