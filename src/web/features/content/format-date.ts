import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * A publish date as 'MMM d, yyyy' (e.g. 'Mar 4, 2025'). Read in UTC: the content service stores a
 * publish day at midnight UTC, and a US time zone would otherwise show the day before.
 */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy', { in: tz('UTC') });
}
