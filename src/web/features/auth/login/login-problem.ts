import { AUTH_ERROR_CODES } from '@/api/auth';
import { errorCodeOf, fieldErrorsOf, isRateLimited, isTurnedOff, messageOf, rateLimitedMessage } from '../auth-errors';

/** What a failed sign-in shows (part 2 §8 "Sign-in and registration"). */
export interface LoginProblem {
  /** Messages under the email (username) and password fields. */
  username?: string;
  password?: string;
  /** The account exists but its email is not confirmed: the username error links to verify-email. */
  notConfirmed?: boolean;
  /** Sign-in is turned off for the store and usage type: the form is disabled. */
  turnedOff?: boolean;
  /** A message for the whole form (wrong credentials, too many attempts, offline, ...). */
  message?: string;
}

export const NOT_CONFIRMED_MESSAGE = 'User not yet verified. Please click here to verify your email address.';

export function loginProblem(error: unknown): LoginProblem {
  if (errorCodeOf(error) === AUTH_ERROR_CODES.userNotConfirmed) return { notConfirmed: true };
  if (isTurnedOff(error)) return { turnedOff: true };
  if (isRateLimited(error)) return { message: rateLimitedMessage(error) };
  const { username, password, ...others } = fieldErrorsOf(error);
  if (username || password) {
    // Errors on fields the form does not have still need saying.
    return { username, password, message: Object.keys(others).length ? messageOf(error) : undefined };
  }
  return { message: messageOf(error) };
}
