import { describe, expect, it } from 'vitest';
import { hoursLines } from './store-hours';
import { todaysDateLabel, weekHours } from './store-week';
import { EXTENDED, WEEKDAYS_ONLY, at } from './store-hours-test-kit';

describe("part 1 §2 store page: the week list, labelled 'dddd, MMM Do', starting today", () => {
  it("labels seven days from today in the store's zone", () => {
    const days = weekHours(at(EXTENDED, 'America/Phoenix'), new Date('2025-11-22T05:00:00Z'));
    expect(days.map((day) => day.label)).toEqual([
      'Friday, Nov 21st',
      'Saturday, Nov 22nd',
      'Sunday, Nov 23rd',
      'Monday, Nov 24th',
      'Tuesday, Nov 25th',
      'Wednesday, Nov 26th',
      'Thursday, Nov 27th',
    ]);
    expect(days[0]).toMatchObject({ isToday: true, hours: '8:00 AM - 11:00 PM', date: '2025-11-21' });
    expect(days.filter((day) => day.isToday)).toHaveLength(1);
  });

  it('the fall-back week (2026-11-01) has every date once, Sunday included', () => {
    // 23:30 on Saturday 31 October in New York (EDT, UTC-4).
    const days = weekHours(at(EXTENDED, 'America/New_York'), new Date('2026-11-01T03:30:00Z'));
    expect(days.map((day) => day.date)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    expect(days[1]).toMatchObject({ label: 'Sunday, Nov 1st', hours: '9:00 AM - 9:00 PM' });
  });

  it('late on the fall-back Sunday it is still Sunday (EST now, UTC-5)', () => {
    const now = new Date('2026-11-02T04:30:00Z'); // 23:30 Sunday in New York
    expect(weekHours(at(EXTENDED, 'America/New_York'), now)[0]!.label).toBe('Sunday, Nov 1st');
    expect(todaysDateLabel({ timezone: 'America/New_York' }, now)).toBe('Sunday, Nov 1st');
  });

  it('the spring-forward week (2026-03-08) keeps weekdays and dates in step', () => {
    // 23:30 on Saturday 7 March in New York (EST); the clocks go forward that night.
    const days = weekHours(at(EXTENDED, 'America/New_York'), new Date('2026-03-08T04:30:00Z'));
    expect(days.map((day) => `${day.weekday} ${day.date}`)).toEqual([
      'Saturday 2026-03-07',
      'Sunday 2026-03-08',
      'Monday 2026-03-09',
      'Tuesday 2026-03-10',
      'Wednesday 2026-03-11',
      'Thursday 2026-03-12',
      'Friday 2026-03-13',
    ]);
  });

  it('marks closed days and leaves missing lines empty', () => {
    const days = weekHours(at(WEEKDAYS_ONLY, 'America/New_York'), new Date('2026-01-11T17:00:00Z')); // Sunday
    expect(days[0]).toMatchObject({ weekday: 'Sunday', hours: 'Closed', closed: true });
    expect(days[1]).toMatchObject({ weekday: 'Monday', closed: false });

    const short = weekHours(at('Monday: 9:00 AM - 5:00 PM\nTuesday: 9:00 AM - 5:00 PM', null), new Date('2026-01-05T15:00:00Z'));
    expect(short.map((day) => day.hours)).toEqual(['9:00 AM - 5:00 PM', '9:00 AM - 5:00 PM', undefined, undefined, undefined, undefined, undefined]);
    expect(hoursLines('')).toEqual(Array(7).fill(undefined));
  });
});

