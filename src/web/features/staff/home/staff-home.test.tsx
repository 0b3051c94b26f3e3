import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { shoppingState } from '@/web/state/shopping';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { NO_STORES, STORES_OFFLINE } from '../components/working-store-gate';
import { forgetWorkingStore, makeStaffStore, renderStaffRoutes, storeList } from '../test-fixtures';
import { PANEL_TITLES, STAFF_HOME_TITLE } from './staff-home';

const MY_STORES = '/staff/op/my-stores';
// The started order is read when the home shows (part 2 §4); none here.
const NO_STARTED_ORDER = { '/staff/op/get-order': () => ({ body: { cart: null, customer: null } }) };

beforeEach(forgetWorkingStore);

const panels = () => within(screen.getByRole('navigation', { name: 'Staff tasks' })).getAllByRole('link');

describe("staff home (part 2 §2 'Staff home': 'What would you like to do?')", () => {
  it('offers the Order Queue and the product menus the working store has', async () => {
    fakeApi({ ...NO_STARTED_ORDER, [MY_STORES]: () => ({ body: storeList([makeStaffStore()]) }) });
    await renderStaffRoutes('/');
    expect(screen.getByRole('heading', { level: 1, name: STAFF_HOME_TITLE })).toBeTruthy();
    await screen.findByRole('navigation', { name: 'Staff tasks' });
    expect(panels().map((link) => link.textContent)).toEqual([
      expect.stringContaining(PANEL_TITLES.queue),
      expect.stringContaining(PANEL_TITLES.medical),
      expect.stringContaining(PANEL_TITLES.recreational),
    ]);
    expect(screen.getByRole('link', { name: new RegExp(PANEL_TITLES.queue) }).getAttribute('href')).toBe('/orders');
    // Ordering on behalf sits under the task panels (tested in new-order/).
    expect(await screen.findByRole('heading', { level: 2, name: 'Create New Order' })).toBeTruthy();
  });

  it('a store with one menu shows only that menu; a product panel opens /shop on that menu of the working store', async () => {
    fakeApi({ ...NO_STARTED_ORDER, [MY_STORES]: () => ({ body: storeList([makeStaffStore({ id: 4, store_slug: 'tempe-az', usage_types: ['medical'] })]) }) });
    const { location } = await renderStaffRoutes('/');
    await screen.findByRole('navigation', { name: 'Staff tasks' });
    expect(screen.queryByRole('link', { name: new RegExp(PANEL_TITLES.recreational) })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: new RegExp(PANEL_TITLES.medical) }));
    await waitFor(() => expect(location()).toBe('/shop'));
    expect(shoppingState).toMatchObject({ storeId: 4, storeSlug: 'tempe-az', usageType: 'medical' });
  });

  it('a portal user without a store is told so; with no network, that the terminal needs a connection', async () => {
    fakeApi({ [MY_STORES]: () => ({ body: storeList([]) }) });
    await renderStaffRoutes('/');
    expect(await screen.findByText(NO_STORES)).toBeTruthy();
    fakeApi({ [MY_STORES]: () => NO_NETWORK });
    await renderStaffRoutes('/');
    expect((await screen.findByText(STORES_OFFLINE)).closest('[role=status]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
