import { describe, expect, test } from 'vitest';
import { ORDER_STOP_NOTE_MAX_CHARS } from './constants';
import { cleanStopNote, ORDER_STOP_MESSAGES, ORDER_STOP_REASON_LABELS, ORDER_STOP_REASONS, orderStopLabel, orderStopProblem } from './order-stop-reasons';

/** README "Reports": cancellations and rejections with reasons. */
describe('order stop reasons', () => {
  test('every reason has a label a shopper or staffer can read', () => {
    for (const reason of ORDER_STOP_REASONS) expect(ORDER_STOP_REASON_LABELS[reason]).toMatch(/^[A-Z]/);
    expect(ORDER_STOP_REASON_LABELS.out_of_stock).toBe('Items out of stock');
  });

  test("a staff reason reads as its label; a customer's own cancel and a stop without a reason read as such", () => {
    expect(orderStopLabel('id_or_card', 'staff')).toBe('ID or medical card problem');
    expect(orderStopLabel(null, 'customer')).toBe('Cancelled by the customer');
    expect(orderStopLabel(null, 'staff')).toBe('No reason given');
    expect(orderStopLabel('retired_code', 'staff')).toBe('No reason given');
  });

  test('a reason and note come only with a reject or a cancel', () => {
    expect(orderStopProblem('rejected', 'out_of_stock', 'Two items gone')).toBeNull();
    expect(orderStopProblem('cancelled', undefined, undefined)).toBeNull();
    expect(orderStopProblem('fulfilled', undefined, '  ')).toBeNull();
    expect(orderStopProblem('fulfilled', 'other', undefined)).toEqual({ field: 'reason', message: ORDER_STOP_MESSAGES.reasonNotAllowed });
    expect(orderStopProblem('submitted', undefined, 'why')).toEqual({ field: 'reason_note', message: ORDER_STOP_MESSAGES.reasonNotAllowed });
  });

  test('a note needs a reason and stays short; blank notes are dropped', () => {
    expect(orderStopProblem('rejected', undefined, 'why')).toEqual({ field: 'reason', message: 'Pick a reason for the note.' });
    expect(orderStopProblem('rejected', 'other', 'x'.repeat(ORDER_STOP_NOTE_MAX_CHARS))).toBeNull();
    expect(orderStopProblem('rejected', 'other', 'x'.repeat(ORDER_STOP_NOTE_MAX_CHARS + 1))).toEqual({ field: 'reason_note', message: ORDER_STOP_MESSAGES.noteTooLong });
    expect(cleanStopNote('  no ID  ')).toBe('no ID');
    expect(cleanStopNote('   ')).toBeNull();
  });
});
