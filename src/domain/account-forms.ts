import { isValidEmail } from './contact-rules';
import { usPhoneDigits } from './phone-number';
import { passwordProblems } from './password-rules';

/**
 * When the account forms may be submitted (part 2 §5 "Registration and password", "Account edit",
 * "Rewards"). The forms disable their buttons by these; the server checks the values themselves.
 */

/** Step 1's Next waits until first, last, email and phone are all filled. */
export function registrationStepOneFilled(fields: { first: string; last: string; email: string; phone: string }): boolean {
  return [fields.first, fields.last, fields.email, fields.phone].every((value) => value.trim().length > 0);
}

/**
 * Submit of a new password waits until every rule passes and the confirmation is filled (and the
 * code, when resetting). A mismatch is said on submit, not by disabling.
 */
export function newPasswordReady(password: string, confirm: string, code?: string): boolean {
  return passwordProblems(password).length === 0 && confirm.length > 0 && (code === undefined || code.trim().length > 0);
}

/** Verify waits for a code; Resend needs a valid email. */
export const canVerifyCode = (code: string) => code.trim().length > 0;
export const canResendEmailCode = (email: string) => isValidEmail(email);

/** The phone change button is disabled while the phone is invalid or unchanged (in any of its forms). */
export function canChangePhone(currentDigits: string, typed: string): boolean {
  const digits = usPhoneDigits(typed);
  return digits !== undefined && digits !== currentDigits;
}

/**
 * Rewards Save needs the checkbox to differ from the current enrollment; leaving needs the
 * acknowledgment 'I understand my points will be lost'; employees cannot join.
 */
export function canSaveEnrollment(input: { enrolled: boolean; join: boolean; acknowledged: boolean; employee: boolean }): boolean {
  if (input.join === input.enrolled) return false;
  if (input.join) return !input.employee;
  return input.acknowledged;
}
