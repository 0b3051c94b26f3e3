import { PHONE_DIGITS } from './constants';

/**
 * US phone numbers (part 2 §5: "Phone must have exactly 10 digits after stripping non-digits; the
 * field format is (###) ###-####"; registration submits country_code '+1'). One rule for every
 * phone field, the server's schemas and the outbox: a number of the North American Numbering Plan,
 * written with or without its country code (`+1`, `1`), with spaces, dots, dashes or brackets.
 * Its canonical form is the 10 national digits; anything else (another country's code, a wrong
 * digit count, an area code or exchange starting with 0 or 1, letters) is not a phone number here.
 */

/** Part 2 §5 "Account edit", §8: what a phone field that holds no valid number says. */
export const VALID_PHONE_MESSAGE = 'Please enter a valid phone number';

// Separators people and autofill write: spaces (also no-break), dots, brackets, ASCII and Unicode dashes.
const SEPARATORS = /[\s.()\-\u2010-\u2015\u2212]/g;
// NANP: area code NXX, exchange NXX, line XXXX (N is 2-9), after an optional country code 1.
const NANP = /^(?:\+?1)?([2-9]\d\d[2-9]\d\d\d{4})$/;
// What a phone being typed may hold: digits, separators and a leading plus.
const PHONE_TYPING = /^\+?[\d\s.()\-\u2010-\u2015\u2212]*$/;

/**
 * The canonical 10 digits of a US number as written ('+1 845 555 0142' -> '8455550142'), or
 * undefined when the text is not one.
 */
export function usPhoneDigits(text: string): string | undefined {
  return NANP.exec(text.trim().replace(SEPARATORS, ''))?.[1];
}

export function isValidPhone(text: string): boolean {
  return usPhoneDigits(text) !== undefined;
}

/** The canonical digits, or the text unchanged when it is not a US number (for schemas that refuse it). */
export function canonicalPhone(text: string): string {
  return usPhoneDigits(text) ?? text;
}

/** The spec's display form '(845) 555-0142'; what is not a US number is shown as it is. */
export function formatPhone(phone: string): string {
  const digits = usPhoneDigits(phone);
  return digits ? groupDigits(digits) : phone;
}

/**
 * The field's value as the shopper types, pastes or autofills: the national digits shown as
 * (###) ###-####, partial numbers too ('(845) 55'), with a leading country code 1 dropped (an area
 * code never starts with 1). What cannot become a US number (another country's code, letters,
 * more than 10 national digits) is left exactly as typed, so the field's error shows what was
 * entered instead of a different number that happens to look valid.
 */
export function formatPhoneInput(typed: string): string {
  const text = typed.trimStart();
  if (!PHONE_TYPING.test(text)) return typed;
  const digits = text.replace(/\D/g, '');
  if (!digits) return text.startsWith('+') ? '+' : '';
  if (text.startsWith('+') && !digits.startsWith('1')) return typed;
  const national = digits.startsWith('1') ? digits.slice(1) : digits;
  if (!national || national.length > PHONE_DIGITS) return typed;
  return groupDigits(national);
}

/**
 * The digits a customer search looks for in stored phones: a whole number's canonical digits, else
 * the typed digits without a country code written as '+1' or '1 ' ('+1 845 55' -> '84555').
 */
export function phoneSearchDigits(text: string): string {
  const whole = usPhoneDigits(text);
  if (whole) return whole;
  const digits = text.replace(/\D/g, '');
  return /^\s*(?:\+\s*1|1[\s.(-])/.test(text) ? digits.slice(1) : digits;
}

/** '8455550142' -> '(845) 555-0142', and a partial '84555' -> '(845) 55'. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
