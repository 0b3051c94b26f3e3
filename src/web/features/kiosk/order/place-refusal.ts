import type { KioskOrderLine } from '@/api/kiosk-orders';
import { KIOSK_ORDER_MESSAGES } from '@/api/kiosk-orders';
import { ApiRequestError, GENERIC_ERROR, isNetworkFailure } from '@/web/data/api-errors';
import { worthRetrying } from '@/web/data/outbox/worth-retrying';
import { isContactField, type ContactErrors } from './order-request';

/** Why an order was not placed, sorted by where the review step shows it. */
export interface PlaceRefusal {
  /** Shown by the Place Order button; undefined when the fields say it all. */
  message: string | undefined;
  fields: ContactErrors;
  /** Messages of cart lines, by inventory id (sold out, fewer left, a bad quantity). */
  lines: Record<number, string>;
  /** Not answered (offline, timed out) or not yet (busy): trying again reuses the attempt's key. */
  retryable: boolean;
}

const ITEM_FIELD = /^items\.(\d+)/;

/** The lines a refusal is about, as the server names them (ApiError.lines); none leaves the message by the button. */
function refusedLines(error: ApiRequestError): Record<number, string> {
  return Object.fromEntries((error.body?.lines ?? []).map((line) => [line.inventory_id, line.message]));
}

/**
 * Sorts a failed place-order call: no network says so and keeps everything; a 400's field
 * errors go to first, last or phone, or to the line of items.N; a 409/422 refusal goes to the line
 * it is about and by the button; anything else is one message.
 */
export function placeRefusal(error: unknown, items: readonly KioskOrderLine[]): PlaceRefusal {
  if (isNetworkFailure(error)) return { message: KIOSK_ORDER_MESSAGES.offline, fields: {}, lines: {}, retryable: true };
  if (!(error instanceof ApiRequestError)) return { message: GENERIC_ERROR, fields: {}, lines: {}, retryable: false };
  const retryable = worthRetrying(error);
  if (error.status !== 400) return { message: error.message || GENERIC_ERROR, fields: {}, lines: refusedLines(error), retryable };

  const fields: ContactErrors = {};
  const lines: Record<number, string> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(error.fields ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const item = items[Number(ITEM_FIELD.exec(key)?.[1] ?? Number.NaN)];
    if (isContactField(key)) fields[key] = message;
    else if (item) lines[item.inventory_id] ??= message;
    else others.push(message);
  }
  const explained = Object.keys(fields).length + Object.keys(lines).length > 0;
  return { message: others[0] ?? (explained ? undefined : error.message || GENERIC_ERROR), fields, lines, retryable };
}
