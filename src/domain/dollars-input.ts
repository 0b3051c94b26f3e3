import type { Cents } from './money';

// Typed money lives apart from money.ts: money.ts is in every shopper's entry bundle, these serve the console's forms.

const DOLLARS_PATTERN = /^\$?(\d{0,9})(?:\.(\d{0,2}))?$/;

/**
 * A typed dollar amount as cents, exactly (no floating point): '12.5' -> 1250, '$0.99' -> 99,
 * '40' -> 4000; '' (or spaces) -> null, for a field whose empty box means "none". Anything else
 * (more than two decimals, a sign, letters, a thousands comma, more than nine whole digits) is NaN,
 * which the integer checks of the API's schemas refuse with the field's own message.
 */
export function parseDollars(text: string): Cents | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = DOLLARS_PATTERN.exec(trimmed);
  if (!match || (match[1] === '' && !match[2])) return Number.NaN;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text of a dollar box: 1250 -> '12.50', null -> ''. */
export function dollarsText(cents: Cents | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}
