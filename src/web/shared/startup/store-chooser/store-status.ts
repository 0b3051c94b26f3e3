import type { Store } from '@/api/store';
import {
  canShopUsage,
  DIVESTED_DEFAULT_MESSAGE,
  storeDisplayName as displayName,
  temporaryClosureLabel,
  usageAvailability,
} from '@/domain/store-ordering';
import { USAGE_TYPES, type UsageType } from '@/domain/usage-type';

export const DIVESTED_DEFAULT = DIVESTED_DEFAULT_MESSAGE;
export const COMING_SOON_TEXT = 'Coming Soon!';

export interface StoreTileStatus {
  /** Usage types the shopper can shop here (a 'Shop Medical' / 'Shop Adult Use' button each); not a temporarily closed one. */
  shoppable: UsageType[];
  /** Nothing can be shopped yet and a menu is coming: 'Coming Soon!'. */
  comingSoon: boolean;
  /** Menus that are coming while another is open (e.g. Adult Use at a medical store). */
  comingSoonUsages: UsageType[];
  /** Set for divested stores: the disclaimer, and no buttons. */
  divested: string | undefined;
  /** 'Store is Temporarily Closed' (both), or '... for Medical' / '... for Adult Use'. */
  closedNotice: string | undefined;
}

/** What a store tile shows (part 1 §2 store tile, §8 temporary closure and divested texts). */
export function storeTileStatus(store: Store): StoreTileStatus {
  if (store.is_divested) {
    return { shoppable: [], comingSoon: false, comingSoonUsages: [], divested: store.divested_disclaimer || DIVESTED_DEFAULT, closedNotice: undefined };
  }
  const shoppable = USAGE_TYPES.filter((usage) => canShopUsage(store, usage));
  const comingSoonUsages = USAGE_TYPES.filter((usage) => usageAvailability(store, usage) === 'coming-soon');
  return {
    shoppable,
    comingSoon: shoppable.length === 0 && comingSoonUsages.length > 0,
    comingSoonUsages,
    divested: undefined,
    closedNotice: temporaryClosureLabel(store),
  };
}

/** "123 Main St, Springfield, IL 62701" */
export function storeAddress(store: Pick<Store, 'address_1' | 'city' | 'state' | 'zip'>): string {
  return `${store.address_1}, ${store.city}, ${store.state} ${store.zip}`;
}

/** tel: link for a displayed number such as '(845) 555-0142'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The store's display name, 'Unknown Store' when missing (part 1 §8). */
export function storeDisplayName(store: Pick<Store, 'ecomm_display_name' | 'name'> | undefined): string {
  return displayName(store);
}
