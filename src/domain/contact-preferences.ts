/**
 * Contact preferences (part 2 §3 "Contact preference entry", §4 "Contact preferences", §9 versions).
 * Transactional (order notices): exactly one of email, text or none, and text only to a verified
 * phone. Promotional (marketing): email and text together or alone, or none; choosing text waits for
 * the shopper's Y reply (double opt-in). The screens and the server's update-me both use these.
 */
export const CONTACT_METHODS = ['email', 'text', 'email,text', 'none'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const TRANSACTION_METHODS = ['email', 'text', 'none'] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];

/** Preference versions (part 2 §9): transaction 1.0 at registration, 1.1 afterwards; marketing 1.2. */
export const PREFERENCE_VERSIONS = { transactionAtRegistration: '1.0', transaction: '1.1', marketing: '1.2' } as const;

export function includesText(method: ContactMethod | undefined): boolean {
  return method === 'text' || method === 'email,text';
}

/** Why a transactional choice cannot be saved, if it cannot. */
export function transactionChoiceProblem(method: ContactMethod, phoneVerified: boolean): 'not-one-method' | 'phone-not-verified' | undefined {
  if (!(TRANSACTION_METHODS as readonly string[]).includes(method)) return 'not-one-method';
  if (method === 'text' && !phoneVerified) return 'phone-not-verified';
  return undefined;
}

export interface MarketingTextFlags {
  alpineSmsHasOptedIn: boolean;
  alpineSmsHasOptedOut: boolean;
  doubleOptInPending: boolean;
}

/**
 * The double opt-in flags after a marketing choice: text chosen anew waits for the Y reply; text
 * dropped ends the wait and, after a confirmed opt-in, records the opt-out (the START/STOP note).
 */
export function nextMarketingFlags(previousOptIn: ContactMethod | undefined, previous: Partial<MarketingTextFlags>, optIn: ContactMethod): MarketingTextFlags {
  const flags: MarketingTextFlags = {
    alpineSmsHasOptedIn: previous.alpineSmsHasOptedIn ?? false,
    alpineSmsHasOptedOut: previous.alpineSmsHasOptedOut ?? false,
    doubleOptInPending: previous.doubleOptInPending ?? false,
  };
  const wasText = includesText(previousOptIn);
  const isText = includesText(optIn);
  if (isText && !wasText) flags.doubleOptInPending = true;
  if (!isText && wasText) {
    flags.doubleOptInPending = false;
    if (flags.alpineSmsHasOptedIn) {
      flags.alpineSmsHasOptedIn = false;
      flags.alpineSmsHasOptedOut = true;
    }
  }
  return flags;
}

/** The promotional checkboxes: Email and Text may be chosen together; None stands alone. */
export interface PromotionalChoice {
  email: boolean;
  text: boolean;
  none: boolean;
}
export type PromotionalBox = keyof PromotionalChoice;

/** The boxes for a stored opt_in; nothing stored checks nothing. */
export function choiceFromOptIn(optIn: ContactMethod | undefined): PromotionalChoice {
  return { email: optIn === 'email' || optIn === 'email,text', text: includesText(optIn), none: optIn === 'none' };
}

/** Checking Email or Text clears None; checking None clears the others (part 2 §4). */
export function toggleBox(choice: PromotionalChoice, box: PromotionalBox, checked: boolean): PromotionalChoice {
  if (!checked) return { ...choice, [box]: false };
  if (box === 'none') return { email: false, text: false, none: true };
  return { ...choice, [box]: true, none: false };
}

/** Save is enabled when at least one of email, text or none is chosen. */
export function canSaveChoice(choice: PromotionalChoice): boolean {
  return choice.email || choice.text || choice.none;
}

/** The opt_in sent to update-me. */
export function optInFromChoice(choice: PromotionalChoice): ContactMethod {
  if (choice.email && choice.text) return 'email,text';
  if (choice.email) return 'email';
  if (choice.text) return 'text';
  return 'none';
}

/** 'No Thanks' in the SMS confirmation dialog: text goes, email stays if chosen, else None. */
export function withoutText(choice: PromotionalChoice): PromotionalChoice {
  return { email: choice.email, text: false, none: !choice.email };
}

/** The SMS confirmation dialog asks only when saving adds Text (someone already texting is not asked again). */
export function addsText(saved: ContactMethod | undefined, choice: PromotionalChoice): boolean {
  return choice.text && !includesText(saved);
}
