import { BANNER_AUTOPLAY_DEFAULT_MS } from './constants';
import type { UsageType } from './usage-type';
import { parseInline } from './content-links';

/**
 * Rules of the header's banner carousel of special messages (part 1 §2 "Banner carousel", §3
 * "special_message", §9 "Banner carousel auto-play"), and the audience match every targeted content
 * document (banner messages, promotional dialogs) uses.
 */

/** Where a content document applies; an empty list means "any" (src/api/content.ts audienceSchema). */
export interface Audience {
  states: readonly string[];
  usage_types: readonly UsageType[];
  store_ids: readonly number[];
}

/** The shopper's current store and usage type; no store yet matches only documents for everyone. */
export interface AudienceContext {
  state: string | null | undefined;
  usage: UsageType;
  storeId: number | null | undefined;
}

/** True when each non-empty list of the audience contains the shopper's state, usage type and store. */
export function matchesAudience(audience: Audience, ctx: AudienceContext): boolean {
  if (audience.states.length && !(ctx.state && audience.states.includes(ctx.state))) return false;
  if (audience.usage_types.length && !audience.usage_types.includes(ctx.usage)) return false;
  if (audience.store_ids.length && !(ctx.storeId && audience.store_ids.includes(ctx.storeId))) return false;
  return true;
}

/** The items (in their given order) whose audience matches the shopper. */
export function forAudience<T extends { audience: Audience }>(items: readonly T[], ctx: AudienceContext): T[] {
  return items.filter((item) => matchesAudience(item.audience, ctx));
}

/**
 * Milliseconds a slide stays before auto-play moves on: the configured seconds × 1000, or the
 * default of 6000 ms when none (or nothing positive) is configured (part 1 §9).
 */
export function bannerInterval(seconds: number | null | undefined): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : BANNER_AUTOPLAY_DEFAULT_MS;
}

/** The next slide index, wrapping both ways: the carousel loops forever (part 1 §9). */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

// ---- Colours -------------------------------------------------------------------------------

/** WCAG 2.x AA minimum contrast for normal-size text (the banner's copy is small, semibold). */
export const AA_CONTRAST = 4.5;

/** What the banner falls back to when a message's colours are unreadable: white on the app's ink (16:1). */
export const SAFE_BANNER_COLORS = { text: '#ffffff', background: '#1b1f1d', gradient: null } as const;
const DARK_TEXT = '#1b1f1d';
const LIGHT_TEXT = '#ffffff';

/** '#abc' or '#aabbcc' (any case) as [r, g, b] 0-255; anything else (names, rgb(), CSS tricks) is undefined. */
export function parseHexColor(value: string | null | undefined): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio (1 to 21) of two hex colours; undefined when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const first = parseHexColor(a);
  const second = parseHexColor(b);
  if (!first || !second) return undefined;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface BannerColors {
  text: string;
  background: string;
  /** The second stop of a linear gradient from `background`, or null for a flat background. */
  gradient: string | null;
}

/**
 * Colours a slide may use, readable at WCAG AA (4.5:1) against every background stop:
 * 1. the message's own colours when they pass;
 * 2. else its background(s) with dark or light text, whichever passes against every stop;
 * 3. else (or when a colour is not a plain hex value) the safe pair, white on ink.
 * Only hex colours are accepted, so nothing but a colour can reach the slide's style.
 */
export function readableBannerColors(message: { text_color: string; background_color: string; gradient: string | null }): BannerColors {
  const gradient = message.gradient?.trim() ? message.gradient.trim() : null;
  const stops = gradient ? [message.background_color, gradient] : [message.background_color];
  if (!stops.every((stop) => parseHexColor(stop))) return { ...SAFE_BANNER_COLORS };
  const passes = (text: string) => stops.every((stop) => (contrastRatio(text, stop) ?? 0) >= AA_CONTRAST);
  const background = message.background_color.trim();
  if (passes(message.text_color)) return { text: message.text_color.trim(), background, gradient };
  const text = [DARK_TEXT, LIGHT_TEXT].find(passes);
  return text ? { text, background, gradient } : { ...SAFE_BANNER_COLORS };
}

// ---- Inline links --------------------------------------------------------------------------

/** Content text with its links reduced to their labels (for titles and other plain-text places). */
export function plainText(text: string): string {
  return parseInline(text)
    .map((part) => (part.kind === 'text' ? part.text : part.label))
    .join('');
}
