import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { User } from '@/api/user';
import { userKeys } from '@/web/data/query-keys';
import { makeUser } from '@/web/features/account/test-render';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { makeStartup, makeStore } from '@/web/features/startup/test-fixtures';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { createTestQueryClient } from '@/web/ui/testing';
import { StaffHome } from './home/staff-home';
import { StaffOrderPage } from './order/staff-order-page';
import { OrderQueuePage } from './queue/order-queue-page';
import { dropHistoryFilterBesideQueue, ordersRouteSearchSchema } from './queue/queue-filters';
import { workingStoreState } from './working-store';

/** A signed-in portal user (part 2 §6). Test-only. */
export const makeStaffUser = (overrides: Partial<User> = {}) => makeUser({ id: 41, first: 'Jordan', last: 'Reyes', is_portal_user: true, ...overrides });

/** Forgets the working store this device remembered. Test-only. */
export function forgetWorkingStore(): void {
  localStorage.clear();
  workingStoreState.storeId = undefined;
}

/**
 * Renders the staff screens at their paths (/, /orders with the route's search validation,
 * /order/{id}) in a memory router, signed in as a portal user whose account is already read, with a
 * /shop stand-in. Test-only: the real route files choose these screens through PortalSwitch.
 */
export async function renderStaffRoutes(path: string, { user = makeStaffUser() }: { user?: User } = {}) {
  window.scrollTo = () => undefined;
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
    createRoute({ getParentRoute: () => root, path: '/orders', validateSearch: ordersRouteSearchSchema, search: { middlewares: [dropHistoryFilterBesideQueue] }, component: OrderQueuePage }),
    createRoute({ getParentRoute: () => root, path: '/order/$id', component: StaffOrderPage }),
    createRoute({ getParentRoute: () => root, path: '/shop', component: () => <p>Shop page</p> }),
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
