import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';

/** A QueryClient for tests: no retries, nothing refetched behind the test's back. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } } });
}

/**
 * Renders UI inside a real router (memory history) and a QueryClient, as the app does, so router
 * links and queries work in component tests. Test-only.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/', queryClient = createTestQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  let result: RenderResult | undefined;
  await act(async () => {
    await router.load();
    result = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>,
    );
  });
  return { ...result!, queryClient };
}
