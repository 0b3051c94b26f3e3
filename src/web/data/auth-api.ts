import type * as z from 'zod/mini';
import { authPaths, userPaths } from '@/api/account-paths';
import { ApiRequestError, apiRequest } from './api-client';

/**
 * The identity calls of part 2 §7 "Authentication" and the phone code calls of "Users". Screens
 * show their own errors, so none of these toasts on failure.
 */

interface PostOperation {
  path: string;
  body: z.ZodMiniType;
  response: z.ZodMiniType;
}

function post<O extends PostOperation>(operation: O, body: z.input<O['body']>, successToast?: string): Promise<z.output<O['response']>> {
  return apiRequest(operation.path, {
    method: 'POST',
    body,
    schema: operation.response as z.ZodMiniType<z.output<O['response']>>,
    hideErrorToast: true,
    successToast,
  });
}

export const login = (body: z.input<typeof authPaths.login.body>) => post(authPaths.login, body);
export const register = (body: z.input<typeof authPaths.register.body>) => post(authPaths.register, body);
export const confirmRegistration = (body: z.input<typeof authPaths.registerConfirm.body>) => post(authPaths.registerConfirm, body);
/** A new email code; says 'Code Resent' when sent. */
export const resendCode = (username: string, successToast?: string) => post(authPaths.resendCode, { username }, successToast);
/** Sends a reset code; also the resend of /verify-password-change. */
export const requestPasswordReset = (username: string, successToast?: string) => post(authPaths.forgotPassword, { username }, successToast);
export const confirmPasswordReset = (body: z.input<typeof authPaths.forgotPasswordConfirm.body>) => post(authPaths.forgotPasswordConfirm, body);
export const refreshTokens = (body: z.input<typeof authPaths.refresh.body>) => post(authPaths.refresh, body);
export const logout = (refreshToken: string) => post(authPaths.logout, { refresh_token: refreshToken });

/** Texts a phone code to the signed-in user (users/op/resend-phone-code); locked 60 s after the last. */
export const sendPhoneCode = () => post(userPaths.resendPhoneCode, {});
/** Verifies the phone (users/op/confirm-phone); answers the updated user. */
export const confirmPhoneCode = (verificationCode: string) => post(userPaths.confirmPhone, { verification_code: verificationCode });

/** A refresh the server refused (unknown, expired, revoked or reused token): the session is over. */
export function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 400);
}
