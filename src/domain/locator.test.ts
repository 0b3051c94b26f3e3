import { describe, expect, it } from 'vitest';
import { defaultStateTab, dispensaryCountLine, sortLocatorStores, stateTabs, storesInState, waitMinutes } from './locator';

const store = (id: number, state: string, ecomm_display_name: string, city = ecomm_display_name) => ({ id, state, city, name: ecomm_display_name, ecomm_display_name });
const STORES = [
  store(1, 'NY', 'Mohawk Valley'),
  store(2, 'IL', 'Naperville'),
  store(3, 'NY', 'Hudson Valley'),
  store(4, 'AZ', 'Tucson Campbell'),
  store(5, 'IL', '', 'Aurora'),
  store(6, 'MA', 'Salem'),
];

describe('part 1 §2 locator: state tabs', () => {
  it('has one tab per state with stores, sorted by state name, with counts', () => {
    expect(stateTabs(STORES)).toEqual([
      { state: 'AZ', name: 'Arizona', count: 1 },
      { state: 'IL', name: 'Illinois', count: 2 },
      { state: 'MA', name: 'Massachusetts', count: 1 },
      { state: 'NY', name: 'New York', count: 2 },
    ]);
    expect(stateTabs([])).toEqual([]);
  });

  it("opens the current store's state, an asked state when it has stores, else the first tab", () => {
    const tabs = stateTabs(STORES);
    expect(defaultStateTab(tabs, { state: 'NY' })).toBe('NY');
    expect(defaultStateTab(tabs, { state: 'NY' }, 'il')).toBe('IL');
    expect(defaultStateTab(tabs, { state: 'NY' }, 'TX')).toBe('NY');
    expect(defaultStateTab(tabs, undefined)).toBe('AZ');
  });

  it("with the shopper's location known, the nearest store's state opens before the current store's (issue 21); a shared link still wins", () => {
    const tabs = stateTabs(STORES);
    expect(defaultStateTab(tabs, { state: 'NY' }, undefined, 'MA')).toBe('MA');
    expect(defaultStateTab(tabs, undefined, null, 'IL')).toBe('IL');
    expect(defaultStateTab(tabs, { state: 'NY' }, 'az', 'MA')).toBe('AZ');
    // A nearest state without a tab (no stores there) is no answer.
    expect(defaultStateTab(tabs, { state: 'NY' }, undefined, 'TX')).toBe('NY');
    expect(defaultStateTab(tabs, { state: 'FL' })).toBe('AZ');
    expect(defaultStateTab([], undefined)).toBeUndefined();
  });
});

describe('part 1 §2 locator: count line', () => {
  it("says 'N Dispensary/Dispensaries in {state}:' with the state's full name", () => {
    expect(dispensaryCountLine(1, 'AZ')).toBe('1 Dispensary in Arizona:');
    expect(dispensaryCountLine(3, 'NY')).toBe('3 Dispensaries in New York:');
    expect(dispensaryCountLine(0, 'PR')).toBe('0 Dispensaries in Puerto Rico:');
    expect(dispensaryCountLine(2, 'DC')).toBe('2 Dispensaries in District of Columbia:');
  });
});

describe('part 1 §2 locator: order', () => {
  it('lists the current store first, then by state name, then display name or city', () => {
    expect(sortLocatorStores(STORES, 3).map((s) => s.id)).toEqual([3, 4, 5, 2, 6, 1]);
    expect(sortLocatorStores(STORES, undefined).map((s) => s.id)).toEqual([4, 5, 2, 6, 3, 1]);
  });

  it("one tab's stores, current first", () => {
    expect(storesInState(STORES, 'NY', 1).map((s) => s.id)).toEqual([1, 3]);
    expect(storesInState(STORES, 'NY', undefined).map((s) => s.id)).toEqual([3, 1]);
    expect(storesInState(STORES, undefined, undefined)).toEqual([]);
  });
});

describe('part 1 §7 wait times', () => {
  it("prefers the content service's minutes over the store's wait_time", () => {
    const live = new Map([[1, 35]]);
    expect(waitMinutes({ id: 1, wait_time: 10 }, live)).toBe(35);
    expect(waitMinutes({ id: 2, wait_time: 10 }, live)).toBe(10);
    expect(waitMinutes({ id: 2, wait_time: null }, undefined)).toBeUndefined();
    expect(waitMinutes({ id: 2, wait_time: 0 }, undefined)).toBe(0);
  });
});
