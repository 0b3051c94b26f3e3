import { describe, expect, test } from 'vitest';
import { clampZoom, hasMapLocation, storeBounds, type LngLatPoint } from './map-bounds';

/** The box as [west, south, east, north] to 6 decimals (degrees add up with float noise). */
function box(points: LngLatPoint[]) {
  const bounds = storeBounds(points);
  return bounds && bounds.flat().map((value) => Number(value.toFixed(6)));
}

describe('store map fitting (part 1 §2 "Map")', () => {
  test('one store: its point padded by 0.02° on every side', () => {
    expect(box([{ lat: 42.26, lng: -71.8 }])).toEqual([-71.82, 42.24, -71.78, 42.28]);
  });

  test('several stores: the box from their smallest to their largest coordinates, unpadded', () => {
    const stores = [
      { lat: 41.94, lng: -87.65 },
      { lat: 39.78, lng: -89.65 },
      { lat: 41.75, lng: -88.15 },
    ];
    expect(box(stores)).toEqual([-89.65, 39.78, -87.65, 41.94]);
  });

  test('stores all at one spot are padded like a single store', () => {
    expect(box([{ lat: 40, lng: -75 }, { lat: 40, lng: -75 }])).toEqual([-75.02, 39.98, -74.98, 40.02]);
  });

  test('stores without a real location are left out; none at all gives no box', () => {
    expect(hasMapLocation({ lat: 0, lng: 0 })).toBe(false);
    expect(hasMapLocation({ lat: Number.NaN, lng: -75 })).toBe(false);
    expect(hasMapLocation({ lat: 95, lng: -75 })).toBe(false);
    expect(box([{ lat: 0, lng: 0 }])).toBeUndefined();
    expect(box([])).toBeUndefined();
    expect(box([{ lat: 0, lng: 0 }, { lat: 27.95, lng: -82.46 }])).toEqual([-82.48, 27.93, -82.44, 27.97]);
  });

  test('zoom stays between 5 and 18', () => {
    expect(clampZoom(3)).toBe(5);
    expect(clampZoom(12.5)).toBe(12.5);
    expect(clampZoom(20)).toBe(18);
  });
});
