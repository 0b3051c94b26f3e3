import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { useShopFollowsWorkingStore } from './shop-follows-working-store';
import { forgetWorkingStore, makeStaffStore, makeStaffUser, storeList } from './test-fixtures';
import { chooseWorkingStore } from './working-store';

beforeEach(forgetWorkingStore);
afterEach(async () => {
  signOut();
  await vi.dynamicImportSettled();
});

function Terminal() {
  useShopFollowsWorkingStore();
  return <p>Terminal</p>;
}

const TEMPE = makeStaffStore({ id: 4, name: 'Tempe', store_slug: 'tempe-az', usage_types: ['medical'] });
const MESA = makeStaffStore({ id: 5, name: 'Mesa', store_slug: 'mesa-az', usage_types: ['medical', 'recreational'] });

describe("a staff terminal's menu is its working store's (part 2 §6)", () => {
  it('moves the shop to the working store, in a usage type that store serves', async () => {
    fakeApi({ '/staff/op/my-stores': () => ({ body: storeList([TEMPE, MESA]) }) });
    await renderSignedIn(<Terminal />, { path: '/', user: makeStaffUser() });
    await screen.findByText('Terminal');
    await vi.waitFor(() => expect(shoppingState.storeSlug).toBe('tempe-az'));
    expect(shoppingState.storeId).toBe(4);
    expect(shoppingState.usageType).toBe('medical');
  });

  it('follows a switch of working store, keeping the usage type when the new store serves it', async () => {
    fakeApi({ '/staff/op/my-stores': () => ({ body: storeList([TEMPE, MESA]) }) });
    await renderSignedIn(<Terminal />, { path: '/', user: makeStaffUser() });
    await vi.waitFor(() => expect(shoppingState.storeSlug).toBe('tempe-az'));
    act(() => chooseWorkingStore(MESA.id));
    await vi.waitFor(() => expect(shoppingState.storeSlug).toBe('mesa-az'));
    expect(shoppingState.usageType).toBe('medical');
  });
});
