import { AUTH_MESSAGES } from '@/api/auth';
import { fieldErrorsOf, isRateLimited, type FieldErrors } from '../auth-errors';

export const RESEND_FAILED = 'Failed to send code.';

/**
 * A failed resend (part 2 §8): the username error, else the verification_code error, else 'Failed
 * to send code.'; while the 60 s lock holds, 'Verification code already sent. Please wait.'
 */
export function resendProblem(error: unknown): { fields: FieldErrors; message?: string } {
  if (isRateLimited(error)) return { fields: {}, message: AUTH_MESSAGES.codeLocked };
  const { username, verification_code } = fieldErrorsOf(error);
  if (username) return { fields: { username } };
  if (verification_code) return { fields: { verification_code } };
  return { fields: {}, message: RESEND_FAILED };
}
