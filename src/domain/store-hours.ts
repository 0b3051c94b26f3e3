import { DEFAULT_STORE_TIMEZONE } from './constants';

/**
 * Store hours in the store's own time zone (part 1 §3 Store: `hours` is newline-separated, seven
 * lines for a week, Monday first; `timezone` defaults to America/New_York). Every function takes
 * `now`, so the same instant reads as Friday night in Phoenix and Saturday in New York. These run in
 * the app shell (tiles, header), so they use the platform's Intl; the dated week list is store-week.ts.
 */
export interface StoreHoursInput {
  hours: string;
  timezone?: string | null;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The store's IANA zone, or the default when it is empty or unknown to this runtime. */
export function storeTimeZone(store: Pick<StoreHoursInput, 'timezone'>): string {
  const zone = store.timezone?.trim();
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_STORE_TIMEZONE;
}

/** Whether this runtime knows the IANA zone (what a store's `timezone` must name). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The store's wall clock at `now`: Monday-first weekday index (0..6) and minutes after midnight. */
export function storeClock(store: Pick<StoreHoursInput, 'timezone'>, now: Date): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: storeTimeZone(store),
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday') as Weekday);
  return { weekday: Math.max(weekday, 0), minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

// "Monday: 9 AM - 9 PM" and "Mon: ..." carry their day name; the UI prints its own label instead.
const DAY_PREFIX = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?\s*:\s*/i;

/** The seven lines, Monday first, each without its day name; missing or blank lines are undefined. */
export function hoursLines(hours: string): (string | undefined)[] {
  const lines = hours.split(/\r?\n/);
  return WEEKDAYS.map((_, index) => lines[index]?.trim().replace(DAY_PREFIX, '').trim() || undefined);
}

export function isClosedLine(line: string | undefined): boolean {
  return line !== undefined && /^closed\b/i.test(line);
}

/** Whether a day's line reads as 'Closed' or one opening window ('10:00 AM - 3:00 PM'): what the console may save. */
export function isReadableHoursLine(line: string): boolean {
  return isClosedLine(line.trim()) || parseWindow(line.trim()) !== undefined;
}

/** Today's line (in the store's zone), e.g. '9:00 AM - 9:00 PM' or 'Closed'; undefined when missing. */
export function todaysHours(store: StoreHoursInput, now: Date): string | undefined {
  return hoursLines(store.hours)[storeClock(store, now).weekday];
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
export interface OpeningWindow {
  open: number;
  close: number;
  openText: string;
  closeText: string;
}

/** One day's hours line as minutes after its midnight, or undefined when closed or unreadable. */
export function parseWindow(line: string | undefined): OpeningWindow | undefined {
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
  const { weekday: today, minute } = storeClock(store, now);
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
