import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startedOrderQueryOptions } from '@/web/features/staff/api/started-order';
import { ADA, makeStartedCart } from '@/web/features/staff/new-order/test-support';
import { forgetWorkingStore, makeStaffStore, makeStaffUser, storeList } from '@/web/features/staff/test-fixtures';
import { signOut } from '@/web/state/session';
import { fakeApi } from '@/web/testing/fake-api';
import { stubLayout } from '@/web/testing/jsdom-layout';
import { createTestQueryClient, renderSignedIn } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { Header } from './header';
import { CONSOLE_LINK } from './console-link';
import { ADMIN_ORDERING, ORDER_QUEUE_LINK } from './staff-header';

beforeEach(() => {
  forgetWorkingStore();
  stubLayout();
});
afterEach(async () => {
  signOut();
  await vi.dynamicImportSettled();
});

describe("staff header (part 2 §2 \"The cart header for staff reads 'Admin Ordering' with an Order Queue link\"; part 1 §2)", () => {
  it('portal users: Admin Ordering, the Order Queue link, the working store and the account menu; no cart or shopping navigation', async () => {
    fakeApi({ '/staff/op/my-stores': () => ({ body: storeList([makeStaffStore()]) }) });
    await renderSignedIn(<Header />, { path: '/', user: makeStaffUser() });
    const header = await screen.findByText(ADMIN_ORDERING);
    const bar = header.closest('header')!;
    expect(within(bar).getByRole('link', { name: ORDER_QUEUE_LINK }).getAttribute('href')).toBe('/orders');
    expect(await within(bar).findAllByText('Springfield')).not.toHaveLength(0);
    expect(await within(bar).findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(within(bar).queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Shop' })).toBeNull();
    expect(within(bar).queryByRole('link', { name: 'Find a Dispensary' })).toBeNull();
  });

  it("a started order on behalf shows 'Ordering for Ada L.' linking to its cart (part 2 §4 Continue Order); the header never loads it", async () => {
    const api = fakeApi({ '/staff/op/my-stores': () => ({ body: storeList([makeStaffStore()]) }) });
    const user = makeStaffUser();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(startedOrderQueryOptions(user.id, makeStaffStore().id).queryKey, { cart: makeStartedCart(), customer: ADA });
    await renderSignedIn(<Header />, { path: '/', user, queryClient });
    const link = await screen.findByRole('link', { name: 'Ordering for Ada L.' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(api.callsTo('/staff/op/get-order')).toHaveLength(0);
  });

  it('several stores: a working store switcher', async () => {
    fakeApi({ '/staff/op/my-stores': () => ({ body: storeList([makeStaffStore(), makeStaffStore({ id: 2, name: 'Tempe' })]) }) });
    await renderSignedIn(<Header />, { path: '/', user: makeStaffUser() });
    expect((await screen.findAllByRole('combobox', { name: 'Working store' })).length).toBeGreaterThan(0);
  });

  it("on the console's pages the working store is left out: the console has its own store picker (README \"The operator console\")", async () => {
    fakeApi({ '/staff/op/my-stores': () => ({ body: storeList([makeStaffStore(), makeStaffStore({ id: 2, name: 'Tempe' })]) }) });
    await renderSignedIn(<Header />, { path: '/admin/reports', user: makeStaffUser() });
    const bar = (await screen.findByText(ADMIN_ORDERING)).closest('header')!;
    expect(within(bar).getByRole('link', { name: ORDER_QUEUE_LINK })).toBeTruthy();
    expect(within(bar).queryByRole('combobox', { name: 'Working store' })).toBeNull();
  });

  it('operators and store managers get a Console link (README "The operator console")', async () => {
    fakeApi({
      '/staff/op/my-stores': () => ({ body: storeList([makeStaffStore()]) }),
      '/admin/me': () => ({ body: { user_id: 41, name: 'Jordan Reyes', email: 'manager@apotheca.test', role: 'store_manager', permissions: ['stores.edit'], stores: [] } }),
    });
    await renderSignedIn(<Header />, { path: '/', user: makeStaffUser() });
    expect((await screen.findByRole('link', { name: CONSOLE_LINK })).getAttribute('href')).toBe('/admin');
  });

  it('a budtender, whom the console refuses, gets no Console link', async () => {
    const api = fakeApi({
      '/staff/op/my-stores': () => ({ body: storeList([makeStaffStore()]) }),
      '/admin/me': () => ({ status: 403, body: { error: 'Only operators and store managers can use the console.' } }),
    });
    await renderSignedIn(<Header />, { path: '/', user: makeStaffUser() });
    await screen.findByText(ADMIN_ORDERING);
    await vi.waitFor(() => expect(api.callsTo('/admin/me')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: CONSOLE_LINK })).toBeNull();
  });

  it('customers keep the shopper header with its cart', async () => {
    fakeApi({});
    await renderSignedIn(<Header />, { path: '/', user: makeUser() });
    expect(await screen.findByRole('link', { name: /^Cart/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a Dispensary' })).toBeTruthy();
    expect(screen.queryByText(ADMIN_ORDERING)).toBeNull();
  });
});
