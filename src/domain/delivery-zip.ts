import { canOrderUsage, type StoreOrderingInput } from './store-ordering';
import { usagePrefix, type UsageType } from './usage-type';
import { isFiveDigitZip } from './zip-code';

/**
 * The delivery check (part 1 §2 "Delivery slice", §4 delivery dialog, §5 "Delivery zip").
 */

/** Submit is enabled only at exactly 5 digits (part 1 §5; the field keeps digits only, zip-code.ts). */
export function canSubmitZip(zip: string): boolean {
  return isFiveDigitZip(zip);
}

export interface DeliveryStoreInput extends StoreOrderingInput {
  id: number;
  is_med_delivery: boolean;
  is_rec_delivery: boolean;
  delivery_valid_zips: readonly string[];
}

/** Whether a store delivers this usage type to the zip: it serves the zip (part 1 §5), delivers that usage type and takes orders for it. */
export function deliversTo(store: DeliveryStoreInput, zip: string, usage: UsageType): boolean {
  return (
    store[`is_${usagePrefix(usage)}_delivery`] &&
    store.delivery_valid_zips.includes(zip) &&
    canOrderUsage(store, usage)
  );
}

export type DeliveryCheck<T> =
  /** The current store delivers there: delivery is chosen directly (part 1 §4). */
  | { kind: 'current'; store: T }
  /** 'You're eligible for delivery from:' these stores. */
  | { kind: 'eligible'; stores: T[] }
  /** 'We don't offer delivery in that area.' */
  | { kind: 'none' };

/** The results step, from the stores the zip lookup returned (GET p/stores?delivery_zips={zip}). */
export function deliveryCheck<T extends DeliveryStoreInput>(
  found: readonly T[],
  zip: string,
  usage: UsageType,
  currentStoreId: number | undefined,
): DeliveryCheck<T> {
  const stores = found.filter((store) => deliversTo(store, zip, usage));
  const current = stores.find((store) => store.id === currentStoreId);
  if (current) return { kind: 'current', store: current };
  return stores.length > 0 ? { kind: 'eligible', stores } : { kind: 'none' };
}

export const DELIVERY_NOT_OFFERED_TITLE = "We don't offer delivery in that area.";

/** The text under the not-offered title (part 1 §8). */
export function deliveryNotOfferedText(zip: string): string {
  return `Sorry, but it looks like we don't deliver to ${zip}. Continue by shopping pickup or try to enter another zip code.`;
}

export const DELIVERY_ELIGIBLE_TITLE = "You're eligible for delivery from:";
