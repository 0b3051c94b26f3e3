import { formatCents, type Cents } from './money';
import { NO_ONLINE_ORDERING_MESSAGE, ORDERING_PAUSED_MESSAGE } from './store-ordering';

/** Whether a cart may be checked out now (part 2 §5 Checkout, §8 Addresses and delivery, Ordering and checkout). */

export interface CheckoutFacts {
  loggedIn: boolean;
  /** Staff on the portal are never blocked (part 2 §5). */
  isPortalUser: boolean;
  cartEmpty: boolean;
  /** The store's display name, for the messages that name it. */
  storeName: string;
  /** The store takes online orders for the cart's usage type. */
  storeOrdersOnline: boolean;
  /** Ordering is temporarily off (temp_closed_* ordering_off). */
  ordersPaused: boolean;
  /** No rejected or suspended association for the store and usage type. */
  accountInGoodStanding: boolean;
  /** The cart's usage type as shown ('Medical', 'Adult Use'), for CHECKOUT_MESSAGES.noPermission. */
  usageLabel: string;
  orderType: 'pickup' | 'delivery';
  curbside: boolean;
  vehicleDescription: string | null;
  subtotalCents: Cents;
  /** The store's delivery_minimum; null or 0 when it has none. */
  deliveryMinimumCents: Cents | null;
  deliveryZipServed: boolean;
  /** The (new) delivery address has address_1, city, state and a 5-character zip. */
  addressComplete: boolean;
  deliveryWindowChosen: boolean;
  /** temp_closed_* is 'closed' for the cart's usage type. */
  storeTemporarilyClosed: boolean;
  deliveryOutage: boolean;
}

/** The checkout messages, in the spec's wording where it has one (part 2 §8). */
export const CHECKOUT_MESSAGES = {
  signIn: 'Please log in to place an order.',
  empty: 'Your cart is empty',
  noOnlineOrdering: NO_ONLINE_ORDERING_MESSAGE,
  paused: ORDERING_PAUSED_MESSAGE,
  standing: 'Sorry. Your request has been denied. Please email us if you have questions.',
  noPermission: (usageLabel: string) => `You do not have permission to complete checkout on a ${usageLabel} cart.`,
  minimum: (minimumCents: Cents) => `Your subtotal must meet the ${formatCents(minimumCents)} minimum before placing this order.`,
  zipNotServed: (store: string) => `${store} doesn't deliver here. Please try again with a different address.`,
  invalidAddress: 'Invalid address. Please enter a different address.',
  selectWindow: 'You must select a delivery window before placing this order.',
  outage: "We're experiencing a temporary outage with our delivery system. Please try again later.",
  vehicle: 'Describe your vehicle so we can find you.',
  closed: (store: string) => `${store} is temporarily closed.`,
} as const;

/** The delivery-minimum notice shown on the cart (part 2 §8 Addresses and delivery). */
export function deliveryMinimumMessage(minimumCents: Cents): string {
  return `Sorry. We can't accept your delivery. Your cart has not met the ${formatCents(minimumCents)} minimum.`;
}

function deliveryProblem(facts: CheckoutFacts): string | null {
  const minimum = facts.deliveryMinimumCents ?? 0;
  if (facts.subtotalCents < minimum) return CHECKOUT_MESSAGES.minimum(minimum);
  if (!facts.deliveryZipServed) return CHECKOUT_MESSAGES.zipNotServed(facts.storeName);
  if (!facts.addressComplete) return CHECKOUT_MESSAGES.invalidAddress;
  if (!facts.deliveryWindowChosen) return CHECKOUT_MESSAGES.selectWindow;
  if (facts.deliveryOutage) return CHECKOUT_MESSAGES.outage;
  return null;
}

/**
 * The first reason checkout is not enabled, or null (part 2 §5 Checkout). Portal users are always
 * enabled. Otherwise the spec's order: logged in; (a non-empty cart); the store takes orders for the
 * usage type; ordering not paused; account in good standing; for delivery the minimum, a served zip,
 * a complete address, a chosen window (and no delivery outage); (for curbside a vehicle description);
 * the store not temporarily closed.
 */
export function checkoutProblem(facts: CheckoutFacts): string | null {
  if (facts.isPortalUser) return null;
  if (!facts.loggedIn) return CHECKOUT_MESSAGES.signIn;
  if (facts.cartEmpty) return CHECKOUT_MESSAGES.empty;
  if (!facts.storeOrdersOnline) return CHECKOUT_MESSAGES.noOnlineOrdering;
  if (facts.ordersPaused) return CHECKOUT_MESSAGES.paused;
  if (!facts.accountInGoodStanding) return CHECKOUT_MESSAGES.standing;
  if (facts.orderType === 'delivery') {
    const problem = deliveryProblem(facts);
    if (problem) return problem;
  } else if (facts.curbside && !facts.vehicleDescription?.trim()) {
    return CHECKOUT_MESSAGES.vehicle;
  }
  if (facts.storeTemporarilyClosed) return CHECKOUT_MESSAGES.closed(facts.storeName);
  return null;
}
