import { describe, expect, it } from 'vitest';
import { isCompleteAddress, isSameAddress, withDefaultFirst } from './addresses';

const home = { address_1: '12 Main St', address_2: 'Apt 4', city: 'Nyack', state: 'NY', zip: '10960' };

describe('saved addresses (part 2 §5 "Account edit")', () => {
  it('is complete with address_1, city, state and a 5-character zip', () => {
    expect(isCompleteAddress(home)).toBe(true);
    expect(isCompleteAddress({ ...home, address_2: '' })).toBe(true);
    expect(isCompleteAddress({ ...home, city: ' ' })).toBe(false);
    expect(isCompleteAddress({ ...home, zip: '1096' })).toBe(false);
    expect(isCompleteAddress({ address_1: '12 Main St' })).toBe(false);
  });

  it('takes a ZIP+4 by its first 5 digits, and only a 2-letter state', () => {
    expect(isCompleteAddress({ ...home, zip: '10960-1234' })).toBe(true);
    expect(isCompleteAddress({ ...home, zip: 'ab960' })).toBe(false);
    expect(isCompleteAddress({ ...home, state: 'ny' })).toBe(true);
    expect(isCompleteAddress({ ...home, state: 'New York' })).toBe(false);
  });

  it('compares address_1, address_2 and city without case; zip and state exactly', () => {
    expect(isSameAddress(home, { ...home, address_1: '12 MAIN ST', city: 'nyack', address_2: 'apt 4' })).toBe(true);
    expect(isSameAddress(home, { ...home, zip: '10961' })).toBe(false);
    expect(isSameAddress(home, { ...home, state: 'ny' })).toBe(false);
    expect(isSameAddress({ ...home, address_2: null }, { ...home, address_2: '' })).toBe(true);
  });

  it('lists the default first, and makes the first one default when none is flagged', () => {
    const list = [
      { id: 1, is_default: false },
      { id: 2, is_default: true },
      { id: 3, is_default: false },
    ];
    expect(withDefaultFirst(list).map((address) => [address.id, address.is_default])).toEqual([[2, true], [1, false], [3, false]]);
    const none = list.map((address) => ({ ...address, is_default: false }));
    expect(withDefaultFirst(none).map((address) => [address.id, address.is_default])).toEqual([[1, true], [2, false], [3, false]]);
    expect(withDefaultFirst([])).toEqual([]);
  });
});
