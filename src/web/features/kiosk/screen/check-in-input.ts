import { checkInBodySchema, KIOSK_MESSAGES } from '@/api/kiosk';
import { formatPhone, phoneDigits } from '@/domain/contact-rules';
import type { CheckInBody } from '../api/check-in';

/** How a customer finds their order at the kiosk (issue 7: "by phone or order number"). */
export type CheckInMode = 'phone' | 'order';

export const ORDER_NUMBER_INVALID = 'Enter the order number from your confirmation.';

/** Order numbers are ids up to MAX_ID: at most 10 digits. */
const ORDER_NUMBER_DIGITS = 10;

/** What the field shows while typing: the phone as (###) ###-####, an order number as digits. */
export function formatTyped(mode: CheckInMode, typed: string): string {
  return mode === 'phone' ? formatPhone(typed) : phoneDigits(typed).slice(0, ORDER_NUMBER_DIGITS);
}

/**
 * The check-in request for what was typed, or the message to show by the field. The request's own
 * schema checks it (a 10-digit phone, an order id), as the server will.
 */
export function checkInBodyFrom(mode: CheckInMode, typed: string): { body: CheckInBody; error?: undefined } | { error: string; body?: undefined } {
  const digits = phoneDigits(typed);
  if (!digits) return { error: KIOSK_MESSAGES.checkInChooseOne };
  const parsed = checkInBodySchema.safeParse(mode === 'phone' ? { phone: digits } : { order_id: Number(digits) });
  if (parsed.success) return { body: parsed.data };
  return { error: mode === 'phone' ? (parsed.error.issues[0]?.message ?? KIOSK_MESSAGES.checkInChooseOne) : ORDER_NUMBER_INVALID };
}
