import { categoryLabel, isCategory } from '@/domain/categories';
import { REPORT_ORDER_TYPE_LABELS, type ReportOrderType } from '@/domain/report-range';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';

/** How the report page writes its figures: whole counts with separators, durations in minutes or hours. */
const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => count.format(value);

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** 13 -> '1 PM', 0 -> '12 AM': the store's clock hour. */
export const formatHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** '2026-11-27' -> 'Nov 27' (a store day, not an instant: no zone may move it). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export const orderTypeLabel = (type: ReportOrderType) => REPORT_ORDER_TYPE_LABELS[type];
export const usageLabel = (usage: UsageType) => USAGE_LABEL[usage];
/** 'prerolls' -> 'Pre-Rolls': the menu's own name for a category; a key the menus no longer know reads as stored. */
export const categoryText = (category: string) => (isCategory(category) ? categoryLabel(category) : category);

export const STEP_LABELS = { ready: 'Placed to ready', picked_up: 'Placed to picked up', delivered: 'Placed to delivered' } as const;
export const DISCOUNT_KIND_LABELS = { item: 'Item special', bundle: 'Bundle', cart: 'Cart special', promo: 'Promo code', employee: 'Employee discount', rewards: 'Rewards' } as const;
export const POINT_KIND_LABELS = { issued: 'Issued (finished orders)', pending: 'Earning (open orders)', redeemed: 'Redeemed', returned: 'Given back (cancelled or rejected)' } as const;
export const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  awaiting_checkin: 'Awaiting check-in',
  submitted: 'Submitted',
  fulfilled: 'Ready',
  picked_up: 'Out for delivery',
};
