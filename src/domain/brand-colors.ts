/** Colour maths for brand theming: contrast-safe text colours from any brand primary (WCAG 2.1). */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(a: Rgb, b: Rgb, weightOfA: number): Rgb {
  return a.map((c, i) => c * weightOfA + b[i]! * (1 - weightOfA)) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [27, 31, 29];
const AA_TEXT = 4.5;

export interface BrandPalette {
  primary: string;
  onPrimary: string;
  secondary: string;
  soft: string;
}

/**
 * The brand's colours as the UI uses them: the primary is darkened until it reads as text on
 * white at AA (it is used for links and outlines too); on-primary is white or ink, whichever
 * contrasts more; soft is a 12% tint for selected and hover surfaces.
 */
export function brandPalette(primaryHex: string, secondaryHex: string, fallback: string): BrandPalette {
  let primary = parseHex(primaryHex) ?? parseHex(fallback) ?? INK;
  for (let step = 0; step < 20 && contrastRatio(primary, WHITE) < AA_TEXT; step++) primary = mix(primary, [0, 0, 0], 0.92);
  const onPrimary = contrastRatio(primary, WHITE) >= contrastRatio(primary, INK) ? WHITE : INK;
  return {
    primary: toHex(primary),
    onPrimary: toHex(onPrimary),
    secondary: toHex(parseHex(secondaryHex) ?? primary),
    soft: toHex(mix(primary, WHITE, 0.12)),
  };
}

/** A default for a brand whose primary colour is missing or unreadable. */
export const DEFAULT_BRAND_PRIMARY = '#1f6f4a';

/**
 * The brand's colour variables on the document root, which Panda's brand tokens read: set by the app
 * (startup/brand-theme.ts) and written into the first-visit page by the server.
 */
export function brandColorVariables(primaryHex: string, secondaryHex: string): Record<string, string> {
  const palette = brandPalette(primaryHex, secondaryHex, DEFAULT_BRAND_PRIMARY);
  return {
    '--brand-primary': palette.primary,
    '--brand-on-primary': palette.onPrimary,
    '--brand-secondary': palette.secondary,
    '--brand-soft': palette.soft,
  };
}
