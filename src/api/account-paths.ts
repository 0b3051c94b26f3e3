import * as z from 'zod/mini';
import {
  forgotPasswordConfirmBodySchema,
  loginBodySchema,
  logoutBodySchema,
  okResponseSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  refreshBodySchema,
  registerBodySchema,
  registerConfirmBodySchema,
  registerResponseSchema,
  tokenResponseSchema,
  usernameBodySchema,
} from './auth';
import { emptyBody, listResponse } from './common';
import type { ApiOperation } from './operation';
import {
  addressInputSchema,
  addressListSchema,
  addressSchema,
  associateStoreBodySchema,
  confirmPhoneBodySchema,
  deletedResponseSchema,
  getMeQuerySchema,
  idParamSchema,
  loyaltyEnrollmentBodySchema,
  loyaltyStatusQuerySchema,
  medicalCardInputSchema,
  medicalCardSchema,
  storeAssociationSchema,
  updateActivityBodySchema,
  updateAddressBodySchema,
  updateMeBodySchema,
  userActivitySchema,
  userLoyaltySchema,
  userSchema,
} from './user';

/** auth/* (part 2 §7 "Authentication"): public; rate limited per account and per address (429). */
export const authPaths = {
  register: { method: 'post', path: '/auth/register', summary: 'Create an unconfirmed account and email a 6-digit code', tag: 'auth', body: registerBodySchema, response: registerResponseSchema, errors: [400, 403, 409, 429] },
  registerConfirm: { method: 'post', path: '/auth/register-confirm', summary: 'Confirm the email with its code; answers an access token and sets the refresh cookie', tag: 'auth', body: registerConfirmBodySchema, response: tokenResponseSchema, errors: [400, 429], refreshCookie: 'sets' },
  resendCode: { method: 'post', path: '/auth/resend-code', summary: "Send a new email code ('Code Resent'); locked 60 s after the last", tag: 'auth', body: usernameBodySchema, response: okResponseSchema, errors: [400, 429] },
  login: { method: 'post', path: '/auth/login', summary: 'Sign in with email and password; answers an access token and sets the refresh cookie', tag: 'auth', body: loginBodySchema, response: tokenResponseSchema, errors: [400, 401, 403, 429], refreshCookie: 'sets' },
  forgotPassword: { method: 'post', path: '/auth/forgot-password', summary: 'Email a password reset code (also resends); same answer for unknown emails', tag: 'auth', body: usernameBodySchema, response: okResponseSchema, errors: [400, 429] },
  forgotPasswordConfirm: { method: 'post', path: '/auth/forgot-password-confirm', summary: 'Set a new password with the reset code; signs out every session', tag: 'auth', body: forgotPasswordConfirmBodySchema, response: okResponseSchema, errors: [400, 429] },
  refresh: { method: 'post', path: '/auth/refresh', summary: 'Rotate the refresh cookie (single use; a reused one revokes its session); answers a new access token', tag: 'auth', body: refreshBodySchema, response: tokenResponseSchema, errors: [400, 401, 403, 429], refreshCookie: 'rotates' },
  logout: { method: 'post', path: '/auth/logout', summary: "End the refresh cookie's session (and the Bearer token's): its access tokens stop working at once", tag: 'auth', body: logoutBodySchema, response: okResponseSchema, errors: [400, 403], refreshCookie: 'clears' },
  devOutbox: { method: 'get', path: '/dev/outbox', summary: 'Development only: the latest outbox messages (emails and texts), newest first', tag: 'dev', query: outboxQuerySchema, response: listResponse(outboxMessageSchema), errors: [400, 404] },
} as const satisfies Record<string, ApiOperation>;

/** users/* (part 2 §7 "Users"): all need a Bearer token and act on that user only. */
export const userPaths = {
  getMe: { method: 'post', path: '/users/op/get-me', summary: 'The signed-in user with addresses, cards, preferences and associations', tag: 'users', query: getMeQuerySchema, body: emptyBody, response: userSchema, errors: [401] },
  updateMe: { method: 'post', path: '/users/op/update-me', summary: 'Change first, last, phone (sends a new code) or contact preferences', tag: 'users', body: updateMeBodySchema, response: userSchema, errors: [400, 401, 409] },
  confirmPhone: { method: 'post', path: '/users/op/confirm-phone', summary: 'Verify the phone with its 6-digit code', tag: 'users', body: confirmPhoneBodySchema, response: userSchema, errors: [400, 401, 429] },
  resendPhoneCode: { method: 'post', path: '/users/op/resend-phone-code', summary: 'Text a phone code; locked 60 s after the last', tag: 'users', body: emptyBody, response: okResponseSchema, errors: [401, 409, 429] },
  updateMedCard: { method: 'post', path: '/users/op/update-med-card', summary: 'Add a medical card, or edit one (its state is fixed)', tag: 'users', body: medicalCardInputSchema, response: medicalCardSchema, errors: [400, 401, 404, 409] },
  deleteMedCard: { method: 'post', path: '/users_ordering/op/delete-med-card/{id}', summary: 'Delete one of my medical cards', tag: 'users', params: idParamSchema, body: emptyBody, response: deletedResponseSchema, errors: [400, 401, 404] },
  getMyAddresses: { method: 'post', path: '/users/op/get-my-addresses', summary: 'My saved addresses, the default first', tag: 'users', body: emptyBody, response: addressListSchema, errors: [401] },
  addMyAddresses: { method: 'post', path: '/users/op/add-my-addresses', summary: 'Save an address (the same address again answers the saved one)', tag: 'users', body: addressInputSchema, response: addressSchema, errors: [400, 401] },
  updateMyAddresses: { method: 'post', path: '/users/op/update-my-addresses', summary: 'Change one of my addresses', tag: 'users', body: updateAddressBodySchema, response: addressSchema, errors: [400, 401, 404] },
  deleteMyAddresses: { method: 'post', path: '/users/op/delete-my-addresses/{id}', summary: 'Delete one of my addresses (the next becomes default)', tag: 'users', params: idParamSchema, body: emptyBody, response: deletedResponseSchema, errors: [400, 401, 404] },
  updateActivity: { method: 'post', path: '/users/op/update-activity', summary: 'Record a user activity (type and version)', tag: 'users', body: updateActivityBodySchema, response: z.object({ user_activities: z.array(userActivitySchema) }), errors: [400, 401] },
  associateStore: { method: 'post', path: '/users/op/associate-store', summary: 'Associate me with a store for a usage type', tag: 'users', body: associateStoreBodySchema, response: storeAssociationSchema, errors: [400, 401, 403, 404] },
  loyaltyEnrollment: { method: 'post', path: '/users/op/loyalty-enrollment', summary: 'Join (verified phone needed) or leave the rewards program', tag: 'users', body: loyaltyEnrollmentBodySchema, response: userSchema, errors: [400, 401, 403, 409] },
  loyaltyStatus: { method: 'get', path: '/users/op/loyalty-status', summary: 'My points from the rewards ledger', tag: 'users', query: loyaltyStatusQuerySchema, response: userLoyaltySchema, errors: [401] },
} as const satisfies Record<string, ApiOperation>;
