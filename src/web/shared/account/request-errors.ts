import { ApiRequestError, isNetworkFailure } from '@/web/data/api-errors';

/**
 * What a screen shows for a failed users call: its own message for the failure (part 2 §8), the
 * offline message when there was no network, and the server's per-field messages under the fields.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isNetworkFailure(error) ? error.message : fallback;
}

/** The first message per field of a 400 answer. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status;
}

/** 409 from update-me or loyalty-enrollment: the phone must be verified first. */
export function isPhoneNotVerified(error: unknown): boolean {
  return hasStatus(error, 409);
}
