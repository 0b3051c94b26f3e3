import { describe, expect, test } from 'vitest';
import { ADD_TO_CART_MESSAGES, addToCartDecision, type AddToCartFacts } from './add-to-cart-gate';

/** part 1 §4 (the add-to-cart area's 16 ordered checks), §5 and §8; part 2 §5 medical rules. */
const STORE = 3;
function facts(change: (base: AddToCartFacts) => void = () => {}): AddToCartFacts {
  const base: AddToCartFacts = {
    usage: 'medical',
    store: { id: STORE, state: 'NY', ordersOnline: true, ordersPaused: false, requiresMedicalCard: true },
    user: {
      isPortalUser: false,
      accountConfirmed: true,
      hasContactMethod: true,
      medicalCardStates: ['NY'],
      associations: [{ store_id: STORE, association_type: 'medical', status: 'confirmed' }],
    },
    product: { storeId: STORE, usageType: 'medical', sellable: 12, category: 'flower', categoryLabel: 'Flower' },
    cart: { storeId: STORE, usageType: 'medical', quantityInCategory: 1 },
    categoryLimit: 4,
    quantity: 1,
  };
  change(base);
  return base;
}
const reason = (f: AddToCartFacts) => {
  const decision = addToCartDecision(f);
  return decision.canAdd ? 'can-add' : decision.reason;
};

describe('the sixteen checks, each one the answer when it is the first that applies', () => {
  test('everything in order: can add, with the room left in the category', () => {
    expect(addToCartDecision(facts())).toEqual({ canAdd: true, room: 3 });
  });

  test.each([
    ['store-not-ordering', (f: AddToCartFacts) => (f.store.ordersOnline = false)],
    ['not-logged-in', (f: AddToCartFacts) => (f.user = undefined)],
    ['needs-medical-card', (f: AddToCartFacts) => (f.user!.medicalCardStates = [])],
    ['card-from-other-state', (f: AddToCartFacts) => (f.user!.medicalCardStates = ['NJ'])],
    ['store-restriction', (f: AddToCartFacts) => (f.store.restrictionMessage = 'Medical orders are by appointment this week.')],
    ['orders-temporarily-off', (f: AddToCartFacts) => (f.store.ordersPaused = true)],
    ['account-not-confirmed', (f: AddToCartFacts) => (f.user!.accountConfirmed = false)],
    ['no-contact-method', (f: AddToCartFacts) => (f.user!.hasContactMethod = false)],
    ['out-of-stock', (f: AddToCartFacts) => (f.product.sellable = 0)],
    ['product-at-other-store', (f: AddToCartFacts) => (f.product.storeId = 99)],
    ['product-other-usage', (f: AddToCartFacts) => (f.product.usageType = 'recreational')],
    ['category-limit-reached', (f: AddToCartFacts) => (f.cart!.quantityInCategory = 4)],
    ['cart-would-hit-limit', (f: AddToCartFacts) => (f.quantity = 4)],
    ['needs-medical-association', (f: AddToCartFacts) => (f.user!.associations = [])],
    ['order-for-other-usage', (f: AddToCartFacts) => (f.cart!.usageType = 'recreational')],
    ['cart-at-other-store', (f: AddToCartFacts) => (f.cart!.storeId = 99)],
  ])('%s', (expected, change) => {
    expect(reason(facts(change))).toBe(expected);
  });

  test("a rejected or suspended association says the spec's denial (part 2 §8), an unconfirmed account its own message", () => {
    const denied = addToCartDecision(
      facts((f) => {
        f.user!.accountConfirmed = false;
        f.user!.associations = [{ store_id: STORE, association_type: 'medical', status: 'rejected' }];
      }),
    );
    expect(denied).toMatchObject({ reason: 'account-not-confirmed', message: 'Sorry. Your request has been denied. Please email us if you have questions.' });
    const unconfirmed = addToCartDecision(facts((f) => (f.user!.accountConfirmed = false)));
    expect(unconfirmed).toMatchObject({ message: ADD_TO_CART_MESSAGES.accountNotConfirmed });
  });

  test('the order decides when several apply: the earliest wins', () => {
    const many = facts((f) => {
      f.product.sellable = 0;
      f.user!.hasContactMethod = false;
      f.cart!.storeId = 99;
    });
    expect(reason(many)).toBe('no-contact-method');
    expect(reason(facts((f) => ((f.store.ordersOnline = false), (f.user = undefined))))).toBe('store-not-ordering');
  });
});

describe('messages of part 1 §8', () => {
  test('medical card, limits, usage mismatch', () => {
    expect(addToCartDecision(facts((f) => (f.user!.medicalCardStates = [])))).toMatchObject({ message: "You don't have a medical card saved for NY. You must add one to purchase this item." });
    expect(addToCartDecision(facts((f) => (f.user!.medicalCardStates = ['NJ'])))).toMatchObject({ message: "Your NJ medical card isn't valid in NY. You must replace it to purchase this item." });
    expect(addToCartDecision(facts((f) => (f.cart!.quantityInCategory = 4)))).toMatchObject({ message: "Flower are limited to 4 per order. You've reached your limit." });
    expect(addToCartDecision(facts((f) => (f.quantity = 5)))).toMatchObject({ message: 'You have room for 3 more in your cart.', room: 3 });
    expect(addToCartDecision(facts((f) => (f.cart!.usageType = 'recreational')))).toMatchObject({
      message: 'This item is Medical but the current order is for Adult Use products.',
    });
  });
});

describe('who the rules bind', () => {
  test('staff bypass the customer restrictions but never stock or legal limits', () => {
    const staff = (change: (f: AddToCartFacts) => void) =>
      facts((f) => {
        f.user = { isPortalUser: true, accountConfirmed: true, hasContactMethod: false, medicalCardStates: [], associations: [] };
        f.store.ordersPaused = true;
        change(f);
      });
    expect(reason(staff(() => {}))).toBe('can-add');
    expect(reason(staff((f) => (f.product.sellable = 0)))).toBe('out-of-stock');
    expect(reason(staff((f) => (f.cart!.quantityInCategory = 4)))).toBe('category-limit-reached');
  });

  test('Ohio medical needs no association (part 2 §5 "except in OH"); adult use needs no card', () => {
    expect(reason(facts((f) => ((f.store.state = 'OH'), (f.user!.medicalCardStates = ['OH']), (f.user!.associations = []))))).toBe('can-add');
    const adultUse = facts((f) => {
      f.usage = 'recreational';
      f.product.usageType = 'recreational';
      f.cart!.usageType = 'recreational';
      f.user!.medicalCardStates = [];
      f.user!.associations = [];
    });
    expect(reason(adultUse)).toBe('can-add');
  });

  test('a category without a limit is always addable; a cart at another store does not use up this one', () => {
    expect(addToCartDecision(facts((f) => ((f.categoryLimit = undefined), (f.quantity = 20))))).toEqual({ canAdd: true, room: undefined });
    expect(reason(facts((f) => ((f.cart = { storeId: 99, usageType: 'medical', quantityInCategory: 4 }), (f.quantity = 4))))).toBe('cart-at-other-store');
  });
});
