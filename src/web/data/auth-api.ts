import type * as z from 'zod/mini';
import { authPaths, userPaths } from '@/api/account-paths';
import { API_HEADERS } from '@/api/common';
import { remembersSignIn } from '@/web/state/session';
import { ApiRequestError, apiRequest } from './api-client';

/**
 * The identity calls of part 2 §7 "Authentication" and the phone code calls of "Users". Screens
 * show their own errors, so none of these toasts on failure. The refresh token never passes through
 * here: the server sets it in an HttpOnly cookie, and the browser sends it to /api/auth by itself;
 * `remember` tells the server whether that cookie may last 30 days (README "Our own identity service").
 */

interface PostOperation {
  path: string;
  body: z.ZodMiniType;
  response: z.ZodMiniType;
}

function post<O extends PostOperation>(operation: O, body: z.input<O['body']>, successToast?: string, headers?: Record<string, string>): Promise<z.output<O['response']>> {
  return apiRequest(operation.path, {
    method: 'POST',
    body,
    headers,
    schema: operation.response as z.ZodMiniType<z.output<O['response']>>,
    hideErrorToast: true,
    successToast,
  });
}

export const login = (body: z.input<typeof authPaths.login.body>) => post(authPaths.login, { ...body, remember: remembersSignIn() });
export const register = (body: z.input<typeof authPaths.register.body>) => post(authPaths.register, body);
export const confirmRegistration = (body: z.input<typeof authPaths.registerConfirm.body>) =>
  post(authPaths.registerConfirm, { ...body, remember: remembersSignIn() });
/** A new email code; says 'Code Resent' when sent. */
export const resendCode = (username: string, successToast?: string) => post(authPaths.resendCode, { username }, successToast);
/** Sends a reset code; also the resend of /verify-password-change. */
export const requestPasswordReset = (username: string, successToast?: string) => post(authPaths.forgotPassword, { username }, successToast);
export const confirmPasswordReset = (body: z.input<typeof authPaths.forgotPasswordConfirm.body>) => post(authPaths.forgotPasswordConfirm, body);
/** A new access token for the refresh cookie (which the answer replaces). */
export const refreshTokens = (username: string) => post(authPaths.refresh, { username, remember: remembersSignIn() });
/** Ends the session of the refresh cookie and of `accessToken` (the cookie may be gone), and clears the cookie. */
export const logout = (accessToken: string | undefined) =>
  post(authPaths.logout, {}, undefined, accessToken ? { [API_HEADERS.authorization]: `Bearer ${accessToken}` } : undefined);

/** Texts a phone code to the signed-in user (users/op/resend-phone-code); locked 60 s after the last. */
export const sendPhoneCode = () => post(userPaths.resendPhoneCode, {});
/** Verifies the phone (users/op/confirm-phone); answers the updated user. */
export const confirmPhoneCode = (verificationCode: string) => post(userPaths.confirmPhone, { verification_code: verificationCode });

/** A refresh the server refused (unknown, expired, revoked or reused token): the session is over. */
export function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 400);
}
