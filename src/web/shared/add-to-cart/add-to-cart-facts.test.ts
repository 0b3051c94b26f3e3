import { describe, expect, it } from 'vitest';
import type { MedicalCard } from '@/api/user';
import { addToCartDecision } from '@/domain/add-to-cart-gate';
import { makeStore } from '@/web/testing/store-fixtures';
import { makeUser } from '@/web/testing/users';
import { addableQuantity, buildAddToCartFacts, contactProblem, roomInCategory, type AddToCartInput } from './add-to-cart-facts';
import { emailNotices, makeCart, makeCartItem, makeProduct } from './test-fixtures';

const card = (state: string, is_expired = false): MedicalCard => ({ id: 1, state, mmj_card_num: 'QP.1234567', mmj_card_last4: '4567', mmj_card_exp_dt: '2030-01-01', is_expired });

/** A medical shopper at an IL store that needs a card, who can add: every test changes one thing. */
function input(change: (base: AddToCartInput & { user: NonNullable<AddToCartInput['user']> }) => void = () => {}): AddToCartInput {
  const base = {
    usage: 'medical' as const,
    store: makeStore({ requires_medical_card_to_order: true, purchase_limits: [{ category: 'flower', med_limit: 4, rec_limit: 8 }] }),
    user: makeUser({
      opt_preferences: [emailNotices],
      medical_cards: [card('IL')],
      user_store_associations: [{ store_id: 1, association_type: 'medical', status: 'confirmed', state: 'IL' }],
    }),
    product: makeProduct({ usage_type: 'medical' }),
    cart: makeCart({ usage_type: 'medical', cart_items: [makeCartItem({ inventory_id: 600, quantity: 1 })] }),
    quantity: 1,
  };
  change(base);
  return base;
}

const reason = (value: AddToCartInput) => {
  const decision = addToCartDecision(buildAddToCartFacts(value));
  return decision.canAdd ? 'can-add' : decision.reason;
};

