import { tz, TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { DEFAULT_STORE_TIMEZONE } from './constants';

/**
 * Store hours in the store's own time zone (part 1 §3 Store: `hours` is newline-separated, seven
 * lines for a week, Monday first; `timezone` defaults to America/New_York). Every function takes
 * `now`, so the same instant reads as Friday night in Phoenix and Saturday in New York.
 */
export interface StoreHoursInput {
  hours: string;
  timezone?: string | null;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The store page's day label, 'dddd, MMM Do' in the spec's notation (part 1 §2), e.g. 'Friday, Nov 21st'. */
export const DAY_LABEL_PATTERN = 'EEEE, MMM do';

/** One day of the week list. `hours` is the line without its day name; undefined when the line is missing. */
export interface DayHours {
  weekday: Weekday;
  /** 'Friday, Nov 21st' */
  label: string;
  /** 'yyyy-MM-dd' in the store's zone: a stable key. */
  date: string;
  hours: string | undefined;
  closed: boolean;
  isToday: boolean;
}

/** The store's IANA zone, or the default when it is empty or unknown to this runtime. */
export function storeTimeZone(store: Pick<StoreHoursInput, 'timezone'>): string {
  const zone = store.timezone?.trim();
  if (!zone) return DEFAULT_STORE_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_STORE_TIMEZONE;
  }
}

/** `now` as a date in the store's zone (date-fns then counts days and weekdays there). */
export function storeNow(store: Pick<StoreHoursInput, 'timezone'>, now: Date): TZDate {
  return new TZDate(now.getTime(), storeTimeZone(store));
}

// "Monday: 9 AM - 9 PM" and "Mon: ..." carry their day name; the UI prints its own label instead.
const DAY_PREFIX = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?\s*:\s*/i;

/** The seven lines, Monday first, each without its day name; missing or blank lines are undefined. */
export function hoursLines(hours: string): (string | undefined)[] {
  const lines = hours.split(/\r?\n/);
  return WEEKDAYS.map((_, index) => lines[index]?.trim().replace(DAY_PREFIX, '').trim() || undefined);
}

/** Monday-first index (0..6) of a date's weekday. */
function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

function isClosedLine(line: string | undefined): boolean {
  return line !== undefined && /^closed\b/i.test(line);
}

/** Today's line (in the store's zone), e.g. '9:00 AM - 9:00 PM' or 'Closed'; undefined when missing. */
export function todaysHours(store: StoreHoursInput, now: Date): string | undefined {
  return hoursLines(store.hours)[mondayIndex(storeNow(store, now))];
}

/** The week list of the store page (part 1 §2 'More'): seven days starting today, each labelled. */
export function weekHours(store: StoreHoursInput, now: Date): DayHours[] {
  const lines = hoursLines(store.hours);
  const zone = tz(storeTimeZone(store));
  return Array.from({ length: 7 }, (_, offset) => {
    const day = addDays(now, offset, { in: zone });
    const hours = lines[mondayIndex(day)];
    return {
      weekday: WEEKDAYS[mondayIndex(day)]!,
      label: format(day, DAY_LABEL_PATTERN),
      date: format(day, 'yyyy-MM-dd'),
      hours,
      closed: isClosedLine(hours),
      isToday: offset === 0,
    };
  });
}

/** Today's date as the closure notice writes it, in the store's zone (part 1 §8), e.g. 'Friday, Nov 21st'. */
export function todaysDateLabel(store: Pick<StoreHoursInput, 'timezone'>, now: Date): string {
  return format(storeNow(store, now), DAY_LABEL_PATTERN);
}

/** Minutes after midnight, parsed from '9:00 AM', '9 am', '9:30pm', 'noon', 'midnight'. */
function parseClock(text: string): number | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'noon') return 12 * 60;
  if (word === 'midnight') return 0;
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(word);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return (hour % 12) * 60 + minute + (match[3]!.toLowerCase() === 'p' ? 12 * 60 : 0);
}

/** An opening window in minutes after midnight; `close` past 24 h when the store closes after midnight. */
interface Window {
  open: number;
  close: number;
  openText: string;
  closeText: string;
}

function parseWindow(line: string | undefined): Window | undefined {
  if (!line || isClosedLine(line)) return undefined;
  const [openText, closeText, ...rest] = line.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (!openText || !closeText || rest.length > 0) return undefined;
  const open = parseClock(openText);
  const close = parseClock(closeText);
  if (open === undefined || close === undefined) return undefined;
  return { open, close: close <= open ? close + 24 * 60 : close, openText: openText.trim(), closeText: closeText.trim() };
}

export type OpenStatus =
  | { open: true; closesAt: string }
  | { open: false; opensAt: string | undefined; opensOn: 'today' | 'tomorrow' | Weekday | undefined };

/**
 * Whether the store is open at `now` in its zone, when its hours can be read ('9:00 AM - 9:00 PM',
 * 'Closed'). Undefined when today's or a needed line is missing or not in that form (the UI then
 * shows the text as written). A window closing after midnight counts into the next morning.
 */
export function openStatus(store: StoreHoursInput, now: Date): OpenStatus | undefined {
  const lines = hoursLines(store.hours);
  const local = storeNow(store, now);
  const today = mondayIndex(local);
  const minute = local.getHours() * 60 + local.getMinutes();
  const parsed = lines.map(parseWindow);
  const readable = (index: number) => parsed[index] !== undefined || isClosedLine(lines[index]);
  if (!readable(today)) return undefined;

  const yesterday = parsed[(today + 6) % 7];
  if (yesterday && yesterday.close > 24 * 60 && minute < yesterday.close - 24 * 60) {
    return { open: true, closesAt: yesterday.closeText };
  }
  const window = parsed[today];
  if (window && minute >= window.open && minute < window.close) return { open: true, closesAt: window.closeText };
  if (window && minute < window.open) return { open: false, opensAt: window.openText, opensOn: 'today' };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = parsed[(today + ahead) % 7];
    if (next) return { open: false, opensAt: next.openText, opensOn: ahead === 1 ? 'tomorrow' : WEEKDAYS[(today + ahead) % 7] };
  }
  return { open: false, opensAt: undefined, opensOn: undefined };
}

/** 'Open now · Closes 9:00 PM', 'Closed · Opens 10:00 AM', '... Opens tomorrow 9:00 AM', '... Opens Monday 9:00 AM'. */
export function openStatusText(status: OpenStatus | undefined): string | undefined {
  if (!status) return undefined;
  if (status.open) return `Open now · Closes ${status.closesAt}`;
  if (!status.opensAt) return 'Closed';
  const day = status.opensOn === 'today' || !status.opensOn ? '' : `${status.opensOn} `;
  return `Closed · Opens ${day}${status.opensAt}`;
}
