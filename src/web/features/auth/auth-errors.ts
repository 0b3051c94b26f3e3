import { AUTH_ERROR_CODES } from '@/api/auth';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-errors';

/** Reading the error answers of the auth and phone calls (part 2 §8) for the forms. */

/** The first message per field, as the forms show one message under each field. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  const fields = error instanceof ApiRequestError ? error.fields : undefined;
  const result: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields ?? {})) if (messages[0]) result[name] = messages[0];
  return result;
}

/** Field errors of a zod result, first message per top-level field: the form checks with the request's own schema. */
export function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && result[name] === undefined) result[name] = issue.message;
  }
  return result;
}

export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.body?.code : undefined;
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 429;
}

/** Seconds until the server accepts the call again (the 429 body's retry_after_seconds), when given. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  const value = error instanceof ApiRequestError ? error.body?.retry_after_seconds : undefined;
  return value !== undefined && value > 0 ? value : undefined;
}

/** 'Too many attempts. Please try again later. You can try again in 15 minutes.' */
export function rateLimitedMessage(error: unknown): string {
  const base = messageOf(error);
  const seconds = retryAfterSecondsOf(error);
  if (seconds === undefined) return base;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${base} You can try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The server's message, the client's offline message, or the generic one. */
export function messageOf(error: unknown, fallback: string = GENERIC_ERROR): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

export const isTurnedOff = (error: unknown) => errorCodeOf(error) === AUTH_ERROR_CODES.turnedOff;
