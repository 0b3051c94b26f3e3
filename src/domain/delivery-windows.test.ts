import { describe, expect, it } from 'vitest';
import { deliveryWindows, isOfferedWindow } from './delivery-windows';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Seven lines, Monday first, in the seed's format; null is 'Closed'. */
const week = (...windows: (string | null)[]) => DAYS.map((day, i) => `${day}: ${windows[i] ?? 'Closed'}`).join('\n');
const DAILY = week(...Array<string>(7).fill('10:00 AM - 8:00 PM'));
const store = (hours: string, timezone: string | null) => ({ hours, timezone });
const labels = (windows: ReturnType<typeof deliveryWindows>) => windows.map((window) => window.label);

describe('deliveryWindows: two-hour windows in store hours (part 2 §3 Delivery window)', () => {
  // Wednesday 14 January 2026, 12:10 PM in New York (17:10 UTC).
  const wednesdayNoon = new Date('2026-01-14T17:10:00Z');

  it('offers windows an hour ahead for today, tomorrow and the day after, labelled in store time', () => {
    const windows = deliveryWindows(store(DAILY, 'America/New_York'), wednesdayNoon);
    expect(labels(windows)).toEqual([
      'Today, 2:00 PM – 4:00 PM',
      'Today, 4:00 PM – 6:00 PM',
      'Today, 6:00 PM – 8:00 PM',
      'Tomorrow, 10:00 AM – 12:00 PM',
      'Tomorrow, 12:00 PM – 2:00 PM',
      'Tomorrow, 2:00 PM – 4:00 PM',
      'Tomorrow, 4:00 PM – 6:00 PM',
      'Tomorrow, 6:00 PM – 8:00 PM',
      'Fri, Jan 16, 10:00 AM – 12:00 PM',
      'Fri, Jan 16, 12:00 PM – 2:00 PM',
      'Fri, Jan 16, 2:00 PM – 4:00 PM',
      'Fri, Jan 16, 4:00 PM – 6:00 PM',
      'Fri, Jan 16, 6:00 PM – 8:00 PM',
    ]);
    expect(windows[0]).toEqual({
      label: 'Today, 2:00 PM – 4:00 PM',
      value: '2026-01-14T19:00:00.000Z',
      start: new Date('2026-01-14T19:00:00Z'),
      end: new Date('2026-01-14T21:00:00Z'),
    });
  });

  it('keeps the lead time: a window starting exactly an hour ahead is offered, one a minute short is not', () => {
    expect(deliveryWindows(store(DAILY, 'America/New_York'), new Date('2026-01-14T18:00:00Z'))[0]!.label).toBe('Today, 2:00 PM – 4:00 PM');
    expect(deliveryWindows(store(DAILY, 'America/New_York'), new Date('2026-01-14T18:01:00Z'))[0]!.label).toBe('Today, 4:00 PM – 6:00 PM');
  });

  it('starts on the first whole hour after opening and ends every window by closing', () => {
    const hours = week(...Array<string>(7).fill('9:30 AM - 4:30 PM'));
    const windows = deliveryWindows(store(hours, 'America/New_York'), new Date('2026-01-14T05:00:00Z'), { days: 1 });
    expect(labels(windows)).toEqual(['Today, 10:00 AM – 12:00 PM', 'Today, 12:00 PM – 2:00 PM', 'Today, 2:00 PM – 4:00 PM']);
  });

  it('offers nothing on a closed day or a day whose hours cannot be read', () => {
    const hours = week('10:00 AM - 8:00 PM', '10:00 AM - 8:00 PM', '10:00 AM - 8:00 PM', null, 'by appointment', '10:00 AM - 12:00 PM', null);
    const windows = deliveryWindows(store(hours, 'America/New_York'), new Date('2026-01-14T23:30:00Z')); // Wednesday 6:30 PM
    expect(windows).toEqual([]);
    const fromThursday = deliveryWindows(store(hours, 'America/New_York'), new Date('2026-01-15T15:00:00Z')); // Thursday 10 AM
    expect(labels(fromThursday)).toEqual(['Sat, Jan 17, 10:00 AM – 12:00 PM']);
  });

  it('counts hours past midnight, on the day they run into', () => {
    const lateNight = week(...Array<string>(7).fill('6:00 PM - 2:00 AM'));
    const wednesdayLate = new Date('2026-01-15T03:30:00Z'); // Wednesday 10:30 PM in New York
    expect(deliveryWindows(store(lateNight, 'America/New_York'), wednesdayLate, { days: 1 }).map((w) => w.label)).toEqual([
      'Tomorrow, 12:00 AM – 2:00 AM',
    ]);
    const thursdayMidnight = new Date('2026-01-15T05:00:00Z');
    expect(deliveryWindows(store(lateNight, 'America/New_York'), thursdayMidnight, { days: 1, leadMinutes: 0 })[0]!.label).toBe(
      'Today, 12:00 AM – 2:00 AM',
    );
  });
});

