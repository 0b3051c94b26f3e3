import { describe, expect, it } from 'vitest';
import { openStatus, openStatusText, storeClock, storeTimeZone, todaysHours } from './store-hours';
import { weekHours } from './store-week';
import { EXTENDED, WEEKDAYS_ONLY, at, week } from './store-hours-test-kit';

describe("part 1 §3 store hours: today's line in the store's time zone", () => {
  // 05:30 UTC on Saturday 10 January 2026: 00:30 Saturday in New York, still Friday in Chicago and Phoenix.
  const winterNight = new Date('2026-01-10T05:30:00Z');
  // 05:30 UTC on Saturday 11 July 2026 (DST): Saturday in New York and Chicago, 22:30 Friday in Phoenix (no DST).
  const summerNight = new Date('2026-07-11T05:30:00Z');

  it('reads a different weekday for the same instant in New York, Chicago and Phoenix', () => {
    expect(todaysHours(at(EXTENDED, 'America/New_York'), winterNight)).toBe('8:00 AM - 11:00 PM'); // Saturday
    expect(weekHours(at(EXTENDED, 'America/New_York'), winterNight)[0]!.weekday).toBe('Saturday');
    expect(weekHours(at(EXTENDED, 'America/Chicago'), winterNight)[0]!.weekday).toBe('Friday');
    expect(weekHours(at(EXTENDED, 'America/Phoenix'), winterNight)[0]!.weekday).toBe('Friday');

    expect(weekHours(at(EXTENDED, 'America/Chicago'), summerNight)[0]!.weekday).toBe('Saturday');
    expect(weekHours(at(EXTENDED, 'America/Phoenix'), summerNight)[0]!.weekday).toBe('Friday');
    expect(todaysHours(at(WEEKDAYS_ONLY, 'America/Phoenix'), summerNight)).toBe('9:00 AM - 8:00 PM');
    // The shell's clock (Intl) agrees with the week list (date-fns): Friday 22:30 in Phoenix.
    expect(storeClock({ timezone: 'America/Phoenix' }, summerNight)).toEqual({ weekday: 4, minute: 22 * 60 + 30, date: '2026-07-10' });
    expect(storeClock({ timezone: 'America/New_York' }, winterNight)).toEqual({ weekday: 5, minute: 30, date: '2026-01-10' });
  });

  it('defaults to America/New_York when the zone is missing or unknown', () => {
    expect(storeTimeZone({ timezone: null })).toBe('America/New_York');
    expect(storeTimeZone({ timezone: 'Mars/Olympus_Mons' })).toBe('America/New_York');
    expect(weekHours(at(EXTENDED, ''), winterNight)[0]!.weekday).toBe('Saturday');
  });

  it('keeps lines that carry no day name as written', () => {
    const plain = at('Mon 9-5\nTue 9-5\nWed 9-5\nThu 9-5\nFri 9-9\nSat 10-9\nSun 11-5', 'America/New_York');
    expect(todaysHours(plain, new Date('2026-01-05T15:00:00Z'))).toBe('Mon 9-5');
  });
});

describe('open now (read only when the hours are in a known form)', () => {
  it("uses the store's clock across the spring-forward change", () => {
    // 13:30 UTC on Sunday 8 March 2026 is 09:30 EDT: open (the old offset would say 08:30, before 9).
    expect(openStatus(at(EXTENDED, 'America/New_York'), new Date('2026-03-08T13:30:00Z'))).toEqual({ open: true, closesAt: '9:00 PM' });
    expect(openStatus(at(EXTENDED, 'America/New_York'), new Date('2026-03-08T12:30:00Z'))).toEqual({ open: false, opensAt: '9:00 AM', opensOn: 'today' });
  });

  it('after closing, names the next opening day, skipping closed days', () => {
    const saturdayEvening = new Date('2026-01-10T23:30:00Z'); // 18:30 Saturday in New York
    const status = openStatus(at(WEEKDAYS_ONLY, 'America/New_York'), saturdayEvening);
    expect(status).toEqual({ open: false, opensAt: '9:00 AM', opensOn: 'Monday' });
    expect(openStatusText(status)).toBe('Closed · Opens Monday 9:00 AM');
    const fridayNight = new Date('2026-01-10T02:00:00Z'); // 21:00 Friday
    expect(openStatusText(openStatus(at(WEEKDAYS_ONLY, 'America/New_York'), fridayNight))).toBe('Closed · Opens tomorrow 10:00 AM');
  });

  it('a window past midnight stays open into the next morning', () => {
    const lateWeek = week(...Array(7).fill('4:00 PM - 2:00 AM'));
    const tuesdayOneAm = new Date('2026-01-06T06:00:00Z'); // 01:00 Tuesday in New York
    expect(openStatus(at(lateWeek, 'America/New_York'), tuesdayOneAm)).toEqual({ open: true, closesAt: '2:00 AM' });
  });

  it('is unknown for malformed or missing hours, and Closed for a store closed all week', () => {
    const now = new Date('2026-01-05T15:00:00Z');
    expect(openStatus(at('By appointment only', null), now)).toBeUndefined();
    expect(openStatus(at('', null), now)).toBeUndefined();
    expect(openStatusText(openStatus(at(week(), null), now))).toBe('Closed');
  });
});
