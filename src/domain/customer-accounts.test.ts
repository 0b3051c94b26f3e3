import { describe, expect, test } from 'vitest';
import { POINTS_ADJUSTMENT_MAX } from './constants';
import { employeeActionProblem, POINTS_MESSAGES, pointsAdjustmentProblem } from './customer-accounts';

/** part 2 §1 employee customers; DECISIONS.md "Rewards provider" (the balance is the ledger's sum). */
describe('employee status', () => {
  test('a customer (or a pending request) is confirmed; a confirmed employee is not confirmed twice', () => {
    expect(employeeActionProblem('none', 'confirm')).toBeNull();
    expect(employeeActionProblem('pending', 'confirm')).toBeNull();
    expect(employeeActionProblem('confirmed', 'confirm')).toBe('This customer is already a confirmed employee.');
  });

  test('ending works on a confirmed or pending status, not on none', () => {
    expect(employeeActionProblem('confirmed', 'end')).toBeNull();
    expect(employeeActionProblem('pending', 'end')).toBeNull();
    expect(employeeActionProblem('none', 'end')).toBe('This customer has no employee status to end.');
  });
});

describe('points adjustment', () => {
  test('credits and debits within the balance are allowed; a debit to exactly 0 too', () => {
    expect(pointsAdjustmentProblem(0, 40)).toBeNull();
    expect(pointsAdjustmentProblem(120, -120)).toBeNull();
  });

  test('a debit below 0 is refused with the balance named', () => {
    expect(pointsAdjustmentProblem(100, -101)).toBe(POINTS_MESSAGES.belowZero(100));
    expect(POINTS_MESSAGES.belowZero(100)).toBe('This would take the balance below 0: the customer has 100 points.');
  });

  test('zero, fractions and amounts past the bound are refused', () => {
    expect(pointsAdjustmentProblem(50, 0)).toBe(POINTS_MESSAGES.zero);
    expect(pointsAdjustmentProblem(50, 1.5)).toBe(POINTS_MESSAGES.whole);
    expect(pointsAdjustmentProblem(0, POINTS_ADJUSTMENT_MAX + 1)).toBe(POINTS_MESSAGES.tooMany);
    expect(pointsAdjustmentProblem(10 ** 9, -(POINTS_ADJUSTMENT_MAX + 1))).toBe(POINTS_MESSAGES.tooMany);
    expect(pointsAdjustmentProblem(0, POINTS_ADJUSTMENT_MAX)).toBeNull();
  });
});
