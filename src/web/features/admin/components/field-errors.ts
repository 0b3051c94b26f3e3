import type * as z from 'zod/mini';
import { boundMessage } from '@/api/issue-messages';
import { ApiRequestError } from '@/web/data/api-errors';

/**
 * A console form's errors by the key of the field that shows them ('uid', 'data.body.2.text',
 * 'potency.thc'); '' holds a message for the form as a whole.
 */
export type FieldErrors = Record<string, string>;

/** How a form keys an error from its dotted path ('targets.0.quantity_required'); by default, the path itself. */
export type ErrorKey = (path: string) => string;

const asIs: ErrorKey = (path) => path;

/** The top-level field of a path ('store_ids.0' → 'store_ids'), for forms that show one error per field. */
export const topLevelField: ErrorKey = (path) => path.split('.')[0] ?? '';

/** The path inside a part of the body ('text_color' under 'data' → 'data.text_color'). */
export const under =
  (prefix: string): ErrorKey =>
  (path) =>
    path ? `${prefix}.${path}` : prefix;

/** zod/mini's message for an issue its schema words no message for (the browser loads no zod locale). */
const UNWORDED = 'Invalid input';

/**
 * Zod issues (the API's own schemas, checked before sending) as errors: the first message of each
 * field, a bound without its own message worded as the server words it ('Keep it to 80 characters.').
 */
export function issueErrors(issues: readonly z.core.$ZodIssue[], keyOf: ErrorKey = asIs): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const message = issue.message === UNWORDED ? (boundMessage(issue as z.core.$ZodRawIssue) ?? issue.message) : issue.message;
    errors[keyOf(issue.path.map(String).join('.'))] ??= message;
  }
  return errors;
}

/**
 * The server's refusal: the first message of each field its 400 named (keyed as the form keys
 * them), else its message for the form as a whole.
 */
export function serverErrors(error: Error, keyOf: ErrorKey = asIs): FieldErrors {
  if (!(error instanceof ApiRequestError)) return { '': error.message };
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields ?? {})) if (messages[0]) fields[keyOf(field)] = messages[0];
  return Object.keys(fields).length ? fields : { '': error.message };
}
