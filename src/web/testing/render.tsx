import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { StoreInventoryBreakdown } from '@/api/ordering-app';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import type { UsageType } from '@/domain/usage-type';
import { userKeys } from '@/web/data/query-keys';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { stubLayout } from './jsdom-layout';
import { makeStartup, makeStore } from './store-fixtures';
import { makeUser } from './users';

/**
 * Test-only: renders UI as the app does, inside a real router (memory history) and a QueryClient,
 * optionally signed in and shopping at a store whose startup answer is already loaded.
 */

/** A QueryClient for tests: no retries, nothing refetched behind the test's back. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } } });
}

/** A screen at its app path, with the route's search validation where the test needs it. */
export interface TestRoute {
  path: string;
  component: () => ReactNode;
  validateSearch?: unknown;
  search?: unknown;
}

export interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  queryClient?: QueryClient;
  /** Signed in as this user (a session token and its id). */
  user?: User;
  /** false: the user is read from the API, as on a device that kept nothing; otherwise already loaded. */
  userKept?: boolean;
  /** Shopping at this store, with its startup answer loaded (`startup` replaces the default one). */
  store?: Store;
  usage?: UsageType;
  startup?: StoreInventoryBreakdown;
  /** The screen of a path no route matches; without it every path exists and renders nothing. */
  notFound?: () => ReactNode;
}

export type Rendered = RenderResult & {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
  /** Where the router is now (path and search). */
  location: () => string;
};

/**
 * Renders `ui` on every path; the UI stays mounted when it navigates, so tests read where it went
 * from `location()`.
 */
export function renderWithRouter(ui: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
    notFoundComponent: options.notFound,
  });
  const everyPath = options.notFound ? [] : ['/', '$'].map((path) => createRoute({ getParentRoute: () => root, path, component: () => null }));
  return renderTree(root.addChildren(everyPath), options);
}

/** Renders the screens at their paths (route files add only guards the test stands in for). */
export function renderRoutes(routes: TestRoute[], options: RenderOptions = {}): Promise<Rendered> {
  const root = createRootRoute({ component: Outlet, notFoundComponent: options.notFound });
  return renderTree(root.addChildren(routes.map((route) => createRoute({ getParentRoute: () => root, ...route } as never))), options);
}

/** `renderWithRouter` signed in as `user` (a customer by default) at `store`, starting at /account. */
export function renderSignedIn(ui: ReactNode, { path = '/account', user = makeUser(), store = makeStore(), ...options }: RenderOptions = {}): Promise<Rendered> {
  return renderWithRouter(ui, { path, user, store, ...options });
}

async function renderTree(routeTree: AnyRoute, { path = '/', queryClient = createTestQueryClient(), user, userKept = true, store, usage = 'recreational', startup }: RenderOptions): Promise<Rendered> {
  // jsdom has no scrolling and no layout: the router restores scroll, Ark measures.
  window.scrollTo = vi.fn() as never;
  stubLayout();
  if (user) {
    sessionState.accessToken = 'test-token';
    sessionState.userId = user.id;
    if (userKept) queryClient.setQueryData(userKeys.me(user.id), user);
  }
  if (store) {
    Object.assign(shoppingState, { storeSlug: store.store_slug, storeId: store.id, usageType: usage });
    queryClient.setQueryData(storeBreakdownQueryOptions(store.store_slug, usage).queryKey, startup ?? makeStartup({ store, usage }));
  }
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  let result: RenderResult | undefined;
  await act(async () => {
    await router.load();
    result = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>,
    );
  });
  return { ...result!, router: router as never, queryClient, location: () => router.state.location.href };
}