describe("deliveryWindows in the store's time zone (part 1 §3 Store timezone)", () => {
  // Wednesday 8 July 2026, 15:00 UTC: 10:00 AM in Chicago (CDT, UTC-5), 8:00 AM in Phoenix (MST all year, UTC-7).
  const summerMorning = new Date('2026-07-08T15:00:00Z');

  it('reads opening hours on the Chicago and Phoenix clocks', () => {
    const chicago = deliveryWindows(store(DAILY, 'America/Chicago'), summerMorning);
    const phoenix = deliveryWindows(store(DAILY, 'America/Phoenix'), summerMorning);
    expect(chicago[0]).toMatchObject({ label: 'Today, 12:00 PM – 2:00 PM', value: '2026-07-08T17:00:00.000Z' });
    expect(phoenix[0]).toMatchObject({ label: 'Today, 10:00 AM – 12:00 PM', value: '2026-07-08T17:00:00.000Z' });
    // 14:00 UTC in January: 7:00 AM in Phoenix (still UTC-7), 8:00 AM in Chicago (now UTC-6); both open at 10.
    const winter = new Date('2026-01-14T14:00:00Z');
    expect(deliveryWindows(store(DAILY, 'America/Phoenix'), winter)[0]!.value).toBe('2026-01-14T17:00:00.000Z');
    expect(deliveryWindows(store(DAILY, 'America/Chicago'), winter)[0]!.value).toBe('2026-01-14T16:00:00.000Z');
  });

  it("names today by the store's date: late Wednesday in Phoenix is already Thursday in New York", () => {
    const instant = new Date('2026-07-09T05:30:00Z');
    expect(deliveryWindows(store(DAILY, 'America/Phoenix'), instant)[0]!.label).toBe('Tomorrow, 10:00 AM – 12:00 PM');
    expect(deliveryWindows(store(DAILY, 'America/New_York'), instant)[0]!.label).toBe('Today, 10:00 AM – 12:00 PM');
  });

  it('uses America/New_York when the store has no zone', () => {
    expect(deliveryWindows(store(DAILY, null), new Date('2026-01-14T17:10:00Z'))[0]!.value).toBe('2026-01-14T19:00:00.000Z');
  });
});

describe('deliveryWindows across DST changes', () => {
  it('keeps 10:00 AM on the wall clock the day clocks spring forward (Sunday 8 March 2026)', () => {
    const saturdayEvening = new Date('2026-03-08T01:00:00Z'); // Saturday 8:00 PM EST
    const windows = deliveryWindows(store(DAILY, 'America/New_York'), saturdayEvening);
    expect(windows[0]).toMatchObject({
      label: 'Tomorrow, 10:00 AM – 12:00 PM',
      value: '2026-03-08T14:00:00.000Z', // EDT, not the EST 15:00Z of the day before
      end: new Date('2026-03-08T16:00:00Z'),
    });
    expect(windows.find((window) => window.label === 'Mon, Mar 9, 10:00 AM – 12:00 PM')?.value).toBe('2026-03-09T14:00:00.000Z');
  });

  it('moves back an hour when clocks fall back (Sunday 1 November 2026)', () => {
    const windows = deliveryWindows(store(DAILY, 'America/New_York'), new Date('2026-10-31T12:00:00Z')); // Saturday 8:00 AM EDT
    expect(windows[0]).toMatchObject({ label: 'Today, 10:00 AM – 12:00 PM', value: '2026-10-31T14:00:00.000Z' });
    expect(windows.find((window) => window.label === 'Tomorrow, 10:00 AM – 12:00 PM')?.value).toBe('2026-11-01T15:00:00.000Z');
  });

  it('skips a window that would start or end at a wall time the spring change skips', () => {
    const overnight = week(...Array<string>(7).fill('12:00 AM - 6:00 AM'));
    const windows = deliveryWindows(store(overnight, 'America/New_York'), new Date('2026-03-08T05:00:00Z'), { days: 1, leadMinutes: 0 }); // Sunday midnight EST
    expect(labels(windows)).toEqual(['Today, 4:00 AM – 6:00 AM']);
    expect(windows[0]!.value).toBe('2026-03-08T08:00:00.000Z');
  });
});

describe('isOfferedWindow (part 2 §8: a chosen window must be one offered)', () => {
  const windows = deliveryWindows(store(DAILY, 'America/New_York'), new Date('2026-01-14T17:10:00Z'));

  it('matches the same instants written with any offset', () => {
    expect(isOfferedWindow(windows, '2026-01-14T19:00:00.000Z', '2026-01-14T21:00:00.000Z')).toBe(true);
    expect(isOfferedWindow(windows, '2026-01-14T14:00:00-05:00', '2026-01-14T16:00:00-05:00')).toBe(true);
  });

  it('refuses another end, a past window and text that is not a date', () => {
    expect(isOfferedWindow(windows, '2026-01-14T19:00:00.000Z', '2026-01-14T22:00:00.000Z')).toBe(false);
    expect(isOfferedWindow(windows, '2026-01-14T15:00:00.000Z', '2026-01-14T17:00:00.000Z')).toBe(false);
    expect(isOfferedWindow(windows, 'soon', '2026-01-14T21:00:00.000Z')).toBe(false);
  });
});
