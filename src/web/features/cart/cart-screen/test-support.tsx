import type { ReactNode } from 'react';
import type { Cart, CartItem } from '@/api/cart';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { cartKeys } from '@/web/data/query-keys';
import { blankCart, cartStoreOf } from '@/web/testing/cart-fixtures';
import { createTestQueryClient, renderSignedIn } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { makeUser as makeAccountUser } from '@/web/testing/users';
import { CartScreen } from './cart-screen';

/** A customer who chose email for order notices, so checkout is open to them. Test-only. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeAccountUser({ opt_preferences: [{ type: 'transaction', opt_in: 'email', version: '1.1' }], ...overrides });
}

/** One cart line: 2 × $25.00 pre-roll pack, no special. Test-only. */
export function makeLine(overrides: Partial<CartItem> = {}, inventory: Partial<CartItem['inventory']> = {}): CartItem {
  return {
    id: 11,
    inventory_id: 501,
    quantity: 2,
    price_cents: 2500,
    discounted_price_cents: null,
    total_cents: 5000,
    discounted_total_cents: 5000,
    tax_cents: 500,
    applied_special_id: null,
    applied_special_caption: null,
    max_quantity: 20,
    sku: 'SKU-501',
    inventory: {
      name: 'Blue Dream 5pk',
      ecomm_display_name: 'Blue Dream Pre-Roll 5pk',
      brand: 'Greenleaf',
      weight: '3.5g',
      display_size: '5 x 0.7g',
      category: 'pre-rolls',
      sub_category: 'packs',
      quantity: 40,
      image_urls: [],
      ...inventory,
    },
    ...overrides,
  };
}

/** A pending pickup cart at makeStore() with one line, priced with nothing special. Test-only. */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return blankCart(cartStoreOf(makeStore()), {
    id: 900,
    cart_items: [makeLine()],
    subtotal_cents: 5000,
    tax_cents: 500,
    grand_total_cents: 5500,
    created_at: '2026-11-20T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
    user: { first: 'Dana', last: 'Reyes' },
    ...overrides,
  });
}

export interface RenderCartOptions {
  cart?: Cart | null;
  user?: User;
  store?: Store;
}

/**
 * Renders /cart signed in as `user`, with `cart` as the open cart already loaded and the startup
 * answer for `store`. Tests read where it went from `location()`. Test-only.
 */
export async function renderCart({ cart = makeCart(), user = makeUser(), store = makeStore() }: RenderCartOptions = {}, ui: ReactNode = <CartScreen />) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cartKeys.open(user.id), cart);
  return renderSignedIn(ui, { path: '/cart', user, store, queryClient });
}
