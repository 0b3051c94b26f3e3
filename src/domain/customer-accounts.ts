import { CUSTOMER_REASON_MAX_CHARS, CUSTOMER_REASON_MIN_CHARS, POINTS_ADJUSTMENT_MAX } from './constants';

/**
 * An operator's changes to a customer's account (part 2 §1: "Employee customers (employee_status
 * confirmed) receive an employee discount and are not eligible for the rewards program"; DECISIONS.md
 * "Rewards provider": the balance is the sum of the ledger).
 */
export type EmployeeStatus = 'none' | 'pending' | 'confirmed';
export const EMPLOYEE_ACTIONS = ['confirm', 'end'] as const;
export type EmployeeAction = (typeof EMPLOYEE_ACTIONS)[number];

/** Confirm makes the customer an employee; end makes them a customer like any other. */
export const EMPLOYEE_ACTION_STATUS: Record<EmployeeAction, EmployeeStatus> = { confirm: 'confirmed', end: 'none' };

/** Why the action cannot be taken from `status` (confirming an employee again, ending what is not there), or null. */
export function employeeActionProblem(status: EmployeeStatus, action: EmployeeAction): string | null {
  if (action === 'confirm' && status === 'confirmed') return 'This customer is already a confirmed employee.';
  if (action === 'end' && status === 'none') return 'This customer has no employee status to end.';
  return null;
}

export const REASON_MESSAGES = {
  tooShort: `Say why in at least ${CUSTOMER_REASON_MIN_CHARS} characters.`,
  tooLong: `Keep the reason to ${CUSTOMER_REASON_MAX_CHARS} characters.`,
} as const;

export const POINTS_MESSAGES = {
  zero: 'Enter a number of points other than 0.',
  whole: 'Enter whole points.',
  tooMany: `Adjust by at most ${POINTS_ADJUSTMENT_MAX.toLocaleString('en-US')} points at a time.`,
  belowZero: (balance: number) => `This would take the balance below 0: the customer has ${balance} points.`,
} as const;

/**
 * An adjustment is a new ledger entry of `points` (credit above 0, debit below): never 0, whole,
 * within ±POINTS_ADJUSTMENT_MAX, and a debit may not take the ledger's balance below 0.
 */
export function pointsAdjustmentProblem(balance: number, points: number): string | null {
  if (!Number.isInteger(points)) return POINTS_MESSAGES.whole;
  if (points === 0) return POINTS_MESSAGES.zero;
  if (Math.abs(points) > POINTS_ADJUSTMENT_MAX) return POINTS_MESSAGES.tooMany;
  if (balance + points < 0) return POINTS_MESSAGES.belowZero(balance);
  return null;
}
