import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@/api/auth';
import { ApiProblem, TooManyRequestsProblem, badRequest, conflict } from '@/server/http/errors';

/**
 * The error answers of the auth calls (part 2 §8), built in one place so every call words them the
 * same way and the client can branch on `code`.
 */

/** 429 with `retry_after_seconds` (and a Retry-After header, added by the app's error handler). */
export class RateLimitedProblem extends TooManyRequestsProblem {
  constructor(retryAfterSeconds: number, error: string = AUTH_MESSAGES.tooManyAttempts) {
    super(retryAfterSeconds, error, AUTH_ERROR_CODES.rateLimited);
  }
}

/** 'Verification code already sent. Please wait.' while the 60 s resend lock holds. */
export const codeLocked = (retryAfterSeconds: number) => new RateLimitedProblem(retryAfterSeconds, AUTH_MESSAGES.codeLocked);

/** Wrong, expired, burned or used code, and also an unknown email (no account discovery). */
export const invalidCode = () => badRequest(AUTH_MESSAGES.invalidCode, { verification_code: [AUTH_MESSAGES.invalidCode] });

/** The same answer for an unknown email and a wrong password. */
export const badCredentials = () => new ApiProblem(401, { error: AUTH_MESSAGES.badCredentials });

export const notConfirmed = () =>
  new ApiProblem(403, {
    error: AUTH_MESSAGES.notConfirmed,
    code: AUTH_ERROR_CODES.userNotConfirmed,
    fields: { username: [AUTH_MESSAGES.notConfirmed] },
  });

export const accountDisabled = () => new ApiProblem(403, { error: AUTH_MESSAGES.accountDisabled, code: AUTH_ERROR_CODES.accountDisabled });

export const turnedOff = () => new ApiProblem(403, { error: AUTH_MESSAGES.turnedOff, code: AUTH_ERROR_CODES.turnedOff });

/** The client sends the user to /register/confirm on this code (part 2 §4 "Registration"). */
export const alreadyExists = () => conflict(AUTH_MESSAGES.alreadyExists, AUTH_ERROR_CODES.userAlreadyExists);

export const sessionExpired = () =>
  new ApiProblem(401, { error: AUTH_MESSAGES.sessionExpired, code: AUTH_ERROR_CODES.invalidRefreshToken });
