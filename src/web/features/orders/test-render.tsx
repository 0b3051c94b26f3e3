import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { sessionState } from '@/web/state/session';
import { createTestQueryClient } from '@/web/ui/testing';
import { OrdersPage } from './history/orders-page';
import { OrderPage } from './order/order-page';
import { ordersSearchSchema } from './order-filters';

/**
 * Renders /orders and /order/{id} as the app routes them (same paths, same search validation),
 * signed in as user 7, in a memory router. Test-only: the real route files add only the login guard.
 */
export async function renderOrderRoutes(path: string) {
  window.scrollTo = () => undefined;
  sessionState.accessToken = 'test-token';
  sessionState.userId = 7;
  const queryClient = createTestQueryClient();
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/orders', validateSearch: ordersSearchSchema, component: OrdersPage }),
    createRoute({ getParentRoute: () => root, path: '/order/$id', component: OrderPage }),
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
