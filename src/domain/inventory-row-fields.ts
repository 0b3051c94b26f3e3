import { ITEM_TEXT_LIMITS, MAX_ITEM_PRICE_CENTS, MAX_ITEM_TAGS, MAX_POTENCY, MAX_SELLABLE_QTY, MIN_ITEM_PRICE_CENTS, TAG_PATTERN, tagSlug } from './catalog-edits';
import { CATEGORIES, isCategory, STRAIN_TYPES, type StrainType } from './categories';
import { dollarsText, parseDollars } from './dollars-input';
import type { InventoryRowField } from './inventory-rows';
import { parseUsageType } from './usage-type';

/**
 * One field of the import/feed row format (README "Import and export"): how a CSV cell or JSON value
 * reads, and how export writes it back, so an exported file imports unchanged.
 */
export type FieldRead = { ok: true; value: unknown } | { ok: false; message: string };
export interface RowFieldProblem {
  field: string;
  message: string;
}

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const REQUIRED_TEXT: ReadonlySet<InventoryRowField> = new Set(['sku', 'store', 'name', 'brand']);

export const FIELD_MESSAGES = {
  price: `Must be dollars with cents from 0.01 to ${dollarsText(MAX_ITEM_PRICE_CENTS)}, e.g. 35.00 (empty: not offered)`,
  quantity: `Must be a whole number from 0 to ${MAX_SELLABLE_QTY}`,
  tags: 'Must be tags separated by ;',
  tooManyTags: `At most ${MAX_ITEM_TAGS} tags`,
  notATag: (tag: string) => `"${tag.slice(0, 40)}" is not a tag: use letters or digits (tags are kept as slugs, e.g. top-shelf)`,
  longTag: 'Each tag at most 60 characters',
} as const;

const ok = (value: unknown): FieldRead => ({ ok: true, value });
const fail = (message: string): FieldRead => ({ ok: false, message });

/** A cell as text: CSV gives strings, JSON may give numbers or booleans; null and missing are empty. */
function asText(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw === 'boolean') return String(raw);
  return undefined;
}

function readText(field: keyof typeof ITEM_TEXT_LIMITS, text: string): FieldRead {
  const max = ITEM_TEXT_LIMITS[field];
  if (CONTROL.test(text)) return fail('Must not contain control characters');
  if (REQUIRED_TEXT.has(field) && !text) return fail('Required');
  if (text.length > max) return fail(`At most ${max} characters`);
  if (field === 'store') return ok(text.toLowerCase());
  if (field === 'strain') return ok(text || null);
  return ok(text);
}

function readNumber(text: string, max: number, whole: boolean): FieldRead {
  if (!/^\d+(\.\d+)?$/.test(text)) return fail(whole ? 'Must be a whole number, 0 or more' : 'Must be a number, 0 or more');
  const value = Number(text);
  if (whole && !Number.isInteger(value)) return fail('Must be a whole number, 0 or more');
  if (value > max) return fail(`At most ${max}`);
  // Potency is kept as a 4-byte real: six significant digits is what survives the round trip.
  return ok(whole ? value : Number(value.toPrecision(6)));
}

/** A price cell: whole dollars with up to two decimals ('35', '35.5', '$35.00'; not '.5' or '35.'), as exact cents. */
function readPrice(text: string): FieldRead {
  if (!text) return ok(null);
  const cents = /^\$?\d+(?:\.\d{1,2})?$/.test(text) ? (parseDollars(text) ?? Number.NaN) : Number.NaN;
  return Number.isInteger(cents) && cents >= MIN_ITEM_PRICE_CENTS && cents <= MAX_ITEM_PRICE_CENTS ? ok(cents) : fail(FIELD_MESSAGES.price);
}

/** Tags as words or slugs, kept as slugs ("Top Shelf" is top-shelf), each once, as the console keeps them. */
function readTags(raw: unknown): FieldRead {
  const list = Array.isArray(raw) ? raw : (asText(raw) ?? '').split(';');
  if (!list.every((tag) => typeof tag === 'string')) return fail(FIELD_MESSAGES.tags);
  const words = (list as string[]).map((tag) => tag.trim()).filter(Boolean);
  const tags: string[] = [];
  for (const word of words) {
    if (CONTROL.test(word)) return fail('Must not contain control characters');
    const slug = tagSlug(word);
    if (!slug) return fail(FIELD_MESSAGES.notATag(word));
    if (!TAG_PATTERN.test(slug)) return fail(FIELD_MESSAGES.longTag);
    if (!tags.includes(slug)) tags.push(slug);
  }
  return tags.length > MAX_ITEM_TAGS ? fail(FIELD_MESSAGES.tooManyTags) : ok(tags);
}

function readBoolean(text: string): FieldRead {
  const value = text.toLowerCase();
  if (['', 'false', 'no', '0'].includes(value)) return ok(false);
  if (['true', 'yes', '1'].includes(value)) return ok(true);
  return fail('Must be true or false');
}

/** Reads one field of a row, CSV cell or JSON value alike. */
export function readRowField(field: InventoryRowField, raw: unknown): FieldRead {
  if (field === 'tags') return readTags(raw);
  const text = asText(raw);
  if (text === undefined) return fail('Must be text or a number');
  switch (field) {
    case 'usage_type': {
      const usage = parseUsageType(text);
      return usage ? ok(usage) : fail('Must be medical or recreational');
    }
    case 'category':
      return isCategory(text.toLowerCase()) ? ok(text.toLowerCase()) : fail(`Must be one of ${CATEGORIES.join(', ')}`);
    case 'price':
      return readPrice(text);
    case 'quantity':
      return text ? readNumber(text, MAX_SELLABLE_QTY, true) : fail('Required');
    case 'thc':
    case 'thca':
    case 'cbd':
    case 'cbda':
    case 'cbn':
    case 'cbg':
      return text ? readNumber(text, MAX_POTENCY, false) : ok(null);
    case 'potency_unit':
      return text === '' || text === '%' ? ok('%') : text.toLowerCase() === 'mg' ? ok('mg') : fail('Must be % or mg');
    case 'strain_type': {
      const type = text.toLowerCase();
      if (!type) return ok(null);
      return (STRAIN_TYPES as readonly string[]).includes(type) ? ok(type as StrainType) : fail(`Must be one of ${STRAIN_TYPES.join(', ')}`);
    }
    case 'hidden':
      return readBoolean(text);
    default:
      return readText(field, text);
  }
}

/** A field's value as export writes it: price "35.00" (null when not offered), tags joined by ';' in CSV. */
export function formatRowValue(field: InventoryRowField, value: unknown): unknown {
  if (field === 'price') return value === null ? null : dollarsText(value as number);
  if (field === 'tags') return (value as string[]).join(';');
  return value;
}
