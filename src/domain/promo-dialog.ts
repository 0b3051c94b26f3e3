import { matchesAudience, type Audience, type AudienceContext } from './banner';
import { PROMO_DIALOG_SEEN_DAYS } from './constants';

/**
 * The promotional dialog (part 1 §2 dialogs "promotional_dialog", §9 "promo dialog seen list 4
 * days"): the newest promotional document for the shopper's audience, shown once per document uid.
 * A uid stays on the seen list for 4 days; after that the same promotion may show again.
 */

const DAY_MS = 86_400_000;
export const PROMO_SEEN_MS = PROMO_DIALOG_SEEN_DAYS * DAY_MS;

/** One promotion the shopper has seen, and when (epoch ms). */
export interface PromoSeenEntry {
  uid: string;
  seenAt: number;
}

/** The seen list without entries older than 4 days (or from the future: a clock that went back). */
export function pruneSeen(seen: readonly PromoSeenEntry[], now: number): PromoSeenEntry[] {
  return seen.filter((entry) => entry.seenAt <= now && now - entry.seenAt < PROMO_SEEN_MS);
}

/** True when the uid was seen within the last 4 days. */
export function wasSeenRecently(seen: readonly PromoSeenEntry[], uid: string, now: number): boolean {
  return pruneSeen(seen, now).some((entry) => entry.uid === uid);
}

/** The pruned list with `uid` seen now (one entry per uid). */
export function markSeen(seen: readonly PromoSeenEntry[], uid: string, now: number): PromoSeenEntry[] {
  return [...pruneSeen(seen, now).filter((entry) => entry.uid !== uid), { uid, seenAt: now }];
}

export interface PromoCandidate {
  uid: string;
  /** ISO date the document was published. */
  published_on: string;
  audience: Audience;
}

/**
 * The promotion to show now: the newest published one whose audience matches, unless the shopper
 * saw that one within 4 days. An older promotion never stands in for a seen newer one: the newest
 * is the current campaign, and older ones are stale.
 */
export function pickPromoDialog<T extends PromoCandidate>(promos: readonly T[], ctx: AudienceContext, seen: readonly PromoSeenEntry[], now: number): T | undefined {
  const newest = promos
    .filter((promo) => matchesAudience(promo.audience, ctx))
    .reduce<T | undefined>((best, promo) => (!best || Date.parse(promo.published_on) > Date.parse(best.published_on) ? promo : best), undefined);
  return newest && !wasSeenRecently(seen, newest.uid, now) ? newest : undefined;
}
