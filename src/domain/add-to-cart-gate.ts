import { NO_MEDICAL_CARD_STATES, orderingRight, type AssociationFacts } from './store-association';
import { USAGE_LABEL, type UsageType } from './usage-type';

/**
 * The add-to-cart area's one message (part 1 §4, the 16 checks in order; part 1 §5 enabling rules;
 * part 2 §5 medical rules). The first check that applies is the answer; none means the shopper can
 * add. The product page shows it, and carts/op/add-item refuses with the same reason, so the UI
 * explains exactly what the server enforces.
 */
export type AddToCartBlock =
  | { reason: 'store-not-ordering'; message: string }
  | { reason: 'not-logged-in' }
  | { reason: 'needs-medical-card'; message: string }
  | { reason: 'card-from-other-state'; message: string }
  | { reason: 'store-restriction'; message: string }
  | { reason: 'orders-temporarily-off'; message: string }
  | { reason: 'account-not-confirmed'; message: string }
  | { reason: 'no-contact-method'; message: string }
  | { reason: 'out-of-stock'; message: string }
  | { reason: 'product-at-other-store' }
  | { reason: 'product-other-usage' }
  | { reason: 'category-limit-reached'; message: string }
  | { reason: 'cart-would-hit-limit'; message: string; room: number }
  | { reason: 'needs-medical-association' }
  | { reason: 'order-for-other-usage'; message: string }
  | { reason: 'cart-at-other-store' };

export type AddToCartDecision = { canAdd: true; room: number | undefined } | ({ canAdd: false } & AddToCartBlock);

export interface AddToCartFacts {
  usage: UsageType;
  store: {
    id: number;
    state: string;
    /** The store takes online orders for this usage type (menu open, ordering switched on, not divested). */
    ordersOnline: boolean;
    /** A store-specific restriction message, when the store has one for this usage type. */
    restrictionMessage?: string;
    /** Ordering paused (temporarily off or temporarily closed for this usage type). */
    ordersPaused: boolean;
    requiresMedicalCard: boolean;
  };
  /** Undefined when nobody is signed in. */
  user?: {
    isPortalUser: boolean;
    /** A rejected or suspended association, or no confirmed email: the account is not in good standing. */
    accountConfirmed: boolean;
    /** A transactional contact method other than none, with a verified (or re-verified) phone when it is text. */
    hasContactMethod: boolean;
    /** Non-expired cards only. */
    medicalCardStates: readonly string[];
    associations: readonly AssociationFacts[];
  };
  product: { storeId: number; usageType: UsageType; sellable: number; category: string; categoryLabel: string };
  /** The shopper's open cart, if any. */
  cart?: { storeId: number; usageType: UsageType; quantityInCategory: number };
  /** The store's purchase limit for this category and usage type (med_limit / rec_limit), when numeric. */
  categoryLimit?: number;
  /** The quantity the shopper wants to add. */
  quantity: number;
}

export const ADD_TO_CART_MESSAGES = {
  storeNotOrdering: "This store doesn't allow online ordering.",
  accountNotConfirmed: 'Your account is not confirmed. Please email us if you have questions.',
  /** part 2 §8 "Medical cards and associations": a rejected or suspended association for the store and usage type. */
  associationDenied: 'Sorry. Your request has been denied. Please email us if you have questions.',
  noContactMethod: 'Before adding any items to your cart, you must set a contact method so you can receive order notifications.',
  outOfStock: 'Out of Stock',
  ordersPaused: 'Online ordering will reopen again soon.',
  needsCard: (state: string) => `You don't have a medical card saved for ${state}. You must add one to purchase this item.`,
  cardOtherState: (cardState: string, storeState: string) => `Your ${cardState} medical card isn't valid in ${storeState}. You must replace it to purchase this item.`,
  limitReached: (category: string, limit: number) => `${category} are limited to ${limit} per order. You've reached your limit.`,
  room: (room: number) => `You have room for ${room} more in your cart.`,
  otherUsage: (item: UsageType, order: UsageType) => `This item is ${USAGE_LABEL[item]} but the current order is for ${USAGE_LABEL[order]} products.`,
} as const;

