import { describe, expect, it } from 'vitest';
import { instantFromStoreTime, specialState, storeTimeOf, windowsOverlap } from './special-schedule';

/** A special's schedule in the store's time zone (README "Specials in the console"). */
describe('store time and instants', () => {
  it("reads a wall-clock time in the store's zone, across a DST change, and back", () => {
    expect(instantFromStoreTime('2026-12-24T18:00', 'America/Chicago')?.toISOString()).toBe('2026-12-25T00:00:00.000Z');
    expect(instantFromStoreTime('2026-07-04T18:00', 'America/Chicago')?.toISOString()).toBe('2026-07-04T23:00:00.000Z');
    expect(instantFromStoreTime('2026-07-04T18:00', 'America/Phoenix')?.toISOString()).toBe('2026-07-05T01:00:00.000Z');
    expect(storeTimeOf(new Date('2026-12-25T00:00:00Z'), 'America/Chicago')).toBe('2026-12-24T18:00');
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-12-01T24:00', '2026-12-01', 'tomorrow', '9999-12-31T23:00', '0026-12-24T18:00', '1999-12-31T23:59', '2101-01-01T00:00']) {
      expect(instantFromStoreTime(bad, 'America/New_York')).toBeUndefined();
    }
    expect(instantFromStoreTime('2100-12-31T23:00', 'America/Los_Angeles')?.toISOString()).toBe('2101-01-01T07:00:00.000Z');
  });
});

describe('a special\'s state', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const window = (startsAt: string | null, endsAt: string | null, pausedAt: string | null = null) => ({
    startsAt: startsAt ? new Date(startsAt) : null,
    endsAt: endsAt ? new Date(endsAt) : null,
    pausedAt: pausedAt ? new Date(pausedAt) : null,
  });

  it('is live, scheduled, paused or ended; an ended special stays ended even when it was paused', () => {
    expect(specialState(window(null, null), now)).toBe('live');
    expect(specialState(window('2026-11-27T12:00:00Z', '2026-11-28T00:00:00Z'), now)).toBe('live');
    expect(specialState(window('2026-11-28T00:00:00Z', null), now)).toBe('scheduled');
    expect(specialState(window(null, null, '2026-11-26T00:00:00Z'), now)).toBe('paused');
    expect(specialState(window(null, '2026-11-27T12:00:00Z', '2026-11-26T00:00:00Z'), now)).toBe('ended');
  });

  it('finds overlapping windows, open ends reaching forever', () => {
    const a = window('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z');
    expect(windowsOverlap(a, window('2026-12-01T00:00:00Z', null))).toBe(false);
    expect(windowsOverlap(a, window(null, '2026-11-02T00:00:00Z'))).toBe(true);
    expect(windowsOverlap(window(null, null), a)).toBe(true);
  });
});
