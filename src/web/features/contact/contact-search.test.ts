import { expect, test } from 'vitest';
import { contactSearchSchema, storeIdFromState } from './contact-search';

test('/contact?section= preselects a known type and sub-section; anything else is dropped (part 2 §2)', () => {
  expect(contactSearchSchema.parse({ section: 'returns' })).toEqual({ section: 'returns' });
  expect(contactSearchSchema.parse({ section: 'loyalty-and-rewards-inquiries', sub_section: 'duplicate-accounts' })).toEqual({ section: 'loyalty-and-rewards-inquiries', sub_section: 'duplicate-accounts' });
  expect(contactSearchSchema.parse({ section: 'refunds', sub_section: 7 })).toEqual({});
});

test('the store comes from navigation state, as the store page passes it or under `from` (part 2 §2)', () => {
  expect(storeIdFromState({ storeId: 4, storeSlug: 'peoria-il', key: 'abc' })).toBe(4);
  expect(storeIdFromState({ from: { storeId: 5, storeSlug: 'x' } })).toBe(5);
  expect(storeIdFromState({ key: 'abc' })).toBeUndefined();
  expect(storeIdFromState(undefined)).toBeUndefined();
});
