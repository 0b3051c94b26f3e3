import { describe, expect, test } from 'vitest';
import { nearestState, sortByDistance, storeDistances } from './locator-distance';

// Demo stores (src/server/db/seed/store-list.ts) and one without a location.
const STORES = [
  { id: 1, state: 'IL', name: 'Chicago Lakeview', lat: 41.9352, lng: -87.6441 },
  { id: 2, state: 'IL', name: 'Naperville', lat: 41.7915, lng: -88.124 },
  { id: 3, state: 'IL', name: 'Springfield', lat: 39.7706, lng: -89.6995 },
  { id: 4, state: 'AZ', name: 'Phoenix', lat: 33.5093, lng: -111.987 },
  { id: 5, state: 'MA', name: 'Worcester', lat: 42.2712, lng: -71.8183 },
  { id: 6, state: 'IL', name: 'Unplaced', lat: 0, lng: 0 },
];
const PEORIA_IL = { lat: 40.6936, lng: -89.589 };
const BOSTON = { lat: 42.3601, lng: -71.0589 };

describe('the locator near a place (issue 21: "Use my location" and zip/city search order stores by distance)', () => {
  test('stores are listed nearest first; one without a location goes last, never first', () => {
    const miles = storeDistances(STORES, PEORIA_IL);
    expect(sortByDistance(STORES, miles).map((store) => store.name)).toEqual(['Springfield', 'Naperville', 'Chicago Lakeview', 'Worcester', 'Phoenix', 'Unplaced']);
    expect(miles.has(6)).toBe(false);
    expect(miles.get(3)).toBeGreaterThan(60);
    expect(miles.get(3)).toBeLessThan(70);
  });

  test("the nearest store's state opens first: Massachusetts from Boston, Illinois from Peoria, nothing without a placed store", () => {
    expect(nearestState(STORES, BOSTON)).toBe('MA');
    expect(nearestState(STORES, PEORIA_IL)).toBe('IL');
    expect(nearestState([STORES[5]!], BOSTON)).toBeUndefined();
  });
});
