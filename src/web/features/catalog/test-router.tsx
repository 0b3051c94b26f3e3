import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Store } from '@/api/store';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { makeStartup } from '@/web/features/startup/test-fixtures';
import { shoppingState } from '@/web/state/shopping';

/** Renders inside a tiny memory router, for parts that hold router links (tests only). */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(<RouterProvider router={router as never} />);
}

/**
 * Renders one catalog page at `path` under its app route (`routePath`, so getRouteApi finds it),
 * shopping recreational at `store` with the startup answer already in `queryClient`. Test-only.
 */
export async function renderCatalogPage(routePath: string, path: string, component: () => ReactNode, { store, queryClient }: { store: Store; queryClient: QueryClient }) {
  window.scrollTo = () => undefined;
  shoppingState.storeSlug = store.store_slug;
  shoppingState.storeId = store.id;
  shoppingState.usageType = 'recreational';
  queryClient.setQueryData(storeBreakdownQueryOptions(store.store_slug, 'recreational').queryKey, makeStartup({ store }));
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: routePath, component })]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    await router.load();
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}
