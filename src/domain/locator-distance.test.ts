import { describe, expect, test } from 'vitest';
import { nearestState, sortByDistance, storeDistances, storesAround } from './locator-distance';

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

describe('the stores the map shows around a place', () => {
  test('the nearest store and those about as near (twice its distance, or 10 miles), never one far off, at most 3', () => {
    const name = (list: { name: string }[]) => list.map((store) => store.name);
    // From Lakeview itself: Naperville (~27 mi) is beyond 10 miles, so the map stays on the city.
    expect(name(storesAround(STORES, storeDistances(STORES, { lat: 41.94, lng: -87.65 })))).toEqual(['Chicago Lakeview']);
    // From Peoria: Springfield ~64 mi, Naperville ~112 (within 128), Chicago ~132 (beyond).
    expect(name(storesAround(STORES, storeDistances(STORES, PEORIA_IL)))).toEqual(['Springfield', 'Naperville']);
    // Between Chicago and Naperville (~12 and ~14 mi): both, and not Springfield.
    const between = { lat: 41.86, lng: -87.9 };
    expect(name(storesAround(STORES, storeDistances(STORES, between))).sort()).toEqual(['Chicago Lakeview', 'Naperville']);
    // Never more than 3, however many are as near.
    const cluster = [1, 2, 3, 4, 5].map((id) => ({ id, state: 'IL', name: `Store ${id}`, lat: 41.9 + id / 1000, lng: -87.65 }));
    expect(storesAround(cluster, storeDistances(cluster, { lat: 41.9, lng: -87.65 }))).toHaveLength(3);
    expect(storesAround([], new Map())).toEqual([]);
  });
});
