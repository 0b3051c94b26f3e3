/**
 * Contact fields of registration and the account (part 2 §5 "Registration and password", "Account
 * edit"): email lowercased and checked against a standard pattern. Phone numbers and zips have
 * their own rules (phone-number.ts, zip-code.ts).
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
