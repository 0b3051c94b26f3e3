import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { userKeys } from '@/web/data/query-keys';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { makeStartup, makeStore } from '@/web/features/startup/test-fixtures';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { createTestQueryClient } from '@/web/ui/testing';

/** A signed-in customer with a verified phone and nothing else set. Test-only. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first: 'Dana',
    last: 'Reyes',
    email: 'dana@example.test',
    phone: '8455550142',
    is_phone_verified: true,
    twilio_prev_verified: false,
    receive_marketing: false,
    employee_status: 'none',
    is_employee: false,
    is_portal_user: false,
    is_loyalty_enrolled: false,
    created: '2026-01-05T12:00:00.000Z',
    audience_keys: [],
    addresses: [],
    medical_cards: [],
    user_activities: [],
    opt_preferences: [],
    user_store_associations: [],
    ...overrides,
  };
}

export interface ApiCall {
  path: string;
  method: string;
  body: unknown;
  headers: Headers;
}

/** An answer that never comes: fetch rejects as it does with no network (the client's 'network' kind). */
export const NO_NETWORK = 'no network';

type Answer = { status?: number; body: unknown } | typeof NO_NETWORK;

/**
 * A stand-in for the API: answers each path (without /api) with `respond`, records every call.
 * Paths without an answer get a 500, so a test notices an unexpected call.
 */
export function fakeApi(respond: Record<string, (body: unknown) => Answer>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://test').pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', body, headers: new Headers(init?.headers) });
    const answer = respond[path]?.(body) ?? { status: 500, body: { error: `No fake answer for ${path}` } };
    if (answer === NO_NETWORK) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export interface RenderAccountOptions {
  path?: string;
  user?: User;
  store?: Store;
  queryClient?: QueryClient;
  /** false: the user is read from the API, as on a device that kept nothing. */
  userKept?: boolean;
}

/**
 * Renders an account screen as the app does: signed in as `user` (already loaded), with the
 * startup answer for `store`, inside a memory router. The screen stays mounted when it navigates,
 * so tests read where it went from `router.state.location`. Test-only.
 */
export async function renderAccount(ui: ReactNode, { path = '/account', user = makeUser(), store = makeStore(), queryClient = createTestQueryClient(), userKept = true }: RenderAccountOptions = {}) {
  window.scrollTo = () => undefined;
  sessionState.accessToken = 'test-token';
  sessionState.userId = user.id;
  shoppingState.storeSlug = store.store_slug;
  shoppingState.storeId = store.id;
  shoppingState.usageType = 'recreational';
  queryClient.setQueryData(storeBreakdownQueryOptions(store.store_slug, 'recreational').queryKey, makeStartup({ store }));
  if (userKept) queryClient.setQueryData(userKeys.me(user.id), user);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{ui}</> }),
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
  const location = () => router.state.location.href;
  return { ...result, router, queryClient, location };
}

/** jsdom lays nothing out: Ark's select scrolls its list and measures with these. Test-only. */
export function stubLayout(): void {
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  } as unknown as typeof ResizeObserver;
}

/** Picks an option of an Ark select, looking only inside the open list (every option's name is slow to compute in jsdom). */
export async function choose(label: string, option: string): Promise<void> {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('[data-part="content"][data-state="open"]');
    if (!open) throw new Error(`The ${label} list did not open`);
    return open;
  });
  await userEvent.click(within(list).getByText(option));
}