describe('the add-to-cart facts from user, store and cart data (part 1 §4, §5; part 2 §5)', () => {
  it('a shopper with a card, an association, a contact method and room can add', () => {
    expect(addToCartDecision(buildAddToCartFacts(input()))).toEqual({ canAdd: true, room: 3 });
  });

  it.each<[string, string, (value: AddToCartInput) => void]>([
    ['store-not-ordering', 'carts switched off', (i) => Object.assign(i.store, { is_med_carts_disabled: true })],
    ['store-not-ordering', 'no medical menu', (i) => Object.assign(i.store, { is_med_menu: false })],
    ['store-not-ordering', 'a divested store', (i) => Object.assign(i.store, { is_divested: true })],
    ['not-logged-in', 'nobody signed in', (i) => (i.user = undefined)],
    ['needs-medical-card', 'no card', (i) => (i.user!.medical_cards = [])],
    ['needs-medical-card', 'only an expired card', (i) => (i.user!.medical_cards = [card('IL', true)])],
    ['card-from-other-state', 'an Ohio card in Illinois', (i) => (i.user!.medical_cards = [card('OH')])],
    ['store-restriction', 'medical users switched off', (i) => Object.assign(i.store, { is_med_users_disabled: true })],
    ['orders-temporarily-off', 'ordering off', (i) => Object.assign(i.store, { temp_closed_med: 'ordering_off' })],
    ['orders-temporarily-off', 'temporarily closed', (i) => Object.assign(i.store, { temp_closed_med: 'closed' })],
    ['account-not-confirmed', 'a suspended association', (i) => (i.user!.user_store_associations[0]!.status = 'suspended')],
    ['no-contact-method', 'transactional none', (i) => (i.user!.opt_preferences = [{ ...emailNotices, opt_in: 'none' }])],
    ['no-contact-method', 'nothing chosen', (i) => (i.user!.opt_preferences = [])],
    [
      'no-contact-method',
      'text to a phone due for re-verification',
      (i) => Object.assign(i.user!, { opt_preferences: [{ ...emailNotices, opt_in: 'text' }], is_phone_verified: false, twilio_prev_verified: true }),
    ],
    ['out-of-stock', 'nothing sellable', (i) => (i.product.quantity = 0)],
    ['product-at-other-store', 'a product of store 2', (i) => (i.product.store_id = 2)],
    ['product-other-usage', 'an adult-use product', (i) => (i.product.usage_type = 'recreational')],
    ['category-limit-reached', '4 flower in the cart', (i) => (i.cart!.cart_items[0]!.quantity = 4)],
    ['cart-would-hit-limit', '4 more flower with 1 in the cart', (i) => (i.quantity = 4)],
    ['needs-medical-association', 'no association', (i) => (i.user!.user_store_associations = [])],
    [
      'needs-medical-association',
      'an adult-use association only',
      (i) => (i.user!.user_store_associations = [{ store_id: 1, association_type: 'recreational', status: 'confirmed', state: 'IL' }]),
    ],
    ['order-for-other-usage', 'an adult-use cart', (i) => (i.cart!.usage_type = 'recreational')],
    ['cart-at-other-store', 'a cart at store 2', (i) => (i.cart!.store_id = 2)],
  ])('%s: %s', (expected, _case, change) => {
    expect(reason(input(change))).toBe(expected);
  });

  it('ordering paused still lets shoppers fill a cart where the store allows it (is_*_add_override)', () => {
    expect(reason(input((i) => Object.assign(i.store, { temp_closed_med: 'ordering_off', is_med_add_override: true })))).toBe('can-add');
  });

  it('text notices to a verified phone count as a contact method; an order already placed is no open cart', () => {
    expect(reason(input((i) => (i.user.opt_preferences = [{ ...emailNotices, opt_in: 'text' }])))).toBe('can-add');
    expect(reason(input((i) => (i.cart = makeCart({ store_id: 2, status: 'requested' }))))).toBe('can-add');
  });

  it('the category label follows the NY/PA medical "Ingestibles" rule in the limit message', () => {
    const value = input((i) => {
      Object.assign(i.store, { state: 'PA', purchase_limits: [{ category: 'edibles', med_limit: 2, rec_limit: null }] });
      i.user.medical_cards = [card('PA')];
      i.product.category = 'edibles';
      i.cart!.cart_items = [makeCartItem({ category: 'edibles', quantity: 2 })];
    });
    expect(addToCartDecision(buildAddToCartFacts(value))).toMatchObject({ message: "Ingestibles are limited to 2 per order. You've reached your limit." });
  });
});

describe('contact problems (part 1 §5, part 2 §4 "Phone verification")', () => {
  it('names what stands in the way of order notices', () => {
    expect(contactProblem(makeUser({ opt_preferences: [emailNotices] }))).toBeUndefined();
    expect(contactProblem(makeUser({ opt_preferences: [] }))).toBe('none');
    const texting = { opt_preferences: [{ ...emailNotices, opt_in: 'text' as const }], is_phone_verified: false };
    expect(contactProblem(makeUser({ ...texting, twilio_prev_verified: true }))).toBe('reverify-phone');
    expect(contactProblem(makeUser({ ...texting, twilio_prev_verified: false }))).toBe('verify-phone');
    // A phone due for re-verification blocks even email notices, as carts/op/add-item rules.
    expect(contactProblem(makeUser({ opt_preferences: [emailNotices], is_phone_verified: false, twilio_prev_verified: true }))).toBe('reverify-phone');
  });
});

describe('how many the picker allows (part 1 §5: min(stock, 20), the category room)', () => {
  it('stops at the room left in the category, counting only a cart for this store and usage type', () => {
    const value = input();
    expect(roomInCategory(buildAddToCartFacts(value))).toBe(3);
    expect(addableQuantity(value, 3)).toBe(3);
    expect(roomInCategory(buildAddToCartFacts(input((i) => (i.cart!.store_id = 2))))).toBe(4);
  });

  it('stops at 20 per line, less what the line already holds', () => {
    const value = input((i) => {
      i.product.quantity = 100;
      i.cart!.cart_items = [makeCartItem({ inventory_id: 501, quantity: 15 })];
    });
    expect(addableQuantity(value, undefined)).toBe(5);
    expect(addableQuantity(input((i) => (i.product.quantity = 2)), undefined)).toBe(2);
  });
});
