import { describe, expect, test } from 'vitest';
import { allowedDecisions, associationDecisionProblem, DECISION_STATUS } from './association-review';
import { orderingRight } from './store-association';

/** part 2 §4 "Store association and ordering rights": the reviewer's moves between the four statuses. */
describe('association review', () => {
  test('a pending request is confirmed or rejected, never suspended', () => {
    expect(allowedDecisions('pending')).toEqual(['confirm', 'reject']);
    expect(associationDecisionProblem('pending', 'suspend')).toBe('An association that is pending cannot be suspended.');
  });

  test('a confirmed association can only be suspended; confirming or rejecting it again is refused', () => {
    expect(allowedDecisions('confirmed')).toEqual(['suspend']);
    expect(associationDecisionProblem('confirmed', 'confirm')).toBe('An association that is confirmed cannot be confirmed.');
    expect(associationDecisionProblem('confirmed', 'reject')).toBe('An association that is confirmed cannot be rejected.');
  });

  test('a rejected or suspended association can be confirmed again, and nothing else', () => {
    expect(allowedDecisions('rejected')).toEqual(['confirm']);
    expect(allowedDecisions('suspended')).toEqual(['confirm']);
    expect(associationDecisionProblem('suspended', 'reject')).not.toBeNull();
    expect(associationDecisionProblem('rejected', 'suspend')).not.toBeNull();
  });

  test('rejecting a pending medical association takes away medical shopping at that store; confirming it again gives it back', () => {
    const facts = (status: (typeof DECISION_STATUS)[keyof typeof DECISION_STATUS]) => [{ store_id: 1, association_type: 'medical' as const, status }];
    expect(orderingRight(facts('pending'), 1, 'medical')).toBe('allowed');
    expect(orderingRight(facts(DECISION_STATUS.reject), 1, 'medical')).toBe('blocked');
    expect(orderingRight(facts(DECISION_STATUS.suspend), 1, 'medical')).toBe('blocked');
    expect(orderingRight(facts(DECISION_STATUS.confirm), 1, 'medical')).toBe('allowed');
  });
});
