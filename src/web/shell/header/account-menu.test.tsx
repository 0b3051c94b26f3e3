import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '@/web/data/query-keys';
import { sessionState, signIn, signOut } from '@/web/state/session';
import { fakeApi } from '@/web/testing/fake-api';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeSignedInUser, tokens } from '@/web/testing/users';
import { AccountMenu } from './account-menu';

const LOYALTY = { is_enrolled: true, available_points: 1240, pending_points: 0, loyalty_points: 1240, cart_eligible_points: 1240 };

async function openMenu(isPortalUser: boolean, member: { enrolled?: boolean; statusFails?: boolean } = {}) {
  fakeApi((path) => {
    if (path === '/users/op/loyalty-status') return member.statusFails ? { status: 503, body: { error: 'down' } } : { body: LOYALTY };
    return { body: { ok: true } };
  });
  // jsdom has no ResizeObserver; the menu's positioning asks for one.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  signIn(tokens());
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me(41), makeSignedInUser({ is_portal_user: isPortalUser, is_loyalty_enrolled: member.enrolled ?? false }));
  const view = await renderWithRouter(<AccountMenu loyaltyOnAccount />, { path: '/products', queryClient });
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await screen.findByRole('menu');
  return view;
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('account menu (part 1 §2, part 2 §6)', () => {
  afterEach(async () => {
    signOut();
    await vi.dynamicImportSettled();
  });

  it('customers: My Account, Rewards, Order History, Support, Logout', async () => {
    await openMenu(false);
    expect(itemNames()).toEqual(['My Account', 'Rewards', 'Order History', 'Support', 'Logout']);
  });

  it('portal users see only Logout; Logout signs out and goes home', async () => {
    const { router } = await openMenu(true);
    expect(itemNames()).toEqual(['Logout']);
    // jsdom's pointer events do not reach the menu's selection; the keyboard does, as people use it too.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sessionState.accessToken).toBeUndefined());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('rewards members see their points on top (part 2 §7 status check)', async () => {
    await openMenu(false, { enrolled: true });
    expect(await screen.findByText('1,240 points')).toBeTruthy();
    expect(screen.getByText(/\$31 in rewards/)).toBeTruthy();
  });

  it("a failing status check says 'We're having trouble retrieving your points.' (part 2 §8)", async () => {
    await openMenu(false, { enrolled: true, statusFails: true });
    expect(await screen.findByText("We're having trouble retrieving your points.", {}, { timeout: 5000 })).toBeTruthy();
  });

  it('no points line for someone not in the program', async () => {
    await openMenu(false);
    expect(screen.queryByText(/points/)).toBeNull();
  });
});
