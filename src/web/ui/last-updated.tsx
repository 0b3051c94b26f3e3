import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { DATA_AGE_NOTICE_MS } from '@/domain/constants';

const MINUTES_IN_DAY = 1_440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/**
 * '12 minutes', '3 hours', '2 days', '1 month', '2 years' from `from` to a later `to`, in the words and
 * rounding of date-fns' formatDistanceStrict: on the product list page, where date-fns and its English
 * locale weighed 3 KB gzipped for this one line. Days and longer count the clock's time, so a day
 * across a daylight saving change is still a day.
 */
function distanceInWords(from: number, to: number): string {
  const minutes = (to - from) / 60_000;
  const clockMinutes = minutes - (new Date(to).getTimezoneOffset() - new Date(from).getTimezoneOffset());
  if (minutes < 1) return count(Math.round((to - from) / 1000), 'second');
  if (minutes < 60) return count(Math.round(minutes), 'minute');
  if (minutes < MINUTES_IN_DAY) return count(Math.round(minutes / 60), 'hour');
  if (clockMinutes < MINUTES_IN_MONTH) return count(Math.round(clockMinutes / MINUTES_IN_DAY), 'day');
  if (clockMinutes < MINUTES_IN_YEAR) {
    const months = Math.round(clockMinutes / MINUTES_IN_MONTH);
    return months === 12 ? count(1, 'year') : count(months, 'month');
  }
  return count(Math.round(clockMinutes / MINUTES_IN_YEAR), 'year');
}

/** 'Updated 12 minutes ago', or nothing while the data is younger than DATA_AGE_NOTICE_MS. */
export function lastUpdatedText(updatedAt: number, now: number): string | undefined {
  if (!updatedAt || now - updatedAt < DATA_AGE_NOTICE_MS) return undefined;
  return `Updated ${distanceInWords(updatedAt, now)} ago`;
}

/**
 * When a list's data was last updated, once it is old enough to matter (README "What the device keeps
 * (offline-first)": a repeat visit or an offline one shows what the device kept). Re-reads the clock
 * every minute.
 */
export function LastUpdated({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const text = lastUpdatedText(updatedAt, Math.max(now, updatedAt));
  if (!text) return null;
  return <p className={cx(css({ fontSize: 'sm', color: 'muted' }), className)}>{text}</p>;
}
