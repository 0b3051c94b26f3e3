import { describe, expect, it } from 'vitest';
import { storeCartFacts, type StoreCartInput } from './store-cart-rules';
import { OPEN_STORE } from './store-ordering-test-kit';

const open: StoreCartInput = {
  ...OPEN_STORE,
  is_med_carts_disabled: false,
  is_rec_carts_disabled: false,
  is_med_add_override: false,
  is_rec_add_override: false,
  is_med_users_disabled: false,
  is_rec_users_disabled: false,
};

describe('store switches for adding to a cart (part 1 §3 flags, §4 checks 1, 5 and 6, §8 ordering paused)', () => {
  it('an open menu takes orders with no pause and no restriction', () => {
    expect(storeCartFacts(open, 'recreational')).toEqual({ ordersOnline: true, paused: false, cartAllowedWhilePaused: false, ordersPaused: false, restrictionMessage: undefined });
  });

  it('carts switched off for the usage type, or a divested store, take no online orders', () => {
    expect(storeCartFacts({ ...open, is_rec_carts_disabled: true }, 'recreational').ordersOnline).toBe(false);
    expect(storeCartFacts({ ...open, is_rec_carts_disabled: true }, 'medical').ordersOnline).toBe(true);
    expect(storeCartFacts({ ...open, is_divested: true }, 'medical').ordersOnline).toBe(false);
  });

  it('ordering_off pauses adding unless the store allows the cart while it waits (is_*_add_override)', () => {
    expect(storeCartFacts({ ...open, temp_closed_med: 'ordering_off' }, 'medical').ordersPaused).toBe(true);
    const allowed = storeCartFacts({ ...open, temp_closed_med: 'ordering_off', is_med_add_override: true }, 'medical');
    expect(allowed).toMatchObject({ paused: true, cartAllowedWhilePaused: true, ordersPaused: false });
  });

  it('users switched off for a usage type is the store-specific restriction, in words', () => {
    expect(storeCartFacts({ ...open, is_med_users_disabled: true }, 'medical').restrictionMessage).toBe(
      "This store isn't taking online orders from Medical customers right now.",
    );
    expect(storeCartFacts({ ...open, is_med_users_disabled: true }, 'recreational').restrictionMessage).toBeUndefined();
  });
});
