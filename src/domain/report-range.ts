import { CONSOLE_FIRST_YEAR, CONSOLE_LAST_YEAR, REPORT_MAX_DAYS } from './constants';

/**
 * Console report ranges and groupings (README "Reports"): dates are yyyy-MM-dd days of the store's
 * own calendar, both ends included; an order belongs to the store day (and hour) it was placed in,
 * in the store's time zone. Pure: the caller passes the store's today.
 */
export const REPORT_RANGE_MESSAGES = {
  date: 'Use a date like 2026-12-25.',
  years: `Choose a date from ${CONSOLE_FIRST_YEAR} to ${CONSOLE_LAST_YEAR}.`,
  order: 'The end date must be on or after the start date.',
  tooLong: `Choose at most ${REPORT_MAX_DAYS} days.`,
} as const;

const DAY_MS = 86_400_000;
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not). */
export function isReportDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = utcDay(date);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}

/** Why a report date is refused (not a real date, or outside the console's years), or undefined. */
export function reportDateProblem(date: string): string | undefined {
  if (!isReportDate(date)) return REPORT_RANGE_MESSAGES.date;
  const year = Number(date.slice(0, 4));
  return year < CONSOLE_FIRST_YEAR || year > CONSOLE_LAST_YEAR ? REPORT_RANGE_MESSAGES.years : undefined;
}

/** The date `days` after (or before, when negative) a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function rangeLength(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS) + 1;
}

/** Every date of the range in order, so a day without orders still has its row. */
export function rangeDates(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, rangeLength(from, to)) }, (_, index) => addDays(from, index));
}

/** What is wrong with a range of valid dates, keyed by the field to fix, or undefined. */
export function reportRangeProblem(from: string, to: string): { field: 'to'; message: string } | undefined {
  const length = rangeLength(from, to);
  if (length < 1) return { field: 'to', message: REPORT_RANGE_MESSAGES.order };
  if (length > REPORT_MAX_DAYS) return { field: 'to', message: REPORT_RANGE_MESSAGES.tooLong };
  return undefined;
}

export const REPORT_PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = { today: 'Today', last_7_days: 'Last 7 days', last_30_days: 'Last 30 days' };

/** A preset as a range ending on the store's `today` (itself included). */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  const days = preset === 'today' ? 1 : preset === 'last_7_days' ? 7 : 30;
  return { from: addDays(today, 1 - days), to: today };
}

/**
 * How reports group orders by type (DECISIONS.md "Order types"): curbside and check-in are pickups
 * with a flag, so a pickup is reported as the one it was. Check-in orders are the in-store ones
 * (kiosk or counter).
 */
export const REPORT_ORDER_TYPES = ['pickup', 'curbside', 'checkin', 'delivery'] as const;
export type ReportOrderType = (typeof REPORT_ORDER_TYPES)[number];
export const REPORT_ORDER_TYPE_LABELS: Record<ReportOrderType, string> = { pickup: 'Pickup', curbside: 'Curbside', checkin: 'In-store check-in', delivery: 'Delivery' };

export function reportOrderType(order: { orderType: string; curbsidePickup: boolean; checkin: boolean }): ReportOrderType {
  if (order.orderType === 'delivery') return 'delivery';
  if (order.checkin) return 'checkin';
  return order.curbsidePickup ? 'curbside' : 'pickup';
}

/** An average of whole cents, to the nearest cent (0 for no orders). */
export const averageCents = (totalCents: number, count: number): number => (count > 0 ? Math.round(totalCents / count) : 0);

