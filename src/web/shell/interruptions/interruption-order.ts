/**
 * The shell's interruptions: things that appear by themselves and stand between a shopper and the
 * page. Issue 21 found them stacked on a first visit (age gate, store chooser, cookie banner, promotion
 * and install card at once, over checkout and the staff terminal too). This module is the one rule
 * for them: one at a time, in this fixed order, and only on the screens that may have them. The shell
 * (interruptions/shell-interruptions.tsx) asks it which one may show now; nothing here touches React.
 *
 * What a shopper opens themselves (Cookie Settings from the footer, the store chooser from the
 * header, a menu) is not an interruption, but while such a dialog is up nothing interrupts it.
 */
export const INTERRUPTIONS = [
  /** 'Are you at least 21?' (part 1 §2): before anything else, on every page but the simple ones. */
  'age-gate',
  /** choose_store_popup, opened while no store is chosen: the page means nothing without one. */
  'store-choice',
  /** The simple cookie banner (part 1 §2), until it is answered or closed. */
  'cookie-choice',
  /** promotional_dialog, 'A special offer for you' (part 1 §2 dialogs). */
  'special-offer',
  /** marketing_subscribe, after the browsing delay, in a visit without a promotion. */
  'marketing-subscribe',
  /** 'Install Apotheca', when the browser offers installing, or on iPhone Safari how to (Share, Add to Home Screen). */
  'install-card',
] as const;

export type Interruption = (typeof INTERRUPTIONS)[number];

/**
 * The kinds of screen, as interruptions see them: the shop; simple pages (sign-in and registration,
 * part 1 §2); checkout (the cart, where Place Order is); the staff terminal (every screen of a portal
 * user, and the operator console); the kiosk (its own screen, its setup, and a pinned device).
 */
export type ScreenKind = 'shop' | 'simple' | 'checkout' | 'staff' | 'kiosk';

const ALLOWED_ON: Record<ScreenKind, ReadonlySet<Interruption>> = {
  shop: new Set(INTERRUPTIONS),
  // No age gate on simple pages (part 1 §2) and nothing to sell; signing in may need the cookie choice
  // (it decides whether sign-in lasts 30 days, part 1 §9), so the banner may be answered there.
  simple: new Set<Interruption>(['cookie-choice']),
  // The age gate is the law's and covers every non-simple page. A cart belongs to a store, so with none
  // chosen there is no order to cover, and the cart's own 'choose a store' opens the chooser.
  checkout: new Set<Interruption>(['age-gate', 'store-choice']),
  // Staff work the store they belong to: no chooser, banner or marketing at the counter.
  staff: new Set<Interruption>(['age-gate']),
  // Full screen for shoppers at the door (DECISIONS.md "Modes of the one installable app").
  kiosk: new Set<Interruption>(),
};

/** What the shell knows right now: the screen, which interruptions want to show, and whether the shopper opened a dialog. */
export interface InterruptionSituation {
  screen: ScreenKind;
  /** Each interruption that wants to show: unanswered (age, store, cookies) or open or due (the rest). */
  waiting: Partial<Record<Interruption, boolean>>;
  /** A dialog the shopper opened themselves is up (Cookie Settings): it is not interrupted. */
  shopperDialogOpen?: boolean;
}

/** Whether this kind of screen ever has the interruption. */
export function allowedOn(screen: ScreenKind, interruption: Interruption): boolean {
  return ALLOWED_ON[screen].has(interruption);
}

/**
 * Whether `interruption` may show now: the screen has it, nothing before it in the order is waiting
 * on this screen, and no dialog the shopper opened is up (the age gate comes before all of them).
 * A waiting interruption the screen does not have holds nothing back.
 */
export function mayShow(interruption: Interruption, situation: InterruptionSituation): boolean {
  if (!allowedOn(situation.screen, interruption)) return false;
  if (situation.shopperDialogOpen && interruption !== 'age-gate') return false;
  for (const earlier of INTERRUPTIONS) {
    if (earlier === interruption) return true;
    if (situation.waiting[earlier] && allowedOn(situation.screen, earlier)) return false;
  }
  return true;
}

/** The one interruption to show now, or undefined: the first waiting one that may show. */
export function currentInterruption(situation: InterruptionSituation): Interruption | undefined {
  return INTERRUPTIONS.find((interruption) => situation.waiting[interruption] && mayShow(interruption, situation));
}
