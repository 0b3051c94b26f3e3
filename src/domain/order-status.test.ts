import { describe, expect, test } from 'vitest';
import {
  canCancelOrder,
  canStaffMove,
  customerStatusLabel,
  isFinalStatus,
  offersReturns,
  ORDER_FILTERS,
  pointsLabel,
  showsContactStoreNote,
  statusTone,
  type LabelContext,
} from './order-status';

/** part 2 §4 "Order and cart statuses"; DECISIONS.md (cancelled spelling, awaiting_checkin). */
const pickup: LabelContext = { orderType: 'pickup', reviewsOrders: false };
const delivery: LabelContext = { orderType: 'delivery', reviewsOrders: false };
const review: LabelContext = { orderType: 'pickup', reviewsOrders: true };

describe('customer labels and colours', () => {
  test('requested is Pending; submitted is Pending at a reviewing store, else Scheduled for delivery or Submitted', () => {
    expect(customerStatusLabel('requested', pickup)).toBe('Pending');
    expect(customerStatusLabel('submitted', review)).toBe('Pending');
    expect(customerStatusLabel('submitted', delivery)).toBe('Scheduled');
    expect(customerStatusLabel('submitted', pickup)).toBe('Submitted');
  });
  test('fulfilled is Pending, Scheduled or Ready for Pickup; picked_up Out for Delivery; finished Delivered or Picked Up', () => {
    expect(customerStatusLabel('fulfilled', review)).toBe('Pending');
    expect(customerStatusLabel('fulfilled', delivery)).toBe('Scheduled');
    expect(customerStatusLabel('fulfilled', pickup)).toBe('Ready for Pickup');
    expect(customerStatusLabel('picked_up', delivery)).toBe('Out for Delivery');
    expect(customerStatusLabel('finished', delivery)).toBe('Delivered');
    expect(customerStatusLabel('finished', pickup)).toBe('Picked Up');
    expect(customerStatusLabel('rejected', pickup)).toBe('Rejected');
    expect(customerStatusLabel('cancelled', pickup)).toBe('Cancelled');
  });
  test('orange while pending-like, green when ready or done, red when cancelled or rejected', () => {
    expect(statusTone('submitted', pickup)).toBe('pending');
    expect(statusTone('fulfilled', review)).toBe('pending');
    expect(statusTone('fulfilled', pickup)).toBe('ready');
    expect(statusTone('finished', delivery)).toBe('ready');
    expect(statusTone('rejected', pickup)).toBe('stopped');
    expect(statusTone('cancelled', delivery)).toBe('stopped');
  });
});

describe('what a shopper may do', () => {
  test('cancel while pending, requested, awaiting check-in, submitted or fulfilled; never after', () => {
    for (const status of ['pending', 'requested', 'awaiting_checkin', 'submitted', 'fulfilled'] as const) expect(canCancelOrder(status), status).toBe(true);
    for (const status of ['picked_up', 'finished', 'rejected', 'cancelled'] as const) expect(canCancelOrder(status), status).toBe(false);
  });
  test('returns only for finished orders; points Earning until finished; polling stops at finished, cancelled, rejected', () => {
    expect(offersReturns('finished')).toBe(true);
    expect(offersReturns('fulfilled')).toBe(false);
    expect(pointsLabel('fulfilled')).toBe('Earning');
    expect(pointsLabel('finished')).toBe('Earned');
    expect(['finished', 'cancelled', 'rejected', 'submitted'].map((s) => isFinalStatus(s as never))).toEqual([true, true, true, false]);
    expect(showsContactStoreNote('rejected')).toBe(true);
    expect(showsContactStoreNote('finished')).toBe(false);
  });
  test('history filters: In Progress oldest first, the others newest first', () => {
    expect(ORDER_FILTERS.in_progress).toMatchObject({ statuses: ['submitted', 'fulfilled'], order: 'submitted_asc' });
    expect(ORDER_FILTERS.completed).toMatchObject({ statuses: ['finished'], order: 'submitted_desc' });
    expect(ORDER_FILTERS.cancelled).toMatchObject({ statuses: ['cancelled', 'rejected'], order: 'submitted_desc' });
  });
});

describe('staff transitions (part 2 §6)', () => {
  test('submitted -> fulfilled -> picked_up -> finished for delivery; fulfilled -> finished for pickup', () => {
    expect(canStaffMove('submitted', 'fulfilled', 'delivery')).toBe(true);
    expect(canStaffMove('fulfilled', 'picked_up', 'delivery')).toBe(true);
    expect(canStaffMove('picked_up', 'finished', 'delivery')).toBe(true);
    expect(canStaffMove('fulfilled', 'finished', 'pickup')).toBe(true);
    expect(canStaffMove('fulfilled', 'picked_up', 'pickup')).toBe(false);
    expect(canStaffMove('fulfilled', 'finished', 'delivery')).toBe(false);
  });
  test('check-in joins the queue; nothing skips ahead or leaves a final status', () => {
    expect(canStaffMove('awaiting_checkin', 'submitted', 'pickup')).toBe(true);
    expect(canStaffMove('submitted', 'finished', 'pickup')).toBe(false);
    expect(canStaffMove('finished', 'cancelled', 'pickup')).toBe(false);
    expect(canStaffMove('cancelled', 'submitted', 'pickup')).toBe(false);
    expect(canStaffMove('fulfilled', 'rejected', 'pickup')).toBe(false);
  });
});
