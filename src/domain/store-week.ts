import { tz, TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { addDaysToDate, exceptionOn, hoursLines, isClosedLine, storeClock, storeTimeZone, WEEKDAYS, type HourException, type StoreHoursInput, type Weekday } from './store-hours';

/**
 * The store page's dated week list and closure date (part 1 §2, §8), computed in the store's time
 * zone with date-fns and @date-fns/tz so day arithmetic stays right across DST changes.
 */

/** One day of the week list. `hours` is the line without its day name; undefined when the line is missing. */
export interface DayHours {
  weekday: Weekday;
  /** 'Friday, Nov 21st' */
  label: string;
  /** 'yyyy-MM-dd' in the store's zone: a stable key. */
  date: string;
  hours: string | undefined;
  /** Why this date's hours differ from the weekday's (a dated exception's note); undefined on a usual day. */
  note: string | undefined;
  /** The date has an exception to the weekly hours. */
  exception: boolean;
  closed: boolean;
  isToday: boolean;
}

/** The store page's day label, 'dddd, MMM Do' in the spec's notation (part 1 §2), e.g. 'Friday, Nov 21st'. */
export const DAY_LABEL_PATTERN = 'EEEE, MMM do';

/** Monday-first index (0..6) of a date's weekday. */
function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/** `now` as a date in the store's zone (date-fns then counts days and weekdays there). */
export function storeNow(store: Pick<StoreHoursInput, 'timezone'>, now: Date): TZDate {
  return new TZDate(now.getTime(), storeTimeZone(store));
}

/** The week list of the store page (part 1 §2 'More'): seven days starting today, each labelled. */
export function weekHours(store: StoreHoursInput, now: Date): DayHours[] {
  const lines = hoursLines(store.hours);
  const zone = tz(storeTimeZone(store));
  return Array.from({ length: 7 }, (_, offset) => {
    const day = addDays(now, offset, { in: zone });
    const date = format(day, 'yyyy-MM-dd');
    const exception = exceptionOn(store, date);
    const hours = exception?.hours ?? lines[mondayIndex(day)];
    return {
      weekday: WEEKDAYS[mondayIndex(day)]!,
      label: format(day, DAY_LABEL_PATTERN),
      date,
      hours,
      note: exception?.note || undefined,
      exception: exception !== undefined,
      closed: isClosedLine(hours),
      isToday: offset === 0,
    };
  });
}

/** Today's date as the closure notice writes it, in the store's zone (part 1 §8), e.g. 'Friday, Nov 21st'. */
export function todaysDateLabel(store: Pick<StoreHoursInput, 'timezone'>, now: Date): string {
  return format(storeNow(store, now), DAY_LABEL_PATTERN);
}

/**
 * The exceptions dated from yesterday (store time) to `days` days ahead, by date: what a store's
 * shoppers are shown. Yesterday's counts because its hours may run past midnight into today.
 */
export function upcomingExceptions(
  store: Pick<StoreHoursInput, 'timezone'>,
  exceptions: readonly HourException[],
  now: Date,
  days: number,
): HourException[] {
  const today = storeClock(store, now).date;
  const start = addDaysToDate(today, -1);
  const end = addDaysToDate(today, days);
  return exceptions.filter((exception) => exception.date >= start && exception.date < end).sort((a, b) => a.date.localeCompare(b.date));
}
