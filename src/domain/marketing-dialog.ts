/**
 * When the marketing subscribe dialog (dialog id marketing_subscribe) may show (part 1 §9:
 * "Marketing dialog shown if 7+ days since signup or last ignore, and repeats after 1 hour").
 *
 * Our reading, as one rule over three remembered moments:
 * - after a sign-up, it waits 7 days;
 * - after 'No thanks' (the ignore), it waits 7 days;
 * - after it was closed without an answer (close button, Escape, backdrop), it repeats no sooner
 *   than 1 hour later, so within one long visit it comes back at most once an hour;
 * - a shopper it was never shown to is eligible at once (the shell still waits for a first stretch
 *   of browsing, MARKETING_DIALOG_DELAY_MS, so it never blocks the first interaction).
 *
 * These numbers are not in src/domain/constants.ts (that file is shared); they live here, once.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Days the dialog stays away after a sign-up or a 'No thanks' (part 1 §9). */
export const MARKETING_DIALOG_WAIT_DAYS = 7;
/** After being closed without an answer, it repeats after this long (part 1 §9). */
export const MARKETING_DIALOG_REPEAT_MS = HOUR_MS;
/** Browsing time before the dialog first appears in a visit (ours: the spec gives none). */
export const MARKETING_DIALOG_DELAY_MS = 20_000;

/** What the shopper did with the dialog, each as epoch ms; absent when it never happened. */
export interface MarketingDialogHistory {
  signedUpAt?: number;
  ignoredAt?: number;
  dismissedAt?: number;
}

/** The moment (epoch ms) from which the dialog may show; 0 when nothing holds it back. */
export function marketingDialogDueAt(history: MarketingDialogHistory): number {
  const wait = MARKETING_DIALOG_WAIT_DAYS * DAY_MS;
  return Math.max(
    0,
    history.signedUpAt === undefined ? 0 : history.signedUpAt + wait,
    history.ignoredAt === undefined ? 0 : history.ignoredAt + wait,
    history.dismissedAt === undefined ? 0 : history.dismissedAt + MARKETING_DIALOG_REPEAT_MS,
  );
}

/** True when the dialog may show at `now` (epoch ms). */
export function isMarketingDialogDue(history: MarketingDialogHistory, now: number): boolean {
  return now >= marketingDialogDueAt(history);
}

/**
 * When to open it in this visit: not before the browsing delay after the visit's start, and not
 * before it is due.
 */
export function marketingDialogOpenAt(history: MarketingDialogHistory, visitStart: number): number {
  return Math.max(visitStart + MARKETING_DIALOG_DELAY_MS, marketingDialogDueAt(history));
}
