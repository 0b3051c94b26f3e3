import { describe, expect, test } from 'vitest';
import { initialAssociationStatus, orderingRight, type AssociationFacts } from './store-association';

/** part 2 §4 "Store association and ordering rights". */
const STORE = 7;
const association = (association_type: AssociationFacts['association_type'], status: AssociationFacts['status'], store_id = STORE): AssociationFacts => ({
  store_id,
  association_type,
  status,
});

describe('orderingRight', () => {
  test('pending or confirmed medical association grants medical shopping; anything else does not', () => {
    expect(orderingRight([association('medical', 'pending')], STORE, 'medical')).toBe('allowed');
    expect(orderingRight([association('medical', 'confirmed')], STORE, 'medical')).toBe('allowed');
    expect(orderingRight([association('recreational', 'confirmed')], STORE, 'medical')).toBe('needs-association');
    expect(orderingRight([], STORE, 'medical')).toBe('needs-association');
  });

  test('adult use orders accept a recreational or a medical association', () => {
    expect(orderingRight([association('recreational', 'confirmed')], STORE, 'recreational')).toBe('allowed');
    expect(orderingRight([association('medical', 'pending')], STORE, 'recreational')).toBe('allowed');
  });

  test('a rejected or suspended association for the store and usage type blocks ordering', () => {
    expect(orderingRight([association('medical', 'rejected'), association('recreational', 'confirmed')], STORE, 'medical')).toBe('blocked');
    expect(orderingRight([association('recreational', 'suspended'), association('medical', 'confirmed')], STORE, 'recreational')).toBe('blocked');
    // ...but not the other usage type.
    expect(orderingRight([association('medical', 'rejected'), association('recreational', 'confirmed')], STORE, 'recreational')).toBe('allowed');
  });

  test("another store's association counts for nothing here", () => {
    expect(orderingRight([association('recreational', 'confirmed', 99)], STORE, 'recreational')).toBe('needs-association');
    expect(orderingRight([association('recreational', 'rejected', 99)], STORE, 'recreational')).toBe('needs-association');
  });
});

test('a new association: adult use confirmed at once, medical pending review', () => {
  expect(initialAssociationStatus('recreational')).toBe('confirmed');
  expect(initialAssociationStatus('medical')).toBe('pending');
});
