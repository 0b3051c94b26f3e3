import type { ContactMethod } from '@/api/user';

/**
 * The promotional (marketing) checkboxes (part 2 §4 "Contact preferences"): Email and Text may be
 * chosen together; None stands alone. Checking Email or Text clears None, checking None clears the
 * others; Save needs at least one box checked.
 */
export interface PromotionalChoice {
  email: boolean;
  text: boolean;
  none: boolean;
}

export type PromotionalBox = keyof PromotionalChoice;

/** The boxes for a stored opt_in; nothing stored checks nothing. */
export function choiceFromOptIn(optIn: ContactMethod | undefined): PromotionalChoice {
  return {
    email: optIn === 'email' || optIn === 'email,text',
    text: optIn === 'text' || optIn === 'email,text',
    none: optIn === 'none',
  };
}

/** The boxes after one is checked or unchecked. */
export function toggleBox(choice: PromotionalChoice, box: PromotionalBox, checked: boolean): PromotionalChoice {
  if (!checked) return { ...choice, [box]: false };
  if (box === 'none') return { email: false, text: false, none: true };
  return { ...choice, [box]: true, none: false };
}

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

/**
 * The SMS confirmation dialog asks only when saving adds Text: a user already signed up for texts
 * (or waiting on their Y reply) is not asked again.
 */
export function addsText(saved: ContactMethod | undefined, choice: PromotionalChoice): boolean {
  return choice.text && !choiceFromOptIn(saved).text;
}
