import { ZIP_LENGTH } from './constants';

/**
 * Zip codes, one rule for every zip field and for the server's checks of what they send: a field
 * keeps digits only, at most 5 (part 1 §5 "Delivery zip"); a zip is truncated to 5 characters and
 * must then be 5 digits (part 2 §5 "Registration and password", "Account edit").
 */

export const ZIP_MESSAGE = 'Enter a 5-digit zip code';

/** Exactly 5 digits. */
export const ZIP_PATTERN = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

/** What a zip field keeps of the typed text: digits only, at most 5. */
export function sanitizeZipInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

/** A zip as it is stored: trimmed and cut to 5 characters, so a ZIP+4 keeps its first five. */
export function truncateZip(zip: string): string {
  return zip.trim().slice(0, ZIP_LENGTH);
}

/** Exactly 5 digits: what a zip field must hold before it is checked or sent. */
export function isFiveDigitZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip);
}
