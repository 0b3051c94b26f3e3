import type * as z from 'zod/mini';
import { authPaths, userPaths } from '@/api/account-paths';
import { API_HEADERS } from '@/api/common';
import { remembersSignIn } from '@/web/state/session';
import { ApiRequestError } from './api-errors';
import { call } from './call';

/**
 * The identity calls of part 2 §7 "Authentication" and the phone code calls of "Users". Screens
 * show their own errors, so none of these toasts on failure. The refresh token never passes through
 * here: the server sets it in an HttpOnly cookie, and the browser sends it to /api/auth by itself;
 * `remember` tells the server whether that cookie may last 30 days (README "Our own identity service").
 */

const quiet = { hideErrorToast: true };

export const login = (body: z.input<typeof authPaths.login.body>) => call(authPaths.login, { body: { ...body, remember: remembersSignIn() } }, quiet);
export const register = (body: z.input<typeof authPaths.register.body>) => call(authPaths.register, { body }, quiet);
export const confirmRegistration = (body: z.input<typeof authPaths.registerConfirm.body>) =>
  call(authPaths.registerConfirm, { body: { ...body, remember: remembersSignIn() } }, quiet);
/** A new email code; says 'Code Resent' when sent. */
export const resendCode = (username: string, successToast?: string) => call(authPaths.resendCode, { body: { username } }, { ...quiet, successToast });
/** Sends a reset code; also the resend of /verify-password-change. */
export const requestPasswordReset = (username: string, successToast?: string) =>
  call(authPaths.forgotPassword, { body: { username } }, { ...quiet, successToast });
export const confirmPasswordReset = (body: z.input<typeof authPaths.forgotPasswordConfirm.body>) => call(authPaths.forgotPasswordConfirm, { body }, quiet);
/** A new access token for the refresh cookie (which the answer replaces). */
export const refreshTokens = (username: string) => call(authPaths.refresh, { body: { username, remember: remembersSignIn() } }, quiet);
/** Ends the session of the refresh cookie and of `accessToken` (the cookie may be gone), and clears the cookie. */
export const logout = (accessToken: string | undefined) =>
  call(authPaths.logout, { body: {} }, { ...quiet, headers: accessToken ? { [API_HEADERS.authorization]: `Bearer ${accessToken}` } : undefined });

/** Texts a phone code to the signed-in user (users/op/resend-phone-code); locked 60 s after the last. */
export const sendPhoneCode = () => call(userPaths.resendPhoneCode, {}, quiet);
/** Verifies the phone (users/op/confirm-phone); answers the updated user. */
export const confirmPhoneCode = (verificationCode: string) => call(userPaths.confirmPhone, { body: { verification_code: verificationCode } }, quiet);

/** A refresh the server refused (unknown, expired, revoked or reused token): the session is over. */
export function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 400);
}
