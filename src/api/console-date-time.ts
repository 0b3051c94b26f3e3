import * as z from 'zod/mini';
import { CONSOLE_FIRST_YEAR, CONSOLE_LAST_YEAR } from '@/domain/constants';

export const CONSOLE_DATE_TIME_MESSAGE = 'Use a date and time like 2026-12-01T09:00:00Z.';
export const CONSOLE_DATE_TIME_YEARS_MESSAGE = `Choose a date and time from ${CONSOLE_FIRST_YEAR} to ${CONSOLE_LAST_YEAR}.`;

/** Whether an ISO date-time falls within the console's years, read in UTC (where PostgreSQL stores it). */
function withinConsoleYears(value: string): boolean {
  const at = new Date(value);
  // A string that is not a date-time is the format check's to refuse, with its own message.
  if (Number.isNaN(at.getTime())) return true;
  const year = at.getUTCFullYear();
  return year >= CONSOLE_FIRST_YEAR && year <= CONSOLE_LAST_YEAR;
}

/**
 * An ISO date-time with an offset, as the console writes and filters by (publish dates, the audit
 * log's range): a year of 0000 or 9999 with an offset is a valid ISO string that PostgreSQL refuses,
 * so the years are bounded here and a client gets a 400 beside the field instead of a 500.
 */
export function consoleDateTime(formatMessage: string = CONSOLE_DATE_TIME_MESSAGE) {
  return z.iso
    .datetime({ offset: true, error: formatMessage })
    .check(z.refine(withinConsoleYears, CONSOLE_DATE_TIME_YEARS_MESSAGE));
}
