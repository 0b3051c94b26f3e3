import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { signOut } from '@/web/state/session';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { PortalSwitch } from './portal-switch';
import { makeStaffUser } from '@/web/features/staff/test-fixtures';

/**
 * Its own file on purpose: the first test must render before the switch's lazy part has ever
 * loaded, as on a fresh page load, which is when a part held in the wrong place got remounted.
 */
afterEach(async () => {
  signOut();
  await vi.dynamicImportSettled();
});

/** A shopper part with its own state, like the header's open account menu. */
function OpenableMenu() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
      Account menu
    </button>
  );
}

describe('the shopper part held while the account is read is the same part afterwards', () => {
  it('a menu a customer opened while their account was loading stays open when it arrives (the header, part 1 §2)', async () => {
    let answer: (user: unknown) => void = () => undefined;
    const meArrives = new Promise((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!url.includes(userPaths.getMe.path)) throw new Error(`unexpected call ${url}`);
        return new Response(JSON.stringify(await meArrives), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const menu = <OpenableMenu />;
    const customer = makeUser();
    await renderSignedIn(<PortalSwitch shopper={menu} staff={<p>Staff header</p>} pending={menu} />, { path: '/', user: customer, userKept: false });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe('true');

    await act(async () => answer(customer));
    await vi.dynamicImportSettled();

    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Staff header')).toBeNull();
  });

  it('a portal user whose account arrives gets the staff part in its place', async () => {
    fakeApi({ [userPaths.getMe.path]: () => ({ body: makeStaffUser() }) });
    const menu = <OpenableMenu />;
    await renderSignedIn(<PortalSwitch shopper={menu} staff={<p>Staff header</p>} pending={menu} />, { path: '/', user: makeStaffUser(), userKept: false });
    expect(await screen.findByText('Staff header')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });
});
