import { canBrowseUsage, type StoreOrderingInput } from './store-ordering';
import { USAGE_LABEL, usagePrefix, type UsageType } from './usage-type';

/** The store switches that decide whether a shopper may fill a cart (part 1 §3 per-usage flags). */
export interface StoreCartInput extends StoreOrderingInput {
  is_med_carts_disabled: boolean;
  is_rec_carts_disabled: boolean;
  is_med_add_override: boolean;
  is_rec_add_override: boolean;
  is_med_users_disabled: boolean;
  is_rec_users_disabled: boolean;
}

/** Check 5 of the add-to-cart area: a store that turned ordering off for one kind of customer (is_*_users_disabled). */
export const storeRestrictionMessage = (usage: UsageType) => `This store isn't taking online orders from ${USAGE_LABEL[usage]} customers right now.`;

export interface StoreCartFacts {
  /** A menu that runs (not divested, not coming soon) and carts not switched off (is_*_carts_disabled). */
  ordersOnline: boolean;
  /** Ordering is paused (temp_closed_* ordering_off or closed). */
  paused: boolean;
  /** While paused, the store still lets shoppers fill a cart (is_*_add_override; part 1 §8 'You can still add items…'). */
  cartAllowedWhilePaused: boolean;
  /** Adding is refused because ordering is paused and the cart is not allowed meanwhile (check 6). */
  ordersPaused: boolean;
  restrictionMessage: string | undefined;
}

/**
 * What the store's switches mean for adding to a cart, for the add-to-cart gate's store facts
 * (src/domain/add-to-cart-gate.ts). The product page and carts/op/add-item both read them here.
 */
export function storeCartFacts(store: StoreCartInput, usage: UsageType): StoreCartFacts {
  const prefix = usagePrefix(usage);
  const paused = store[`temp_closed_${prefix}`] !== null;
  const cartAllowedWhilePaused = paused && store[`is_${prefix}_add_override`];
  return {
    ordersOnline: canBrowseUsage(store, usage) && !store[`is_${prefix}_carts_disabled`],
    paused,
    cartAllowedWhilePaused,
    ordersPaused: paused && !cartAllowedWhilePaused,
    restrictionMessage: store[`is_${prefix}_users_disabled`] ? storeRestrictionMessage(usage) : undefined,
  };
}
