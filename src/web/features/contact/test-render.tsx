import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { User } from '@/api/user';
import { userKeys } from '@/web/data/query-keys';
import { storeBreakdownQueryOptions } from '@/web/features/startup/api/get-store-breakdown';
import { makeStartup, makeStore } from '@/web/features/startup/test-fixtures';
import { sessionState, signOut } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { toastState } from '@/web/state/toasts';
import { createTestQueryClient } from '@/web/ui/testing';

/** Test-only helpers of the contact screens: a signed-in user, the brand's stores, a fake API. */
export const STORES = [makeStore({ id: 1, ecomm_display_name: 'Springfield Dispensary', city: 'Springfield', state: 'IL' }), makeStore({ id: 2, store_slug: 'peoria-il', ecomm_display_name: 'Peoria Dispensary', city: 'Peoria', state: 'IL' })];

export const USER: User = {
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
};

export interface ApiCall {
  path: string;
  method: string;
  body: unknown;
}
/** An answer that never comes: fetch rejects as it does with no network (the client's 'network' kind). */
export const NO_NETWORK = 'no network';
type Answer = { status?: number; body: unknown } | typeof NO_NETWORK;

/** Answers each path (without /api) with `respond` and records every call; JSON and form bodies alike. */
export function fakeApi(respond: Record<string, (body: unknown) => Answer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://test').pathname.replace(/^\/api/, '');
    const body = init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', body });
    const answer = respond[path]?.(body) ?? { status: 500, body: { error: `No fake answer for ${path}` } };
    if (answer === NO_NETWORK) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/**
 * Renders a contact screen as the app does: signed in as `user` (or a visitor), inside a memory
 * router. `userKept: false` leaves the user to be read from the API, as on a device that kept nothing.
 */
export async function renderContact(ui: ReactNode, { user, path = '/contact', userKept = true }: { user?: User; path?: string; userKept?: boolean } = {}) {
  window.scrollTo = vi.fn() as never;
  stubLayout();
  signOut();
  toastState.toasts = [];
  const queryClient = createTestQueryClient();
  if (user) {
    sessionState.accessToken = 'test-token';
    sessionState.userId = user.id;
    if (userKept) queryClient.setQueryData(userKeys.me(user.id), user);
  }
  Object.assign(shoppingState, { storeSlug: STORES[0]!.store_slug, storeId: STORES[0]!.id, usageType: 'recreational' });
  const startup = makeStartup({ store: STORES[0] });
  startup.data[0]!.stores = STORES;
  queryClient.setQueryData(storeBreakdownQueryOptions(STORES[0]!.store_slug, 'recreational').queryKey, startup);
  const router = createRouter({ routeTree: createRootRoute({ component: () => <>{ui}</> }), history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    await router.load();
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  // The screen gives its heading focus a frame after it opens (contact-screen.tsx): a visitor acts after that.
  const heading = result.container.querySelector<HTMLElement>('h1[tabindex="-1"]');
  if (heading) await waitFor(() => expect(document.activeElement).toBe(heading));
  return { ...result, router, queryClient, location: () => router.state.location.href };
}

/** jsdom lays nothing out: Ark's select scrolls its list and measures with these. */
function stubLayout(): void {
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  } as unknown as typeof ResizeObserver;
}

/** Picks an option of an Ark select, looking only inside the open list. */
export async function choose(label: string, option: string): Promise<void> {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  const list = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('[data-part="content"][data-state="open"]');
    if (!open) throw new Error(`The ${label} list did not open`);
    return open;
  });
  await userEvent.click(within(list).getByText(option));
}

export const toastMessages = () => toastState.toasts.map((toast) => `${toast.kind}: ${toast.message}`);
