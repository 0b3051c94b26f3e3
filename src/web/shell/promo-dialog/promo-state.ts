import { proxy } from 'valtio';

/** Where this browser session notes that its promotion was shown (promo-memory.ts writes it). */
export const PROMO_VISIT_KEY = 'apotheca_promo_this_visit';

/**
 * The promotional dialog across the shell: whether one opened in this visit (the marketing dialog
 * then stays away: promo first, never both in one visit) and whether it is open now. Apart from
 * promo-memory.ts, so the shell's interruption order can read it without loading the seen list's code.
 */
export const promoState = proxy<{ uid: string | undefined; open: boolean; shownThisVisit: boolean }>({
  /** The promotion picked in this page's life. */
  uid: undefined,
  open: false,
  shownThisVisit: readVisitFlag(),
});

function readVisitFlag(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(PROMO_VISIT_KEY) === 'true';
  } catch {
    return false;
  }
}
