import type { Store } from '@/api/store';
import { DEFAULT_STORE_TIMEZONE } from '@/domain/constants';
import { USAGE_LABEL, USAGE_TYPES, usagePrefix, type UsageType } from '@/domain/usage-type';

export const DIVESTED_DEFAULT = 'This location is permanently closed';
export const COMING_SOON_TEXT = 'Coming Soon!';

export interface StoreTileStatus {
  /** Usage types the shopper can shop here (a 'Shop Medical' / 'Shop Adult Use' button each). */
  shoppable: UsageType[];
  comingSoon: boolean;
  /** Set for divested stores: the disclaimer, and no buttons. */
  divested: string | undefined;
  /** 'Store is Temporarily Closed' (both), or '... for Medical' / '... for Adult Use'. */
  closedNotice: string | undefined;
}

/** What a store tile shows (part 1 §2 store tile, §8 temporary closure and divested texts). */
export function storeTileStatus(store: Store): StoreTileStatus {
  if (store.is_divested) {
    return { shoppable: [], comingSoon: false, divested: store.divested_disclaimer || DIVESTED_DEFAULT, closedNotice: undefined };
  }
  const flag = (usage: UsageType, family: 'menu' | 'coming_soon') => store[`is_${usagePrefix(usage)}_${family}`];
  const shoppable = USAGE_TYPES.filter((usage) => flag(usage, 'menu') && !flag(usage, 'coming_soon'));
  const comingSoon = shoppable.length === 0 && USAGE_TYPES.some((usage) => flag(usage, 'coming_soon'));
  const closed = USAGE_TYPES.filter((usage) => store[`temp_closed_${usagePrefix(usage)}`] === 'closed' && shoppable.includes(usage));
  let closedNotice: string | undefined;
  if (closed.length > 0) {
    closedNotice = closed.length === shoppable.length && shoppable.length > 1
      ? 'Store is Temporarily Closed'
      : `Store is Temporarily Closed for ${closed.map((usage) => USAGE_LABEL[usage]).join(' and ')}`;
  }
  return { shoppable, comingSoon, divested: undefined, closedNotice };
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Today's line of the store's hours (seven lines, Monday first), in the store's time zone. */
export function todaysHours(store: Pick<Store, 'hours' | 'timezone'>, now: Date): string | undefined {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: store.timezone || DEFAULT_STORE_TIMEZONE }).format(now);
  const line = store.hours.split('\n')[WEEKDAYS.indexOf(weekday)]?.trim();
  // Lines may start with their day name ("Monday: 9 AM - 9 PM"); the tile says "Today:" instead.
  return line?.replace(/^[A-Za-z]+day:\s*/, '') || undefined;
}

/** "123 Main St, Springfield, IL 62701" */
export function storeAddress(store: Pick<Store, 'address_1' | 'city' | 'state' | 'zip'>): string {
  return `${store.address_1}, ${store.city}, ${store.state} ${store.zip}`;
}

export function storeDisplayName(store: Pick<Store, 'ecomm_display_name' | 'name'> | undefined): string {
  return store?.ecomm_display_name || store?.name || 'Unknown Store';
}
