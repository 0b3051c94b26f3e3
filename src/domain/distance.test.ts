import { describe, expect, test } from 'vitest';
import { formatMiles, hasLocation, milesBetween } from './distance';

const NEW_BEDFORD = { lat: 41.6345, lng: -70.9262 };
const WORCESTER = { lat: 42.2712, lng: -71.8183 };
const PHOENIX = { lat: 33.4484, lng: -112.074 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };

describe('great-circle miles (issue 21: the locator orders stores by distance)', () => {
  test('known distances within a mile: New York to Los Angeles ~2,445 mi, New Bedford to Worcester ~63 mi', () => {
    expect(milesBetween(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445, -1);
    expect(Math.abs(milesBetween(NEW_BEDFORD, WORCESTER) - 63)).toBeLessThan(1.5);
  });

  test('zero from a point to itself, the same both ways, and half the globe at the antipode', () => {
    expect(milesBetween(PHOENIX, PHOENIX)).toBe(0);
    expect(milesBetween(PHOENIX, NEW_YORK)).toBeCloseTo(milesBetween(NEW_YORK, PHOENIX), 9);
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3958.7613, 3);
  });

  test('a store without a real location (0,0, NaN, out of range) has none', () => {
    expect(hasLocation(NEW_BEDFORD)).toBe(true);
    expect(hasLocation({ lat: 0, lng: 0 })).toBe(false);
    expect(hasLocation({ lat: Number.NaN, lng: -70 })).toBe(false);
    expect(hasLocation({ lat: 91, lng: -70 })).toBe(false);
    expect(hasLocation({ lat: 41, lng: -181 })).toBe(false);
  });
});

describe('a distance as a tile shows it', () => {
  test('tenths under 10 miles, whole miles (with thousands separators) beyond', () => {
    expect(formatMiles(0.04)).toBe('0.0 mi');
    expect(formatMiles(3.25)).toBe('3.3 mi');
    expect(formatMiles(9.94)).toBe('9.9 mi');
    expect(formatMiles(12.4)).toBe('12 mi');
    expect(formatMiles(2445.2)).toBe('2,445 mi');
  });
});
