import { describe, expect, it } from 'vitest';
import { allowedStaffTransitions, type OrderStatus } from '@/domain/order-status';
import { staffActionDoneMessage, staffActions } from './transition-labels';

const labels = (from: OrderStatus, orderType: 'pickup' | 'delivery') => staffActions(from, allowedStaffTransitions(from, orderType)).map((action) => action.label);

describe('staff action buttons (part 2 §6 status transitions)', () => {
  it('label every move src/domain allows, forward moves first, then Reject and Cancel Order', () => {
    expect(labels('awaiting_checkin', 'pickup')).toEqual(['Check In', 'Cancel Order']);
    expect(labels('requested', 'pickup')).toEqual(['Accept', 'Reject', 'Cancel Order']);
    expect(labels('submitted', 'pickup')).toEqual(['Mark Ready', 'Reject', 'Cancel Order']);
    expect(labels('fulfilled', 'pickup')).toEqual(['Finish Order', 'Cancel Order']);
    expect(labels('fulfilled', 'delivery')).toEqual(['Out for Delivery', 'Cancel Order']);
    expect(labels('picked_up', 'delivery')).toEqual(['Finish Order']);
    for (const final of ['finished', 'rejected', 'cancelled'] as const) expect(labels(final, 'pickup')).toEqual([]);
  });

  it('only Reject and Cancel Order ask for confirmation; a status no button leads to is left out', () => {
    expect(staffActions('submitted', ['fulfilled', 'rejected', 'cancelled']).map((action) => action.confirm)).toEqual([false, true, true]);
    expect(staffActions('submitted', ['pending', 'requested', 'awaiting_checkin'])).toEqual([]);
  });

  it("the toast names the order and its new status in the customer's words (part 2 §4)", () => {
    expect(staffActionDoneMessage(1042, 'submitted', { status: 'fulfilled', order_type: 'pickup' })).toBe('Order #1042 is now Ready for Pickup.');
    expect(staffActionDoneMessage(1042, 'fulfilled', { status: 'picked_up', order_type: 'delivery' })).toBe('Order #1042 is now Out for Delivery.');
    expect(staffActionDoneMessage(1042, 'awaiting_checkin', { status: 'submitted', order_type: 'pickup' })).toBe('Order #1042 is checked in.');
  });
});
