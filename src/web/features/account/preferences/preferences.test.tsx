import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_MESSAGES, type OptPreference, type User } from '@/api/user';
import { toastState } from '@/web/state/toasts';
import { findDialogReady } from '@/web/testing/dialogs';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { PromotionalScreen } from './promotional-screen';
import { TransactionalScreen } from './transactional-screen';

afterEach(() => {
  toastState.toasts = [];
});

/** update-me answers the user with what was sent; get-me answers the same user. */
function userApi(user: User) {
  return fakeApi({
    '/users/op/update-me': (body) => ({ body: { ...user, opt_preferences: (body as { opt_preferences: OptPreference[] }).opt_preferences.map((entry) => ({ ...entry, version: '1.1' })) } }),
    '/users/op/get-me': () => ({ body: user }),
  });
}

const marketing = (entry: Partial<OptPreference>): OptPreference => ({ type: 'marketing', opt_in: 'email', version: '1.2', ...entry });

describe('transactional communications (part 2 §4 "Contact preferences")', () => {
  it('Text with an unverified phone goes to phone verification first and saves nothing yet', async () => {
    const user = makeUser({ is_phone_verified: false });
    const api = userApi(user);
    const { location } = await renderSignedIn(<TransactionalScreen flow="account" />, { path: '/account/transactional', user });
    await userEvent.click(screen.getByRole('radio', { name: /Text Message/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toMatch(/^\/account\/verify-phone\?/));
    const query = new URLSearchParams(location().split('?')[1]);
    expect(query.get('next')).toBe('/account/transactional?optin=text');
    expect(query.get('optin')).toBe('text');
    expect(api.callsTo('/users/op/update-me')).toHaveLength(0);
  });

  it('in registration the verification is the registration one', async () => {
    const user = makeUser({ is_phone_verified: false });
    userApi(user);
    const { location } = await renderSignedIn(<TransactionalScreen flow="register" />, { path: '/register/transactions', user });
    await userEvent.click(screen.getByRole('radio', { name: /Text Message/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(location()).toMatch(/^\/register\/verify-phone\?next=%2Fregister%2Ftransactions%3Foptin%3Dtext/));
  });

  it('back from verification with optin=text and a verified phone: Text is saved and the account opens', async () => {
    const user = makeUser({ is_phone_verified: true });
    const api = userApi(user);
    const { location } = await renderSignedIn(<TransactionalScreen flow="account" optin="text" />, { path: '/account/transactional?optin=text', user });
    await waitFor(() => expect(location()).toBe('/account'));
    expect(api.callsTo('/users/op/update-me')[0]!.body).toEqual({ opt_preferences: [{ type: 'transaction', opt_in: 'text' }] });
    expect(toastState.toasts.map((toast) => toast.message)).toContain(USER_MESSAGES.preferenceSaved);
  });

  it('exactly one choice; None says it disables online ordering; registration continues to promotions', async () => {
    const user = makeUser({ opt_preferences: [{ type: 'transaction', opt_in: 'email', version: '1.0' }] });
    const api = userApi(user);
    const { location } = await renderSignedIn(<TransactionalScreen flow="register" />, { path: '/register/transactions', user });
    expect((screen.getByRole('radio', { name: /Email/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /None/ }));
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getByText(/not be able to place orders online/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(location()).toBe('/register/promotions'));
    expect(api.callsTo('/users/op/update-me')[0]!.body).toEqual({ opt_preferences: [{ type: 'transaction', opt_in: 'none' }] });
  });

  it('a 409 from the server shows the phone message with a verify link', async () => {
    const user = makeUser();
    fakeApi({ '/users/op/update-me': () => ({ status: 409, body: { error: USER_MESSAGES.phoneNotVerified, code: 'PhoneNotVerified' } }) });
    await renderSignedIn(<TransactionalScreen flow="account" />, { path: '/account/transactional', user });
    await userEvent.click(screen.getByRole('radio', { name: /Text Message/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(USER_MESSAGES.phoneNotVerified);
    expect(within(alert).getByRole('link', { name: 'Verify your phone' }).getAttribute('href')).toMatch(/^\/account\/verify-phone\?next=/);
  });
});

describe('promotional communications (part 2 §4 "Contact preferences")', () => {
  it('checking None clears Email and Text, checking Email clears None; Save needs one', async () => {
    await renderSignedIn(<PromotionalScreen flow="account" />, { path: '/account/promotional', user: makeUser({ opt_preferences: [marketing({ opt_in: 'email,text' })] }) });
    const email = screen.getByRole('checkbox', { name: /^Email/ }) as HTMLInputElement;
    const text = screen.getByRole('checkbox', { name: /Text Message/ }) as HTMLInputElement;
    const none = screen.getByRole('checkbox', { name: /^None/ }) as HTMLInputElement;
    expect([email.checked, text.checked, none.checked]).toEqual([true, true, false]);
    await userEvent.click(none);
    expect([email.checked, text.checked, none.checked]).toEqual([false, false, true]);
    await userEvent.click(email);
    expect([email.checked, text.checked, none.checked]).toEqual([true, false, false]);
    await userEvent.click(email);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows '(Pending)' while the double opt-in waits, and the START/STOP note for a past STOP", async () => {
    await renderSignedIn(<PromotionalScreen flow="account" />, {
      path: '/account/promotional',
      user: makeUser({ opt_preferences: [marketing({ opt_in: 'text', doubleOptInPending: true, alpineSmsHasOptedOut: true })] }),
    });
    expect(screen.getByRole('checkbox', { name: /^Text Message \(Pending\)/ })).toBeTruthy();
    expect(screen.getByText(/text START/)).toBeTruthy();
  });

  it("adding Text asks first; 'No Thanks' keeps email only and says 'Sad to see you go.'", async () => {
    const user = makeUser({ opt_preferences: [marketing({ opt_in: 'email' })] });
    const api = userApi(user);
    const { location } = await renderSignedIn(<PromotionalScreen flow="account" />, { path: '/account/promotional', user });
    await userEvent.click(screen.getByRole('checkbox', { name: /Text Message/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findDialogReady('dialog', 'Sign up for promotional texts?');
    expect(api.callsTo('/users/op/update-me')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'No Thanks' }));
    const sad = await findDialogReady('dialog', 'Sad to see you go.');
    // No Thanks was disabled while saving; focus stays in the dialog, on Continue.
    await waitFor(() => expect(document.activeElement).toBe(within(sad).getByRole('button', { name: 'Continue' })));
    expect(api.callsTo('/users/op/update-me')[0]!.body).toEqual({ opt_preferences: [{ type: 'marketing', opt_in: 'email' }] });
    // The page behind the modal dialog is hidden from assistive tech until it closes.
    expect((screen.getByRole('checkbox', { name: /Text Message/, hidden: true }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(sad).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/account'));
  });

  it("'Confirm Sign Up' saves Text and says 'Check Your Phone' (reply Y or YES); registration ends at success", async () => {
    const user = makeUser();
    const api = userApi(user);
    const { location } = await renderSignedIn(<PromotionalScreen flow="register" />, { path: '/register/promotions', user });
    await userEvent.click(screen.getByRole('checkbox', { name: /Text Message/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Finish' }));
    await userEvent.click(within(await findDialogReady('dialog', 'Sign up for promotional texts?')).getByRole('button', { name: 'Confirm Sign Up' }));
    const check = await findDialogReady('dialog', 'Check Your Phone');
    expect(check.textContent).toMatch(/Reply Y or YES within 5 minutes/);
    expect(api.callsTo('/users/op/update-me')[0]!.body).toEqual({ opt_preferences: [{ type: 'marketing', opt_in: 'text' }] });
    await userEvent.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/register/success?u=dana%40example.test'));
  });
});
