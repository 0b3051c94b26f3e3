import { describe, expect, it } from 'vitest';
import { deliveryWindows } from './delivery-windows';
import { addDaysToDate, isReadableHoursLine, openStatus, openStatusText, todaysHours } from './store-hours';
import { upcomingExceptions, weekHours } from './store-week';
import { EXTENDED } from './store-hours-test-kit';

/**
 * Dated exceptions to the weekly hours (README "The operator console": holidays, early close) on the
 * store's own calendar; the spec's hours (part 1 §3: seven lines, Monday first, in the store's
 * time zone) stay the rule on every other day.
 */
const thanksgiving = { date: '2026-11-26', hours: 'Closed', note: 'Thanksgiving' };
const blackFriday = { date: '2026-11-27', hours: '10:00 AM - 3:00 PM', note: 'Early close' };
const store = { hours: EXTENDED, timezone: 'America/New_York', hour_exceptions: [thanksgiving, blackFriday] };
// 17:00 UTC on Thursday 26 November 2026: noon in New York, when the weekly line says open 8 AM - 10 PM.
const thanksgivingNoon = new Date('2026-11-26T17:00:00Z');

describe('an exception on its date, in the store time zone', () => {
  it('closes the store on a holiday and names the next opening from the next exception', () => {
    expect(openStatus({ hours: EXTENDED, timezone: 'America/New_York' }, thanksgivingNoon)).toEqual({ open: true, closesAt: '10:00 PM' });
    expect(todaysHours(store, thanksgivingNoon)).toBe('Closed');
    expect(openStatusText(openStatus(store, thanksgivingNoon))).toBe('Closed · Opens tomorrow 10:00 AM');
  });

  it('ends the day early on an early-close date', () => {
    const fridayFourPm = new Date('2026-11-27T21:00:00Z');
    expect(openStatus(store, new Date('2026-11-27T19:00:00Z'))).toEqual({ open: true, closesAt: '3:00 PM' });
    expect(openStatus(store, fridayFourPm)).toMatchObject({ open: false, opensAt: '8:00 AM', opensOn: 'tomorrow' });
  });

  it('applies on the store’s date, not the viewer’s: 11 PM Wednesday in Phoenix is Thursday in New York', () => {
    const lateWednesdayInPhoenix = new Date('2026-11-26T06:00:00Z');
    const phoenix = { ...store, timezone: 'America/Phoenix' };
    expect(todaysHours(phoenix, lateWednesdayInPhoenix)).toBe('8:00 AM - 10:00 PM');
    expect(todaysHours(store, lateWednesdayInPhoenix)).toBe('Closed');
  });

  it('shows the exception and its note in the store page’s week list', () => {
    const days = weekHours(store, thanksgivingNoon);
    expect(days[0]).toMatchObject({ date: '2026-11-26', hours: 'Closed', closed: true, note: 'Thanksgiving', exception: true });
    expect(days[1]).toMatchObject({ hours: '10:00 AM - 3:00 PM', closed: false, note: 'Early close', exception: true });
    expect(days[2]).toMatchObject({ hours: '8:00 AM - 11:00 PM', note: undefined, exception: false });
  });

  it('offers no delivery window on a closed date and none past an early close', () => {
    const windows = deliveryWindows(store, new Date('2026-11-26T05:00:00Z'), { leadMinutes: 0, windowMinutes: 120, days: 2 });
    const labels = windows.map((window) => window.label);
    expect(labels.some((label) => label.startsWith('Today'))).toBe(false);
    expect(labels.filter((label) => label.startsWith('Tomorrow'))).toEqual(['Tomorrow, 10:00 AM – 12:00 PM', 'Tomorrow, 12:00 PM – 2:00 PM']);
  });
});

describe('the exceptions a shopper is shown', () => {
  it('lists those from yesterday (its hours may run past midnight into today) for the given days, by date', () => {
    const later = { date: '2026-12-25', hours: 'Closed', note: 'Christmas' };
    const past = { date: '2026-11-24', hours: 'Closed', note: '' };
    const yesterday = { date: '2026-11-25', hours: '9:00 AM - 2:00 AM', note: 'Late night' };
    expect(upcomingExceptions(store, [later, blackFriday, past, thanksgiving, yesterday], thanksgivingNoon, 14)).toEqual([yesterday, thanksgiving, blackFriday]);
  });

  it('moves calendar dates across month and year ends', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts only lines the storefront can read', () => {
    expect(['Closed', '10:00 AM - 3:00 PM', '9 am - 9 pm', 'noon to midnight'].every(isReadableHoursLine)).toBe(true);
    expect(['', 'Open late', '25:00 - 3:00 PM', '10:00 AM'].some(isReadableHoursLine)).toBe(false);
  });
});
