import type { Database } from '@/server/db/client';
import { consumeOrReject } from '@/server/services/auth/auth-limits';
import type { RateLimit } from '@/server/services/limits/rate-limit';

/**
 * A kiosk is a public screen: anyone at the door can type phone numbers into it. Counting every
 * check-in attempt per kiosk keeps it from being used to find out which numbers have orders, while
 * a busy door (a few shoppers a minute, each with a typo or two) stays well under the limit.
 */
export const KIOSK_CHECK_IN_LIMIT = { bucket: 'kiosk-check-in', limit: 30, windowMs: 5 * 60_000 } as const satisfies RateLimit;

/** Counts this attempt, or answers 429 TooManyRequests (Retry-After) when the kiosk has made too many. */
export async function consumeCheckInAttempt(db: Database, kioskId: number): Promise<void> {
  await consumeOrReject(db, KIOSK_CHECK_IN_LIMIT, String(kioskId));
}

/**
 * Placing orders has its own budget: it reveals nothing about other shoppers, so it need not share
 * the check-in count, but every order lands in the staff queue and holds stock, so a public screen
 * must not be able to flood it. A shopper takes minutes to build an order; a few retries after a
 * sold-out answer still fit many times over.
 */
export const KIOSK_ORDER_LIMIT = { bucket: 'kiosk-place-order', limit: 20, windowMs: 5 * 60_000 } as const satisfies RateLimit;

export async function consumeOrderAttempt(db: Database, kioskId: number): Promise<void> {
  await consumeOrReject(db, KIOSK_ORDER_LIMIT, String(kioskId));
}
