import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, checkoutProblem, deliveryMinimumMessage, type CheckoutFacts } from './checkout-rules';

const READY: CheckoutFacts = {
  loggedIn: true,
  isPortalUser: false,
  cartEmpty: false,
  storeName: 'Apotheca Columbus',
  storeOrdersOnline: true,
  ordersPaused: false,
  accountInGoodStanding: true,
  usageLabel: 'Medical',
  orderType: 'delivery',
  curbside: false,
  vehicleDescription: null,
  subtotalCents: 5000,
  deliveryMinimumCents: 5000,
  deliveryZipServed: true,
  addressComplete: true,
  deliveryWindowChosen: true,
  storeTemporarilyClosed: false,
  deliveryOutage: false,
};

/** Each rule with the facts that break it, in the order checkout checks them. */
type Rule = [message: string, broken: Partial<CheckoutFacts>];
const SHARED_START: Rule[] = [
  ['Please log in to place an order.', { loggedIn: false }],
  ['Your cart is empty', { cartEmpty: true }],
  ["This store doesn't allow online ordering.", { storeOrdersOnline: false }],
  ['Online ordering will reopen again soon.', { ordersPaused: true }],
  ['Sorry. Your request has been denied. Please email us if you have questions.', { accountInGoodStanding: false }],
];
const DELIVERY: Rule[] = [
  ...SHARED_START,
  ['Your subtotal must meet the $50.00 minimum before placing this order.', { subtotalCents: 4999 }],
  ["Apotheca Columbus doesn't deliver here. Please try again with a different address.", { deliveryZipServed: false }],
  ['Invalid address. Please enter a different address.', { addressComplete: false }],
  ['You must select a delivery window before placing this order.', { deliveryWindowChosen: false }],
  ["We're experiencing a temporary outage with our delivery system. Please try again later.", { deliveryOutage: true }],
  ['Apotheca Columbus is temporarily closed.', { storeTemporarilyClosed: true }],
];
const CURBSIDE: Rule[] = [
  ...SHARED_START,
  ['Describe your vehicle so we can find you.', { vehicleDescription: '  ' }],
  ['Apotheca Columbus is temporarily closed.', { storeTemporarilyClosed: true }],
];

/** Breaks rule `index` and every later rule, so the answer shows that rule is checked first. */
function brokenFrom(base: CheckoutFacts, rules: Rule[], index: number): CheckoutFacts {
  return rules.slice(index).reduce<CheckoutFacts>((facts, [, broken]) => ({ ...facts, ...broken }), base);
}

describe('checkoutProblem: the first failing checkout rule (part 2 §5 Checkout, §8)', () => {
  it('enables checkout when every rule holds', () => {
    expect(checkoutProblem(READY)).toBeNull();
    expect(checkoutProblem({ ...READY, orderType: 'pickup', curbside: true, vehicleDescription: 'Blue Civic' })).toBeNull();
    expect(checkoutProblem({ ...READY, deliveryMinimumCents: null, subtotalCents: 1 })).toBeNull();
  });

  it('always enables checkout for portal users', () => {
    expect(checkoutProblem({ ...brokenFrom(READY, DELIVERY, 0), isPortalUser: true })).toBeNull();
  });

  DELIVERY.forEach(([message], index) => {
    it(`delivery rule ${index + 1}: "${message}" when the earlier rules pass`, () => {
      expect(checkoutProblem(brokenFrom(READY, DELIVERY, index))).toBe(message);
    });
  });

  const curbsideReady: CheckoutFacts = { ...READY, orderType: 'pickup', curbside: true, vehicleDescription: 'Blue Civic' };
  CURBSIDE.slice(SHARED_START.length).forEach(([message], offset) => {
    const index = SHARED_START.length + offset;
    it(`curbside rule ${index + 1}: "${message}" when the earlier rules pass`, () => {
      expect(checkoutProblem(brokenFrom(curbsideReady, CURBSIDE, index))).toBe(message);
    });
  });

  it('ignores the delivery rules for pickup and the vehicle for plain pickup', () => {
    const pickup: CheckoutFacts = { ...brokenFrom(READY, DELIVERY.slice(0, -1), SHARED_START.length), orderType: 'pickup', vehicleDescription: null };
    expect(checkoutProblem(pickup)).toBeNull();
  });
});

describe('CHECKOUT_MESSAGES and the delivery minimum notice (part 2 §8)', () => {
  it('names the usage type and formats the minimum', () => {
    expect(CHECKOUT_MESSAGES.noPermission('Medical')).toBe('You do not have permission to complete checkout on a Medical cart.');
    expect(deliveryMinimumMessage(7550)).toBe("Sorry. We can't accept your delivery. Your cart has not met the $75.50 minimum.");
  });
});
