import { ApiRequestError } from '@/web/data/api-errors';

/** Errors by field ('email', 'store_ids'); '' for the form as a whole. */
export type StaffFieldErrors = Record<string, string>;

/** The server's refusal: its field errors where it gave them (kept beside the fields), else its message. */
export function staffFieldErrors(error: Error): StaffFieldErrors {
  if (!(error instanceof ApiRequestError)) return { '': error.message };
  const fields = Object.fromEntries(Object.entries(error.fields ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
  return Object.keys(fields).length ? fields : { '': error.message };
}
