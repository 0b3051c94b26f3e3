import { otherUsageType, USAGE_LABEL, USAGE_TYPES, usagePrefix, type UsageType } from './usage-type';

/** The store fields that decide whether a usage type can be shopped and ordered (part 1 §3, §4). */
export interface StoreOrderingInput {
  name?: string | null;
  ecomm_display_name?: string | null;
  is_divested: boolean;
  is_med_menu: boolean;
  is_rec_menu: boolean;
  is_med_coming_soon: boolean;
  is_rec_coming_soon: boolean;
  temp_closed_med: 'closed' | 'ordering_off' | null;
  temp_closed_rec: 'closed' | 'ordering_off' | null;
}

export type UsageAvailability = 'open' | 'ordering-off' | 'temporarily-closed' | 'coming-soon' | 'no-menu' | 'divested';

export const DIVESTED_DEFAULT_MESSAGE = 'This location is permanently closed';
export const NO_ONLINE_ORDERING_MESSAGE = "This store doesn't allow online ordering.";
export const ORDERING_UNAVAILABLE_MESSAGE =
  'Online ordering is currently not available. Please check our store hours below.';
export const ORDERING_PAUSED_MESSAGE = 'Online ordering will reopen again soon.';
export const TEMP_CLOSED_FOLLOW_UP = 'Please check back here for updates—we appreciate your patience.';

/** Where a store stands for one usage type; the first that applies wins. */
export function usageAvailability(store: StoreOrderingInput, usage: UsageType): UsageAvailability {
  const prefix = usagePrefix(usage);
  if (store.is_divested) return 'divested';
  if (store[`is_${prefix}_coming_soon`]) return 'coming-soon';
  if (!store[`is_${prefix}_menu`]) return 'no-menu';
  const closure = store[`temp_closed_${prefix}`];
  if (closure === 'closed') return 'temporarily-closed';
  if (closure === 'ordering_off') return 'ordering-off';
  return 'open';
}

/** A shopper can browse a usage type's menu unless the store is divested, coming soon or has no such menu. */
export function canBrowseUsage(store: StoreOrderingInput, usage: UsageType): boolean {
  const state = usageAvailability(store, usage);
  return state === 'open' || state === 'ordering-off' || state === 'temporarily-closed';
}

/** Orders can be placed only when the usage type is open. */
export function canOrderUsage(store: StoreOrderingInput, usage: UsageType): boolean {
  return usageAvailability(store, usage) === 'open';
}

/**
 * Whether the shopper is offered this usage type to shop (a tile's 'Shop Medical' / 'Shop Adult
 * Use', a store-scoped link): its menu is open, or open with online ordering paused (the cart still
 * fills, part 1 §8). A store closed for good, a menu still coming or temporarily closed is not offered;
 * the tile says why instead (part 1 §2 store tile).
 */
export function canShopUsage(store: StoreOrderingInput, usage: UsageType): boolean {
  const state = usageAvailability(store, usage);
  return state === 'open' || state === 'ordering-off';
}

/**
 * The usage type a store link switches the shopper to: the one being shopped when the store offers
 * it, else the other one it offers; undefined when it offers neither, and the link must not switch
 * stores (part 1 §8 'There was an issue when trying to navigate to the store...').
 */
export function shoppableUsage(store: StoreOrderingInput, preferred: UsageType): UsageType | undefined {
  return [preferred, otherUsageType(preferred)].find((usage) => canShopUsage(store, usage));
}

/**
 * Whether 'Open now · Closes …' / 'Closed · Opens …' means anything for this store: only while it is
 * open for business for some usage type. A store closed for good, one whose menus are all still
 * coming, or one temporarily closed for every menu would read as open by its posted hours.
 */
export function showsOpenStatus(store: StoreOrderingInput): boolean {
  return USAGE_TYPES.some((usage) => canShopUsage(store, usage));
}

/** The display name the spec uses everywhere, with 'Unknown Store' when missing (part 1 §8). */
export function storeDisplayName(store: Pick<StoreOrderingInput, 'name' | 'ecomm_display_name'> | null | undefined): string {
  return store?.ecomm_display_name || store?.name || 'Unknown Store';
}

/**
 * Which usage types a store is temporarily closed for: both, one, or none. Tile text is
 * 'Store is Temporarily Closed for Medical/Adult Use' (part 1 §2).
 */
export function temporaryClosureLabel(store: StoreOrderingInput): string | undefined {
  const med = store.temp_closed_med === 'closed' && store.is_med_menu;
  const rec = store.temp_closed_rec === 'closed' && store.is_rec_menu;
  if (!med && !rec) return undefined;
  if (med && rec) return 'Store is Temporarily Closed';
  return `Store is Temporarily Closed for ${USAGE_LABEL[med ? 'medical' : 'recreational']}`;
}

/**
 * The closure notice (part 1 §8): '{store} is temporarily closed today, {date}' plus ' for Medical'
 * or ' for Adult Use' where only one usage type is closed. `dateText` is formatted by the caller
 * in the store's time zone.
 */
export function temporaryClosureNotice(store: StoreOrderingInput, dateText: string): string | undefined {
  const med = store.temp_closed_med === 'closed' && store.is_med_menu;
  const rec = store.temp_closed_rec === 'closed' && store.is_rec_menu;
  if (!med && !rec) return undefined;
  const scope = med && rec ? '' : ` for ${USAGE_LABEL[med ? 'medical' : 'recreational']}`;
  return `${storeDisplayName(store)} is temporarily closed today, ${dateText}${scope}`;
}
