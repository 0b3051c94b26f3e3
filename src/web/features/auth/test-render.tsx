import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import type { UsageType } from '@/domain/usage-type';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { makeStartup, makeStore } from '@/web/features/startup/test-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { createTestQueryClient } from '@/web/ui/testing';

/**
 * Renders a sign-in screen inside a memory router where every path exists, so the screen's
 * navigation can be read back from `router.state.location`. Test-only.
 */
export async function renderAuthScreen(ui: ReactNode, { path = '/', queryClient = createTestQueryClient() }: { path?: string; queryClient?: QueryClient } = {}) {
  window.scrollTo = () => undefined;
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const router = createRouter({ routeTree: rootRoute.addChildren([home, anyPath]), history: createMemoryHistory({ initialEntries: [path] }) });
  let result: RenderResult | undefined;
  await act(async () => {
    await router.load();
    result = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>,
    );
  });
  return { ...result!, router, queryClient };
}

/** The shopper is at `store` shopping `usage`, as startup would have resolved it. */
export function serveStore(queryClient: QueryClient, store: Partial<Store> = {}, usage: UsageType = 'recreational'): Store {
  const full = makeStore({ id: 7, state: 'IL', store_slug: 'auth-test-store', ...store });
  shoppingState.storeSlug = full.store_slug;
  shoppingState.storeId = full.id;
  shoppingState.usageType = usage;
  queryClient.setQueryData(storeBreakdownQueryOptions(full.store_slug, usage).queryKey, makeStartup({ store: full, usage }));
  return full;
}

export interface RecordedCall {
  path: string;
  method: string;
  body: unknown;
}

/** A fetch stand-in: answers by API path (status and JSON body) and records every call. Test-only. */
export function stubApi(answer: (path: string, body: unknown) => { status?: number; body: unknown } | 'offline') {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', body });
    const reply = answer(path, body);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

/** What login, register-confirm and refresh answer (the refresh token goes into an HttpOnly cookie). */
export function tokens(overrides: Partial<{ access_token: string; username: string; user_id: number; expires_in: number }> = {}) {
  return {
    token_type: 'Bearer' as const,
    access_token: 'access-token-1',
    username: 'shopper@example.test',
    user_id: 41,
    expires_in: 900,
    ...overrides,
  };
}

/** A signed-in user as get-me answers it. Test-only. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 41,
    first: 'Ada',
    last: 'Lovelace',
    email: 'shopper@example.test',
    phone: '8455550142',
    is_phone_verified: false,
    twilio_prev_verified: false,
    receive_marketing: false,
    employee_status: 'none',
    is_employee: false,
    is_portal_user: false,
    is_loyalty_enrolled: false,
    created: '2026-11-20T18:00:00.000Z',
    audience_keys: [],
    addresses: [],
    medical_cards: [],
    user_activities: [],
    opt_preferences: [],
    user_store_associations: [],
    ...overrides,
  };
}
