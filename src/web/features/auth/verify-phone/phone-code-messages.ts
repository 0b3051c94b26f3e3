import { AUTH_MESSAGES } from '@/api/auth';
import { USER_MESSAGES } from '@/api/user';
import { ApiRequestError, isNetworkFailure } from '@/web/data/api-errors';
import { fieldErrorsOf, isRateLimited, rateLimitedMessage } from '../auth-errors';

/** The server's own words when it gave any (e.g. 'Invalid phone number, please try again.'), else `fallback`. */
function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && (error.body?.error || error.kind === 'network') ? error.message : fallback;
}

/** A failed send: passed through from the server, else 'Could not send phone verification code' (part 2 §8). */
export function sendFailureMessage(error: unknown): string {
  return isRateLimited(error) ? AUTH_MESSAGES.codeLocked : serverMessageOr(error, USER_MESSAGES.couldNotSendPhoneCode);
}

/**
 * A failed verify: a wrong code goes under the code field ('Invalid verification code, please try
 * again or resend code.'); anything else is 'Could not verify phone code' for the form (part 2 §8).
 */
export function verifyFailure(error: unknown): { codeError?: string; message?: string } {
  if (isRateLimited(error)) return { message: rateLimitedMessage(error) };
  const { verification_code } = fieldErrorsOf(error);
  if (verification_code) return { codeError: verification_code };
  if (error instanceof ApiRequestError && error.status === 400) return { codeError: AUTH_MESSAGES.invalidCode };
  if (isNetworkFailure(error)) return { message: error.message };
  return { message: USER_MESSAGES.couldNotVerifyPhone };
}
