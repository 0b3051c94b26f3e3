import { ORDER_STOP_NOTE_MAX_CHARS } from './constants';
import type { OrderStatus } from './order-status';

/**
 * Why an order stopped (README "Reports": cancellations and rejections with reasons). Staff who reject
 * or cancel an order may pick one of these codes and add a short note; the staff order history and the
 * console's report show the label. A customer's own cancel records no code: the report names it
 * `CUSTOMER_CANCEL_LABEL`. Orders stopped before reasons existed, or without one, read `NO_REASON_LABEL`.
 */
export const ORDER_STOP_REASONS = ['out_of_stock', 'id_or_card', 'customer_request', 'no_show', 'over_limit', 'store_unable', 'other'] as const;
export type OrderStopReason = (typeof ORDER_STOP_REASONS)[number];

export const ORDER_STOP_REASON_LABELS: Record<OrderStopReason, string> = {
  out_of_stock: 'Items out of stock',
  id_or_card: 'ID or medical card problem',
  customer_request: 'The customer asked to cancel',
  no_show: 'Not picked up',
  over_limit: 'Over the purchase limit',
  store_unable: 'The store could not fill it',
  other: 'Other',
};

export const CUSTOMER_CANCEL_LABEL = 'Cancelled by the customer';
export const NO_REASON_LABEL = 'No reason given';

/** The statuses a reason may come with: the two ways an order stops short of finished. */
export const STOP_STATUSES = ['rejected', 'cancelled'] as const satisfies readonly OrderStatus[];
export const isStopStatus = (status: OrderStatus): status is (typeof STOP_STATUSES)[number] => (STOP_STATUSES as readonly OrderStatus[]).includes(status);

export const ORDER_STOP_MESSAGES = {
  reasonNotAllowed: 'A reason can only be given when rejecting or cancelling an order.',
  noteTooLong: `Keep the note to ${ORDER_STOP_NOTE_MAX_CHARS} characters.`,
  noteWithoutReason: 'Pick a reason for the note.',
} as const;

export function isOrderStopReason(code: string | null | undefined): code is OrderStopReason {
  return code != null && (ORDER_STOP_REASONS as readonly string[]).includes(code);
}

/** What a person reads for a stopped order: the staff's reason, the customer's own cancel, or no reason. */
export function orderStopLabel(reason: string | null, stoppedBy: 'customer' | 'staff'): string {
  if (isOrderStopReason(reason)) return ORDER_STOP_REASON_LABELS[reason];
  return stoppedBy === 'customer' ? CUSTOMER_CANCEL_LABEL : NO_REASON_LABEL;
}

/** A typed note as stored: trimmed, and null when nothing is left. */
export function cleanStopNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Why a reason or note cannot come with a move to `status`, or null when it can: only a reject or a
 * cancel carries one, a note needs a reason to explain, and the note stays short.
 */
export function orderStopProblem(
  status: OrderStatus,
  reason: OrderStopReason | null | undefined,
  note: string | null | undefined,
): { field: 'reason' | 'reason_note'; message: string } | null {
  const cleanNote = cleanStopNote(note);
  if (!isStopStatus(status) && (reason != null || cleanNote !== null)) return { field: reason != null ? 'reason' : 'reason_note', message: ORDER_STOP_MESSAGES.reasonNotAllowed };
  if (cleanNote !== null && reason == null) return { field: 'reason', message: ORDER_STOP_MESSAGES.noteWithoutReason };
  if (cleanNote !== null && cleanNote.length > ORDER_STOP_NOTE_MAX_CHARS) return { field: 'reason_note', message: ORDER_STOP_MESSAGES.noteTooLong };
  return null;
}
