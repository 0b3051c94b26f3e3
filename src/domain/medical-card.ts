/**
 * Medical card number formats and expiration (part 2 §5 "Medical card"). The format depends on the
 * card's state: OH five groups of four digits; FL 'P' then at least 7 letters or digits; IL 'QP.',
 * 'OP.' or 'MQP.' then at least 7 letters or digits; other states any non-empty value. FL and IL
 * numbers are stored uppercased.
 */

export const CARD_FORMAT_ERROR = 'Invalid card number. Please follow the format below.';
export const INVALID_DATE_ERROR = 'Please enter a valid date';
export const PAST_DATE_ERROR = 'Expiration date must be in the future';

interface CardFormat {
  pattern: RegExp;
  /** The hint under the field, and the message when the number does not match. */
  message: string;
  uppercase: boolean;
}

const FORMATS: Record<string, CardFormat> = {
  OH: { pattern: /^\d{4}(-\d{4}){4}$/, message: 'Ohio medical card must be format ####-####-####-####-####.', uppercase: false },
  FL: { pattern: /^P[A-Z0-9]{7,}$/, message: 'Florida patient ID must be P followed by at least 7 characters (letters or numbers)', uppercase: true },
  IL: { pattern: /^(QP|OP|MQP)\.[A-Z0-9]{7,}$/, message: 'Illinois card number must be QP., OP. or MQP. followed by at least 7 characters (letters or numbers)', uppercase: true },
};

/** The format hint for a state, when the state has one. */
export function cardFormatHint(state: string): string | undefined {
  return FORMATS[state]?.message;
}

export type CardNumberCheck = { ok: true; number: string } | { ok: false; message: string };

/** Checks a card number for its state; answers the number as it is stored (trimmed, maybe uppercased). */
export function checkCardNumber(state: string, raw: string): CardNumberCheck {
  const format = FORMATS[state];
  const number = format?.uppercase ? raw.trim().toUpperCase() : raw.trim();
  if (!number) return { ok: false, message: CARD_FORMAT_ERROR };
  if (format && !format.pattern.test(number)) return { ok: false, message: format.message };
  return { ok: true, number };
}

/**
 * Checks an expiration date given as year, month and day (the form's dropdowns): a real calendar
 * date, after `today` (a 'yyyy-MM-dd' string in the shopper's day, so no clock is read here).
 */
export function checkExpiration(year: number, month: number, day: number, today: string): { ok: true; date: string } | { ok: false; message: string } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1880 || year > 2100) return { ok: false, message: INVALID_DATE_ERROR };
  const iso = date.toISOString().slice(0, 10);
  if (iso <= today) return { ok: false, message: PAST_DATE_ERROR };
  return { ok: true, date: iso };
}

/** Year choices of the expiration dropdown: this year and the next 9 (part 2 §5). */
export function expirationYears(currentYear: number): number[] {
  return Array.from({ length: 10 }, (_, offset) => currentYear + offset);
}
