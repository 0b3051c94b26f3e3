import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Store } from '@/api/store';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { makeStartup, makeStore } from '@/web/features/startup/test-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { createTestQueryClient } from '@/web/ui/testing';

export interface RenderContentOptions {
  path?: string;
  queryClient?: QueryClient;
  store?: Store;
  isMainBrand?: boolean;
}

/**
 * Renders a content screen as the app does: inside a router (memory history) whose not-found
 * screen says 'Not found page', with the startup answer (brand, store) in the query cache. Test-only.
 */
export async function renderContent(ui: ReactNode, { path = '/', queryClient = createTestQueryClient(), store = makeStore(), isMainBrand = true }: RenderContentOptions = {}) {
  window.scrollTo = () => undefined;
  shoppingState.storeSlug = store.store_slug;
  shoppingState.storeId = store.id;
  shoppingState.usageType = 'recreational';
  queryClient.setQueryData(storeBreakdownQueryOptions(store.store_slug, 'recreational').queryKey, makeStartup({ store, isMainBrand }));
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui}</>, notFoundComponent: () => <p>Not found page</p> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    await router.load();
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
