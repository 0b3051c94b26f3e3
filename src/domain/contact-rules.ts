import { PHONE_DIGITS, ZIP_LENGTH } from './constants';

/**
 * Contact fields of registration and the account (part 2 §5 "Registration and password", "Account
 * edit"): email lowercased and checked against a standard pattern; phone exactly 10 digits once
 * punctuation is stripped, shown as (###) ###-####; zip cut to 5 characters.
 */

// A standard address: something@domain.tld, no spaces, one @ (the HTML spec's pattern, simplified).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What the server stores and compares: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL.test(normalizeEmail(email));
}

/** The digits of a phone as typed: '(845) 555-0142' -> '8455550142'. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function isValidPhone(phone: string): boolean {
  return phoneDigits(phone).length === PHONE_DIGITS;
}

/**
 * The field's format while typing: '(845) 555-0142', built from at most 10 digits, so a partial
 * number reads naturally ('(845) 55').
 */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone).slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Zip fields keep at most 5 characters (part 2 §5). */
export function truncateZip(zip: string): string {
  return zip.trim().slice(0, ZIP_LENGTH);
}
