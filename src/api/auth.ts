import * as z from 'zod/mini';
import { isValidEmail, normalizeEmail } from '@/domain/contact-rules';
import { confirmPasswordProblem, passwordProblems } from '@/domain/password-rules';
import { VALID_PHONE_MESSAGE } from '@/domain/phone-number';
import { USAGE_TYPES } from '@/domain/usage-type';
import { bodyId } from './common';
import { usPhoneSchema } from './phone';
import { optPreferenceInputSchema, userActivitySchema } from './user';

/**
 * Identity (DECISIONS.md "Identity provider": ours; README "Our own identity service"). Paths of part 2 §7 under /api/auth.
 * Field errors use the spec's field names (username, password, verification_code, first, last,
 * email, phone) so the forms show each message under its field (part 2 §8).
 */

/** Messages the server answers and the client shows as they are (part 2 §8). */
export const AUTH_MESSAGES = {
  invalidCode: 'Invalid verification code, please try again or resend code.',
  codeLocked: 'Verification code already sent. Please wait.',
  codeResent: 'Code Resent',
  /** Sign-in failure: the same for an unknown account and a wrong password (no account discovery). */
  badCredentials: 'Incorrect email or password.',
  /** The username field error when the password was right but the email is not confirmed yet. */
  notConfirmed: 'User is not confirmed.',
  turnedOff: 'Due to high demand, login and registration is temporarily turned off.',
  /** Sign-in with the right password to a staff account an operator disabled. */
  accountDisabled: 'This account has been disabled. Ask your operator to turn it back on.',
  alreadyExists: 'An account with this email already exists.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please log in again.',
  validPhone: VALID_PHONE_MESSAGE,
  validEmail: 'Please enter a valid email address.',
  apiHeaderMissing: 'This call needs the x-api-key header.',
} as const;

/** Error codes of auth answers (`code` of the error body) the client branches on. */
export const AUTH_ERROR_CODES = {
  /** 409 on register: the client sends the user to /register/confirm (part 2 §4 "Registration"). */
  userAlreadyExists: 'CognitoUserAlreadyExists',
  /** 403 on login: username error 'user is not confirmed' (part 2 §8). */
  userNotConfirmed: 'UserNotConfirmedException',
  /** 403 on login and register when the store's is_*_users_login / is_*_users_reg flag is off. */
  turnedOff: 'LoginTurnedOff',
  /** 403 on login: an operator disabled this staff account. */
  accountDisabled: 'AccountDisabled',
  /** 429 with retry_after_seconds and a Retry-After header. */
  rateLimited: 'TooManyRequests',
  /** 401 on refresh: the token was unknown, expired, revoked or reused (its family is revoked). */
  invalidRefreshToken: 'InvalidRefreshToken',
  /** 403 on refresh and logout without the x-api-key header (a cross-site request cannot send it). */
  apiHeaderMissing: 'ApiHeaderMissing',
} as const;

/**
 * The refresh token's cookie (README "Our own identity service"): the server sets it on login,
 * register-confirm and refresh and clears it on logout; HttpOnly (no script reads it), SameSite=Strict,
 * Secure over HTTPS, sent only to /api/auth. It lasts 30 days when the client asks to be remembered
 * (personalization consent, part 2 §7 "Tokens"), else for the browser session.
 */
export const REFRESH_COOKIE = { name: 'apotheca_session', path: '/api/auth' } as const;

/** Passwords up to 256 characters are accepted, so long passphrases fit; the rules of part 2 §5 apply. */
export const PASSWORD_MAX_LENGTH = 256;

const usernameSchema = z.string().check(
  z.maxLength(254),
  z.overwrite(normalizeEmail),
  z.refine(isValidEmail, AUTH_MESSAGES.validEmail),
);
const nameSchema = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(80));
const phoneSchema = usPhoneSchema(AUTH_MESSAGES.validPhone);
const codeSchema = z.string().check(z.trim(), z.minLength(1, 'Verification code is required'), z.maxLength(12));
/** A new password: every rule of part 2 §5, each failing rule one message. */
export const newPasswordSchema = z.string().check(
  z.maxLength(PASSWORD_MAX_LENGTH),
  z.superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message, input: password });
  }),
);

const matchCheck = z.refine<{ password: string; confirm_password: string }>(
  (value) => confirmPasswordProblem(value.password, value.confirm_password) === undefined,
  { message: 'Both passwords must match.', path: ['confirm_password'] },
);

/** POST auth/register: the registration submission of part 2 §3. */
export const registerBodySchema = z
  .object({
    first: nameSchema,
    last: nameSchema,
    email: usernameSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    confirm_password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
    opt_preferences: z.optional(z.array(optPreferenceInputSchema).check(z.maxLength(4))),
    user_activities: z.optional(z.array(userActivitySchema).check(z.maxLength(10))),
    is_email_primary: z.optional(z.boolean()),
    country_code: z.optional(z.literal('+1')),
    state: z.optional(z.string().check(z.maxLength(2))),
    store_id: z.optional(bodyId),
    association_type: z.optional(z.enum(USAGE_TYPES)),
  })
  .check(matchCheck);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** 201: the account exists unconfirmed and a code went to the email (through the outbox). */
export const registerResponseSchema = z.object({ username: z.string(), user_id: z.int(), code_sent_to: z.literal('email') });

/**
 * `remember`: keep the refresh cookie 30 days (the shopper allows personalization, part 2 §7
 * "Tokens"); absent or false, it is a session cookie.
 */
const rememberSchema = z.optional(z.boolean());

export const loginBodySchema = z.object({
  username: usernameSchema,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
  /** The shopper's usage type; with the x-store-id header it selects the store's is_*_users_login flag. */
  usage_type: z.optional(z.enum(USAGE_TYPES)),
  remember: rememberSchema,
});

/**
 * Login, register-confirm and refresh answer a short-lived access token (sent as Authorization); the
 * rotating refresh token goes only into the HttpOnly REFRESH_COOKIE, never into a body.
 */
export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  /** Seconds until the access token expires; the client refreshes 3 minutes before, at most every 30 minutes. */
  expires_in: z.int(),
  username: z.string(),
  user_id: z.int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const registerConfirmBodySchema = z.object({ username: usernameSchema, verification_code: codeSchema, remember: rememberSchema });
export const usernameBodySchema = z.object({ username: usernameSchema });
export const forgotPasswordConfirmBodySchema = z
  .object({
    username: usernameSchema,
    verification_code: codeSchema,
    password: newPasswordSchema,
    confirm_password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
  })
  .check(matchCheck);
/** The refresh token itself comes in REFRESH_COOKIE; the username must be its owner's. */
export const refreshBodySchema = z.object({ username: usernameSchema, remember: rememberSchema });
/** Logout ends the session of REFRESH_COOKIE, and that of the Bearer access token when one is sent. */
export const logoutBodySchema = z.object({});

/** Answers that only acknowledge; message is shown as given ('Code Resent'). */
export const okResponseSchema = z.object({ ok: z.boolean(), message: z.optional(z.string()) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** The 429 body: the error plus when to try again. */
export const rateLimitedSchema = z.object({
  error: z.string(),
  code: z.literal(AUTH_ERROR_CODES.rateLimited),
  retry_after_seconds: z.int(),
});

/** One outbox message as the development page and the tests read it (DECISIONS.md "Email and SMS"). */
export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created: z.string(),
  sent: z.nullable(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxQuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });
