import { describe, expect, it } from 'vitest';
import { addsText, canSaveChoice, choiceFromOptIn, nextMarketingFlags, optInFromChoice, toggleBox, transactionChoiceProblem, withoutText } from './contact-preferences';

const none = { email: false, text: false, none: false };

describe('promotional checkboxes (part 2 §4 "Contact preferences")', () => {
  it('checking Email or Text clears None; both may be chosen together', () => {
    const onlyNone = toggleBox(none, 'none', true);
    expect(toggleBox(onlyNone, 'email', true)).toEqual({ email: true, text: false, none: false });
    expect(toggleBox(toggleBox(onlyNone, 'text', true), 'email', true)).toEqual({ email: true, text: true, none: false });
  });

  it('checking None clears Email and Text', () => {
    expect(toggleBox({ email: true, text: true, none: false }, 'none', true)).toEqual({ email: false, text: false, none: true });
  });

  it('unchecking a box leaves the others as they were', () => {
    expect(toggleBox({ email: true, text: true, none: false }, 'text', false)).toEqual({ email: true, text: false, none: false });
  });

  it('Save needs at least one box', () => {
    expect(canSaveChoice(none)).toBe(false);
    expect(canSaveChoice({ ...none, none: true })).toBe(true);
    expect(canSaveChoice({ ...none, text: true })).toBe(true);
  });

  it("maps to the stored opt_in values and back ('email,text' for both)", () => {
    for (const optIn of ['email', 'text', 'email,text', 'none'] as const) expect(optInFromChoice(choiceFromOptIn(optIn))).toBe(optIn);
    expect(choiceFromOptIn(undefined)).toEqual(none);
  });

  it("'No Thanks' drops Text, keeps Email if chosen, else None", () => {
    expect(withoutText({ email: true, text: true, none: false })).toEqual({ email: true, text: false, none: false });
    expect(withoutText({ email: false, text: true, none: false })).toEqual({ email: false, text: false, none: true });
  });

  it('asks for SMS confirmation only when saving adds Text', () => {
    expect(addsText('email', { email: true, text: true, none: false })).toBe(true);
    expect(addsText(undefined, { email: false, text: true, none: false })).toBe(true);
    expect(addsText('email,text', { email: false, text: true, none: false })).toBe(false);
    expect(addsText('text', { email: true, text: false, none: false })).toBe(false);
  });
});

describe('transactional choice (part 2 §4: exactly one of Email, Text, None; Text needs a verified phone)', () => {
  it('email, text or none alone; never both', () => {
    expect(transactionChoiceProblem('email', false)).toBeUndefined();
    expect(transactionChoiceProblem('none', false)).toBeUndefined();
    expect(transactionChoiceProblem('email,text', true)).toBe('not-one-method');
  });
  it('text only to a verified phone', () => {
    expect(transactionChoiceProblem('text', false)).toBe('phone-not-verified');
    expect(transactionChoiceProblem('text', true)).toBeUndefined();
  });
});

describe('marketing double opt-in flags (part 2 §3, §4)', () => {
  it('text chosen anew waits for the Y reply ((Pending))', () => {
    expect(nextMarketingFlags('email', {}, 'email,text')).toEqual({ alpineSmsHasOptedIn: false, alpineSmsHasOptedOut: false, doubleOptInPending: true });
  });
  it('keeping text changes nothing', () => {
    const confirmed = { alpineSmsHasOptedIn: true, alpineSmsHasOptedOut: false, doubleOptInPending: false };
    expect(nextMarketingFlags('text', confirmed, 'email,text')).toEqual(confirmed);
  });
  it('dropping text ends the wait; after a confirmed opt-in it records the opt-out (START/STOP note)', () => {
    expect(nextMarketingFlags('text', { doubleOptInPending: true }, 'email')).toEqual({ alpineSmsHasOptedIn: false, alpineSmsHasOptedOut: false, doubleOptInPending: false });
    expect(nextMarketingFlags('text', { alpineSmsHasOptedIn: true }, 'none')).toEqual({ alpineSmsHasOptedIn: false, alpineSmsHasOptedOut: true, doubleOptInPending: false });
  });
});
