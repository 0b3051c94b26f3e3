import { checkInBodySchema, KIOSK_MESSAGES } from '@/api/kiosk';
import { formatPhoneInput, isValidPhone } from '@/domain/phone-number';
import type { CheckInBody } from '../api/check-in';

/**
 * How a customer finds their order at the kiosk (DECISIONS.md "Modes of the one installable app": "phone
 * or order number").
 */
export type CheckInMode = 'phone' | 'order';

export const ORDER_NUMBER_INVALID = 'Enter the order number from your confirmation.';

/** Order numbers are ids up to MAX_ID: at most 10 digits. */
const ORDER_NUMBER_DIGITS = 10;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What the field shows while typing: the phone as (###) ###-####, an order number as digits. */
export function formatTyped(mode: CheckInMode, typed: string): string {
  return mode === 'phone' ? formatPhoneInput(typed) : digitsOf(typed).slice(0, ORDER_NUMBER_DIGITS);
}

/** A number-pad key: a complete phone number takes no more digits (the field would only turn invalid). */
export function withPadDigit(mode: CheckInMode, value: string, digit: string): string {
  return mode === 'phone' && isValidPhone(value) ? value : value + digit;
}

/** The number pad's delete: the last digit goes, with any punctuation after it. */
export const withoutLastDigit = (value: string): string => value.replace(/\d\D*$/, '');

/**
 * The check-in request for what was typed, or the message to show by the field. The request's own
 * schema checks it (a US phone number, an order id), as the server will.
 */
export function checkInBodyFrom(mode: CheckInMode, typed: string): { body: CheckInBody; error?: undefined } | { error: string; body?: undefined } {
  if (!digitsOf(typed)) return { error: KIOSK_MESSAGES.checkInChooseOne };
  const parsed = checkInBodySchema.safeParse(mode === 'phone' ? { phone: typed } : { order_id: Number(digitsOf(typed)) });
  if (parsed.success) return { body: parsed.data };
  return { error: mode === 'phone' ? (parsed.error.issues[0]?.message ?? KIOSK_MESSAGES.checkInChooseOne) : ORDER_NUMBER_INVALID };
}
