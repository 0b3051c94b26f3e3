import { ZIP_LENGTH } from './constants';

/**
 * Contact fields of registration and the account (part 2 §5 "Registration and password", "Account
 * edit"): email lowercased and checked against a standard pattern; zip cut to 5 characters. Phone
 * numbers have their own rule (phone-number.ts).
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

/** Zip fields keep at most 5 characters (part 2 §5). */
export function truncateZip(zip: string): string {
  return zip.trim().slice(0, ZIP_LENGTH);
}
