import { describe, expect, it } from 'vitest';
import { confirmPasswordProblem, forbiddenPasswordChar, passwordProblems, passwordRules } from './password-rules';

describe('password rules (part 2 §5 "Registration and password")', () => {
  it('accepts 8+ characters with an uppercase, a lowercase and a number, and the allowed symbols', () => {
    expect(passwordProblems('Greenleaf1')).toEqual([]);
    expect(passwordProblems('Gr33n?!@$%&*')).toEqual([]);
    // Long passphrases are fine: 64+ characters are accepted.
    expect(passwordProblems(`A1${'b'.repeat(100)}`)).toEqual([]);
  });

  it('names each unmet rule', () => {
    expect(passwordRules('abc').filter((rule) => !rule.met).map((rule) => rule.key)).toEqual(['length', 'upper', 'digit']);
    expect(passwordProblems('greenleaf1')).toEqual(['Password needs one uppercase letter.']);
    expect(passwordProblems('GREENLEAF1')).toEqual(['Password needs one lowercase letter.']);
    expect(passwordProblems('Greenleaf')).toEqual(['Password needs one number.']);
    expect(passwordProblems('Gr1')).toEqual(['Password needs at least 8 characters.']);
  });

  it("says 'Password may not contain {char}' for anything outside letters, digits and ? ! @ $ % & *", () => {
    expect(passwordProblems('Greenleaf1#')).toEqual(['Password may not contain #']);
    expect(passwordProblems('Green leaf1')).toEqual(['Password may not contain space']);
    expect(forbiddenPasswordChar('Grün1234')).toBe('ü');
    expect(forbiddenPasswordChar('Green1234!')).toBeUndefined();
  });

  it("asks for matching passwords: 'Both passwords must match.'", () => {
    expect(confirmPasswordProblem('Greenleaf1', 'Greenleaf1')).toBeUndefined();
    expect(confirmPasswordProblem('Greenleaf1', 'Greenleaf2')).toBe('Both passwords must match.');
  });
});
