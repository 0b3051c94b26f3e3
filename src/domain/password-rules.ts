import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * Password rules of registration and reset (part 2 §5): at least 8 characters, an uppercase letter,
 * a lowercase letter and a number; only letters, digits and ? ! @ $ % & * are allowed. The same
 * function explains the rules in the form and is enforced by the server.
 */

/** The special characters a password may contain besides letters and digits. */
export const PASSWORD_SYMBOLS = '?!@$%&*';

export const PASSWORD_MISMATCH = 'Both passwords must match.';

export interface PasswordRule {
  key: 'length' | 'upper' | 'lower' | 'digit';
  label: string;
  met: boolean;
}

/** The checklist the form shows, each rule met or not. */
export function passwordRules(password: string): PasswordRule[] {
  return [
    { key: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'upper', label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { key: 'lower', label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { key: 'digit', label: 'One number', met: /\d/.test(password) },
  ];
}

/** The first character that is not allowed, if any. */
export function forbiddenPasswordChar(password: string): string | undefined {
  return [...password].find((char) => !/[A-Za-z0-9]/.test(char) && !PASSWORD_SYMBOLS.includes(char));
}

/**
 * What is wrong with a password, as messages for the field; empty when it is acceptable. A
 * character outside the allowed set says 'Password may not contain {char}' (a space reads 'space').
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  const forbidden = forbiddenPasswordChar(password);
  if (forbidden !== undefined) problems.push(`Password may not contain ${forbidden === ' ' ? 'space' : forbidden}`);
  for (const rule of passwordRules(password)) if (!rule.met) problems.push(`Password needs ${rule.label.toLowerCase()}.`);
  return problems;
}

/** The confirm field's message, or undefined when both passwords match. */
export function confirmPasswordProblem(password: string, confirm: string): string | undefined {
  return password === confirm ? undefined : PASSWORD_MISMATCH;
}
