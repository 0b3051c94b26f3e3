import { USER_ERROR_CODES, USER_MESSAGES } from '@/api/user';
import { conflict } from '@/server/http/errors';

/** The `code` of a 409 whose fix is verifying the phone first; the client sends the user to verification. */
export const PHONE_NOT_VERIFIED_CODE = USER_ERROR_CODES.phoneNotVerified;

export const phoneNotVerified = () => conflict(USER_MESSAGES.phoneNotVerified, PHONE_NOT_VERIFIED_CODE);
