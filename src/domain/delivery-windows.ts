import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { DELIVERY_LEAD_MINUTES, DELIVERY_WINDOW_DAYS, DELIVERY_WINDOW_MINUTES } from './constants';
import { exceptionOn, hoursLines, parseWindow, storeTimeZone, type StoreHoursInput } from './store-hours';

/**
 * The delivery windows a shopper may choose (part 2 §3 Delivery window, §8 'You must select a
 * delivery window'). Consecutive windows start on the hour inside each day's opening hours, in the
 * store's time zone, and end by closing. Wall times are turned into instants per day with
 * @date-fns/tz, so a window reads 10:00 AM on either side of a DST change.
 */

export interface DeliveryWindowOption {
  /** 'Today, 2:00 PM – 4:00 PM', 'Tomorrow, 10:00 AM – 12:00 PM', 'Mon, Nov 23, 10:00 AM – 12:00 PM' (store time). */
  label: string;
  /** start.toISOString(): what the client sends back. */
  value: string;
  start: Date;
  end: Date;
}

export interface DeliveryWindowOptions {
  /** Minutes between now and the earliest start. */
  leadMinutes?: number;
  windowMinutes?: number;
  /** Today and the days after it. */
  days?: number;
}

const MINUTES_PER_DAY = 24 * 60;

/** The instant of `minute` after the midnight of `day` in `zone`; undefined when a DST gap skips that wall time. */
function wallTime(day: TZDate, minute: number, zone: string): TZDate | undefined {
  const instant = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, minute, zone);
  const expected = minute % MINUTES_PER_DAY;
  return instant.getHours() * 60 + instant.getMinutes() === expected ? instant : undefined;
}

function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

function dayLabel(start: TZDate, today: TZDate): string {
  const key = format(start, 'yyyy-MM-dd');
  if (key === format(today, 'yyyy-MM-dd')) return 'Today';
  if (key === format(addDays(today, 1), 'yyyy-MM-dd')) return 'Tomorrow';
  return format(start, 'EEE, MMM d');
}

/**
 * The windows for today and the following days (DELIVERY_WINDOW_DAYS in all), each
 * DELIVERY_WINDOW_MINUTES long, starting at least DELIVERY_LEAD_MINUTES after `now`. A closed or
 * unreadable day has none; a dated exception replaces its day's hours. Yesterday's hours count too
 * when they run past midnight.
 */
export function deliveryWindows(
  store: Pick<StoreHoursInput, 'hours' | 'hour_exceptions'> & { timezone: string | null },
  now: Date,
  options: DeliveryWindowOptions = {},
): DeliveryWindowOption[] {
  const { leadMinutes = DELIVERY_LEAD_MINUTES, windowMinutes = DELIVERY_WINDOW_MINUTES, days = DELIVERY_WINDOW_DAYS } = options;
  const zone = storeTimeZone(store);
  const lines = hoursLines(store.hours);
  const today = new TZDate(now.getTime(), zone);
  const earliest = now.getTime() + leadMinutes * 60_000;
  const windows: DeliveryWindowOption[] = [];
  for (let offset = -1; offset < days; offset += 1) {
    const day = addDays(today, offset);
    const opening = parseWindow(exceptionOn(store, format(day, 'yyyy-MM-dd'))?.hours ?? lines[mondayIndex(day)]);
    if (!opening) continue;
    for (let minute = Math.ceil(opening.open / 60) * 60; minute + windowMinutes <= opening.close; minute += windowMinutes) {
      const start = wallTime(day, minute, zone);
      const end = wallTime(day, minute + windowMinutes, zone);
      if (!start || !end || start.getTime() < earliest) continue;
      windows.push({
        label: `${dayLabel(start, today)}, ${format(start, 'h:mm a')} – ${format(end, 'h:mm a')}`,
        value: new Date(start.getTime()).toISOString(),
        start: new Date(start.getTime()),
        end: new Date(end.getTime()),
      });
    }
  }
  return windows;
}

/** Whether the chosen start and end (ISO instants, any offset) are one of the offered windows. */
export function isOfferedWindow(windows: readonly DeliveryWindowOption[], startIso: string, endIso: string): boolean {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return windows.some((window) => window.start.getTime() === start && window.end.getTime() === end);
}
