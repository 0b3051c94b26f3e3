import * as z from 'zod/mini';
import { markSeen, pruneSeen, type PromoSeenEntry } from '@/domain/promo-dialog';
import { PROMO_VISIT_KEY, promoState } from './promo-state';
import { readRememberedJson, writeRemembered } from './remembered-storage';

const SEEN_KEY = 'apotheca_promo_seen';

const seenSchema = z.array(z.object({ uid: z.string(), seenAt: z.number() }));

/** The seen list (part 1 §9: 4 days), pruned; nothing when storage holds something else. */
export function loadSeenPromos(now: number): PromoSeenEntry[] {
  const parsed = seenSchema.safeParse(readRememberedJson(SEEN_KEY));
  return parsed.success ? pruneSeen(parsed.data, now) : [];
}

/** Opens the promotion, remembering it as seen now and that this visit had its promotion. */
export function openPromo(uid: string, now: number): void {
  writeRemembered(SEEN_KEY, JSON.stringify(markSeen(loadSeenPromos(now), uid, now)));
  Object.assign(promoState, { uid, open: true, shownThisVisit: true });
  try {
    sessionStorage.setItem(PROMO_VISIT_KEY, 'true');
  } catch {
    // The in-memory flag still keeps the marketing dialog away for this page's life.
  }
}

export function closePromo(): void {
  promoState.open = false;
}
