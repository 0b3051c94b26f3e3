import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { User } from '@/api/user';
import { signOut } from '@/web/state/session';
import { toastState } from '@/web/state/toasts';
import { renderWithRouter } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { makeUser } from '@/web/testing/users';

/** Test-only fixtures of the contact screens: the brand's stores, a signed-in user. */
export const STORES = [makeStore({ id: 1, ecomm_display_name: 'Springfield Dispensary', city: 'Springfield', state: 'IL' }), makeStore({ id: 2, store_slug: 'peoria-il', ecomm_display_name: 'Peoria Dispensary', city: 'Peoria', state: 'IL' })];

export const USER = makeUser();

/**
 * Renders a contact screen as the app does: signed in as `user` (or a visitor), shopping at the
 * first of STORES. `userKept: false` leaves the user to be read from the API.
 */
export async function renderContact(ui: ReactNode, { user, path = '/contact', userKept = true }: { user?: User; path?: string; userKept?: boolean } = {}) {
  signOut();
  toastState.toasts = [];
  const startup = makeStartup({ store: STORES[0] });
  startup.data[0]!.stores = STORES;
  const view = await renderWithRouter(ui, { path, user, userKept, store: STORES[0], startup });
  // The screen gives its heading focus a frame after it opens (contact-screen.tsx): a visitor acts after that.
  const heading = view.container.querySelector<HTMLElement>('h1[tabindex="-1"]');
  if (heading) await waitFor(() => expect(document.activeElement).toBe(heading));
  return view;
}

export const toastMessages = () => toastState.toasts.map((toast) => `${toast.kind}: ${toast.message}`);
