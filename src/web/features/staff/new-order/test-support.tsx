import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { Cart } from '@/api/cart';
import type { QueueCustomer } from '@/api/staff';
import { userKeys } from '@/web/data/query-keys';
import { makeCart } from '@/web/features/cart/add-to-cart/test-fixtures';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { makeStartup, makeStore } from '@/web/features/startup/test-fixtures';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { createTestQueryClient } from '@/web/ui/testing';
import { StaffHome } from '../home/staff-home';
import { staffBasics } from '../test-fixtures';
import { makeStaffUser } from '../test-render';
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
export async function renderOnBehalf(path: string) {
  window.scrollTo = () => undefined;
  const user = makeStaffUser();
  sessionState.accessToken = 'test-token';
  sessionState.userId = user.id;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me(user.id), user);
  const store = makeStore();
  shoppingState.storeSlug = store.store_slug;
  queryClient.setQueryData(storeBreakdownQueryOptions(store.store_slug, shoppingState.usageType).queryKey, makeStartup({ store }));
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: StaffHome }),
    createRoute({ getParentRoute: () => root, path: '/cart', component: StaffCartScreen }),
    createRoute({ getParentRoute: () => root, path: '/shop', component: () => <p>Shop page</p> }),
    createRoute({ getParentRoute: () => root, path: '/order/$id', component: () => <p>Staff order page</p> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    await router.load();
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, location: () => router.state.location.href };
}
