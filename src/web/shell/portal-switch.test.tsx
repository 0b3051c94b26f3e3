import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/web/state/session';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn, renderWithRouter } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { STAFF_HOME_TITLE } from '@/web/features/staff/home/staff-home';
import { LazyStaffHome } from '@/web/features/staff/lazy-screens';
import { PortalSwitch } from './portal-switch';
import { forgetWorkingStore, makeStaffStore, makeStaffUser, storeList } from '@/web/features/staff/test-fixtures';

beforeEach(forgetWorkingStore);
afterEach(async () => {
  signOut();
  await vi.dynamicImportSettled();
});

const home = <PortalSwitch shopper={<h1>Shop Our Live Inventory</h1>} staff={<LazyStaffHome />} />;

describe('one route, two screens (part 2 §2 "Portal users have a different home at /"; part 1 §2)', () => {
  it('a portal user gets the staff home', async () => {
    fakeApi({ '/staff/op/my-stores': () => ({ body: storeList([makeStaffStore()]) }) });
    await renderSignedIn(home, { path: '/', user: makeStaffUser() });
    expect(await screen.findByRole('heading', { level: 1, name: STAFF_HOME_TITLE })).toBeTruthy();
    expect(screen.queryByText('Shop Our Live Inventory')).toBeNull();
  });

  it('a customer gets the shopper home, and no staff call is made', async () => {
    const api = fakeApi({});
    await renderSignedIn(home, { path: '/', user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Our Live Inventory' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('a visitor gets the shopper home at once, without reading any account', async () => {
    const api = fakeApi({});
    await renderWithRouter(home);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Our Live Inventory' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

