import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { markSeen, pruneSeen, type PromoSeenEntry } from '@/domain/promo-dialog';
import { readRememberedJson, writeRemembered } from './remembered-storage';

const SEEN_KEY = 'apotheca_promo_seen';
const VISIT_KEY = 'apotheca_promo_this_visit';

const seenSchema = z.array(z.object({ uid: z.string(), seenAt: z.number() }));

/**
 * The promotional dialog across the shell: whether one opened in this visit (the marketing dialog
 * then stays away: promo first, never both in one visit) and whether it is open now.
 */
export const promoState = proxy<{ uid: string | undefined; open: boolean; shownThisVisit: boolean }>({
  /** The promotion picked in this page's life. */
  uid: undefined,
  open: false,
  shownThisVisit: readVisitFlag(),
});

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
    sessionStorage.setItem(VISIT_KEY, 'true');
  } catch {
    // The in-memory flag still keeps the marketing dialog away for this page's life.
  }
}

export function closePromo(): void {
  promoState.open = false;
}

function readVisitFlag(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(VISIT_KEY) === 'true';
  } catch {
    return false;
  }
}
