import { TZDate } from '@date-fns/tz';
import { SPECIAL_YEAR_MAX, SPECIAL_YEAR_MIN } from './constants';

/**
 * A special's schedule as an operator reads it (README "Specials in the console"): start and end are
 * typed as wall-clock times in the store's time zone ('2026-12-24T18:00') and kept as instants, so a
 * special starts at 6 PM in Chicago whatever the server's or the browser's zone, across DST changes.
 */

/** 'YYYY-MM-DDTHH:mm', the value of an `<input type="datetime-local">`. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time names in `zone`; undefined when the text is not a real date and time
 * (Feb 30, 25:00) or its year is outside SPECIAL_YEAR_MIN..SPECIAL_YEAR_MAX (a year below 100 would be
 * read as 19xx, and the last hour of 9999 is an instant of year 10000 west of UTC, which the database
 * refuses). In the hour a DST change skips, the time moves forward with the clock.
 */
export function instantFromStoreTime(local: string, zone: string): Date | undefined {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (year < SPECIAL_YEAR_MIN || year > SPECIAL_YEAR_MAX || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const instant = new TZDate(year, month - 1, day, hour, minute, zone);
  if (instant.getFullYear() !== year || instant.getMonth() !== month - 1 || instant.getDate() !== day) return undefined;
  return new Date(instant.getTime());
}

const two = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time of an instant in `zone`, as 'YYYY-MM-DDTHH:mm'. */
export function storeTimeOf(instant: Date, zone: string): string {
  const local = new TZDate(instant.getTime(), zone);
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}T${two(local.getHours())}:${two(local.getMinutes())}`;
}

/** Where a special stands now: the console lists and filters by it. */
export const SPECIAL_STATES = ['live', 'scheduled', 'paused', 'ended'] as const;
export type SpecialState = (typeof SPECIAL_STATES)[number];

export interface SpecialWindow {
  startsAt: Date | null;
  endsAt: Date | null;
  pausedAt: Date | null;
}

/**
 * Ended once its end has passed (paused or not); paused while paused; scheduled before its start;
 * otherwise live. Only a live special applies to a menu or a cart (active-specials.ts reads the
 * same three columns).
 */
export function specialState(window: SpecialWindow, now: Date): SpecialState {
  if (window.endsAt && window.endsAt.getTime() <= now.getTime()) return 'ended';
  if (window.pausedAt) return 'paused';
  if (window.startsAt && window.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'live';
}

/** Whether two windows share an instant (an open start or end reaches forever that way). */
export function windowsOverlap(a: Pick<SpecialWindow, 'startsAt' | 'endsAt'>, b: Pick<SpecialWindow, 'startsAt' | 'endsAt'>): boolean {
  const startsBeforeOtherEnds = (x: typeof a, y: typeof b) => !x.startsAt || !y.endsAt || x.startsAt.getTime() < y.endsAt.getTime();
  return startsBeforeOtherEnds(a, b) && startsBeforeOtherEnds(b, a);
}
