import { contactFailureMessage, CONTACT_FAILURE_FALLBACK } from '@/domain/contact-form';
import { ApiRequestError } from '@/web/data/api-errors';

/**
 * What the form says when a send fails: with no network, the offline message; otherwise the spec's
 * chain over the server's answer (part 2 §8: its error, else its field errors joined, else
 * 'Failed to submit contact request.').
 */
export function contactFailureText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return CONTACT_FAILURE_FALLBACK;
  if (error.kind === 'network') return error.message;
  return contactFailureMessage(error.body);
}