const block = (value: AddToCartBlock): AddToCartDecision => ({ canAdd: false, ...value });

export function addToCartDecision(facts: AddToCartFacts): AddToCartDecision {
  const { store, user, product, cart, usage } = facts;
  const medical = usage === 'medical';
  // 1. The store must take online orders for the usage type.
  if (!store.ordersOnline) return block({ reason: 'store-not-ordering', message: ADD_TO_CART_MESSAGES.storeNotOrdering });
  // 2. Sign in or register.
  if (!user) return block({ reason: 'not-logged-in' });
  const staff = user.isPortalUser;
  // 3-4. Medical card rules (staff order on behalf and bypass the customer's restrictions).
  if (!staff && medical && store.requiresMedicalCard) {
    if (user.medicalCardStates.length === 0) return block({ reason: 'needs-medical-card', message: ADD_TO_CART_MESSAGES.needsCard(store.state) });
    if (!user.medicalCardStates.includes(store.state)) {
      return block({ reason: 'card-from-other-state', message: ADD_TO_CART_MESSAGES.cardOtherState(user.medicalCardStates[0]!, store.state) });
    }
  }
  // 5. A store-specific restriction.
  if (!staff && store.restrictionMessage) return block({ reason: 'store-restriction', message: store.restrictionMessage });
  // 6. Ordering paused.
  if (!staff && store.ordersPaused) return block({ reason: 'orders-temporarily-off', message: ADD_TO_CART_MESSAGES.ordersPaused });
  // 7-8. The account itself.
  // A reviewer's rejection or suspension (part 2 §4) says so in the spec's words, not as an unconfirmed account.
  if (!staff && !user.accountConfirmed) {
    const denied = orderingRight(user.associations, store.id, usage) === 'blocked';
    return block({ reason: 'account-not-confirmed', message: denied ? ADD_TO_CART_MESSAGES.associationDenied : ADD_TO_CART_MESSAGES.accountNotConfirmed });
  }
  if (!staff && !user.hasContactMethod) return block({ reason: 'no-contact-method', message: ADD_TO_CART_MESSAGES.noContactMethod });
  // 9. Stock (staff never bypass stock).
  if (product.sellable <= 0) return block({ reason: 'out-of-stock', message: ADD_TO_CART_MESSAGES.outOfStock });
  // 10-11. The product must be of this store and usage type.
  if (product.storeId !== store.id) return block({ reason: 'product-at-other-store' });
  if (product.usageType !== usage) return block({ reason: 'product-other-usage' });
  // 12-13. Category purchase limits (legal limits: staff never bypass them).
  let room: number | undefined;
  if (facts.categoryLimit !== undefined) {
    room = facts.categoryLimit - (cart && cart.storeId === store.id && cart.usageType === usage ? cart.quantityInCategory : 0);
    if (room <= 0) return block({ reason: 'category-limit-reached', message: ADD_TO_CART_MESSAGES.limitReached(product.categoryLabel, facts.categoryLimit) });
    if (facts.quantity > room) return block({ reason: 'cart-would-hit-limit', message: ADD_TO_CART_MESSAGES.room(room), room });
  }
  // 14. Medical shopping needs a medical association (not in OH, where the card alone counts).
  if (!staff && medical && !NO_MEDICAL_CARD_STATES.includes(store.state) && orderingRight(user.associations, store.id, 'medical') !== 'allowed') {
    return block({ reason: 'needs-medical-association' });
  }
  // 15-16. The open cart must be for this usage type and this store.
  if (cart && cart.usageType !== usage) return block({ reason: 'order-for-other-usage', message: ADD_TO_CART_MESSAGES.otherUsage(usage, cart.usageType) });
  if (cart && cart.storeId !== store.id) return block({ reason: 'cart-at-other-store' });
  return { canAdd: true, room };
}
