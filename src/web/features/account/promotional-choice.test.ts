import { describe, expect, it } from 'vitest';
import { addsText, canSaveChoice, choiceFromOptIn, optInFromChoice, toggleBox, withoutText } from './promotional-choice';

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
