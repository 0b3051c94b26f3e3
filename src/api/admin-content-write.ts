import * as z from 'zod/mini';
import { parseHexColor } from '@/domain/banner';
import { BANNER_INTERVAL_MAX_S, BANNER_INTERVAL_MIN_S } from '@/domain/constants';
import { isSafeContentHref } from '@/domain/content-links';
import { ADMIN_CONTENT_MESSAGES, CONTENT_DATA_SCHEMAS, CONTENT_HEADLINE_MAX_CHARS } from './admin-content';
import type { ContentType } from './content';

/**
 * What the console may write (README "Content in the console"): the type's read schema, which the
 * storefront tolerates loosely (an unsafe link renders as text, a bad colour falls back), plus the
 * rules an editor must meet before anything is saved, so a shopper never meets the fallback.
 */
const LINK_KEYS = new Set(['link', 'cta_link', 'external_link', 'url']);
const COLOUR_KEYS = new Set(['text_color', 'background_color', 'gradient']);
/** The document's own headline: a banner without a message or a page without a title shows nothing; a long one breaks the strip. */
const REQUIRED_TOP_KEYS = new Set(['message', 'title']);

type Issue = { path: (string | number)[]; message: string };

/** Image urls are uploads or web addresses; only the links a shopper follows are checked as links. */
const isImage = (object: Record<string, unknown>) => typeof object.url === 'string' && 'alt' in object;

function fieldProblem(key: string, value: unknown, top: boolean): string | undefined {
  if (typeof value === 'string') {
    if (LINK_KEYS.has(key) && !isSafeContentHref(value)) return ADMIN_CONTENT_MESSAGES.link;
    if (COLOUR_KEYS.has(key) && !(key === 'gradient' && value.trim() === '') && !parseHexColor(value)) return ADMIN_CONTENT_MESSAGES.colour;
    if (top && REQUIRED_TOP_KEYS.has(key) && !value.trim()) return ADMIN_CONTENT_MESSAGES.required;
    if (top && REQUIRED_TOP_KEYS.has(key) && value.trim().length > CONTENT_HEADLINE_MAX_CHARS) return ADMIN_CONTENT_MESSAGES.headlineTooLong;
  }
  if (key === 'carousel_auto_play_increment' && typeof value === 'number' && !(value >= BANNER_INTERVAL_MIN_S && value <= BANNER_INTERVAL_MAX_S)) {
    return ADMIN_CONTENT_MESSAGES.interval;
  }
  return undefined;
}

/** Every rule broken anywhere in a document's data (rich-text blocks and page sections included). */
export function contentWriteIssues(value: unknown, path: (string | number)[] = []): Issue[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => contentWriteIssues(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const image = isImage(object);
  return Object.entries(object).flatMap(([key, field]) => {
    const message = image && key === 'url' ? undefined : fieldProblem(key, field, path.length === 0);
    return message ? [{ path: [...path, key], message }] : contentWriteIssues(field, [...path, key]);
  });
}

const consoleRules = z.superRefine<unknown>((data, ctx) => {
  for (const issue of contentWriteIssues(data)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: data });
});

/** Each type's write schema: its read schema from CONTENT_DATA_SCHEMAS with the console's rules on top. */
export const CONTENT_WRITE_SCHEMAS = Object.fromEntries(
  Object.entries(CONTENT_DATA_SCHEMAS).map(([type, schema]) => [type, (schema as z.ZodMiniType).check(consoleRules)]),
) as Record<ContentType, z.ZodMiniType>;
