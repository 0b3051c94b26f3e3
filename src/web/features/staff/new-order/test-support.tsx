import type { Cart } from '@/api/cart';
import type { QueueCustomer } from '@/api/staff';
import { makeCart } from '@/web/shared/add-to-cart/test-fixtures';
import { renderRoutes } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { StaffHome } from '../home/staff-home';
import { makeStaffUser, staffBasics } from '../test-fixtures';
import { StaffCartScreen } from './staff-cart-screen';

/** Test-only helpers for ordering on behalf. */

export const GET_ORDER = '/staff/op/get-order';
export const START_ORDER = '/staff/op/start-order';
export const SEARCH = '/users/op/user_search_slim';

export const ADA: QueueCustomer = { user_id: 7, first: 'Ada', last: 'Lovelace', phone: '3125550199', email: 'ada@example.test', contact_method: 'email', anonymous: false };

/** A started (pending) staff order for Ada at the Springfield store. */
export function makeStartedCart(overrides: Partial<Cart> = {}): Cart {
  return makeCart({ id: 880, status: 'pending', user_id: 7, usage_type: 'recreational', ...overrides });
}

export const noStartedOrder = () => ({ body: { cart: null, customer: null } });
export const startedOrder = (cart: Cart = makeStartedCart(), customer: QueueCustomer | null = ADA) => () => ({ body: { cart, customer } });

/** The staff basics plus no started order; `more` overrides or adds answers. */
export const onBehalfApi = (more: Record<string, (body: unknown) => { status?: number; body: unknown } | 'no network'> = {}) => ({
  ...staffBasics(),
  [GET_ORDER]: noStartedOrder,
  ...more,
});

/**
 * Renders / (the staff home) and /cart (the staff cart) in a memory router as a signed-in portal
 * user, with stand-ins for /shop and /order/{id}.
 */
export function renderOnBehalf(path: string) {
  return renderRoutes(
    [
      { path: '/', component: StaffHome },
      { path: '/cart', component: StaffCartScreen },
      { path: '/shop', component: () => <p>Shop page</p> },
      { path: '/order/$id', component: () => <p>Staff order page</p> },
    ],
    { path, user: makeStaffUser(), store: makeStore() },
  );
}
