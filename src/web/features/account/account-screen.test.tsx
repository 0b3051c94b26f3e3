import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@/api/user';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { toastState } from '@/web/state/toasts';
import { makeUser } from '@/web/testing/users';
import { AccountScreen } from './account-screen';
import { ACCOUNT_OFFLINE } from './components/user-gate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastState.toasts = [];
});

const noLoyaltyStore = makeStore({ loyalty_admin: { ...makeStore().loyalty_admin, on_account: false } });

describe('My Account (part 2 §2)', () => {
  it("'My Account' heading takes focus; a previously verified phone asks to Re-verify", async () => {
    await renderSignedIn(<AccountScreen />, { user: makeUser({ is_phone_verified: false, twilio_prev_verified: true }) });
    const heading = screen.getByRole('heading', { level: 1, name: 'My Account' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(USER_MESSAGES.phoneReverify)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Re-verify' }).getAttribute('href')).toBe('/account/verify-phone?next=%2Faccount');
  });

  it('an unverified phone that was re-verified before shows Verify and the not-verified message', async () => {
    await renderSignedIn(<AccountScreen />, {
      user: makeUser({ is_phone_verified: false, twilio_prev_verified: true, user_activities: [{ type: 're_verify_phone', version: '1.0' }] }),
    });
    expect(screen.getByText('Your phone number has not yet been verified.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify' })).toBeTruthy();
  });

  it('changing the phone: disabled while invalid or unchanged, then saved, toasted and on to verification', async () => {
    const api = fakeApi({
      '/users/op/update-me': (body) => ({ body: makeUser({ phone: (body as { phone: string }).phone, is_phone_verified: false }) }),
      '/users/op/get-me': () => ({ body: makeUser({ is_phone_verified: false }) }),
    });
    const { location } = await renderSignedIn(<AccountScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    const change = screen.getByRole('button', { name: 'Change Phone' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true); // unchanged
    await userEvent.clear(phone);
    await userEvent.type(phone, '845555');
    expect(change.disabled).toBe(true);
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    await userEvent.type(phone, '0199');
    expect((phone as HTMLInputElement).value).toBe('(845) 555-0199');
    await userEvent.click(change);
    await waitFor(() => expect(location()).toBe('/account/verify-phone?next=%2Faccount'));
    expect(api.callsTo('/users/op/update-me')[0]!.body).toEqual({ phone: '8455550199' });
    expect(toastState.toasts.map((toast) => toast.message)).toContain('Phone number changed succesfully.');
  });

  it.each([
    ['autofilled or pasted', (phone: HTMLElement) => fireEvent.change(phone, { target: { value: '+1 845 555 0199' } })],
    ['typed key by key', async (phone: HTMLElement) => userEvent.type(phone, '+1 845 555 0199')],
  ])('a new number %s with +1 is the same number: shown (845) 555-0199 and sent as its 10 digits', async (_how, enter) => {
    const api = fakeApi({ '/users/op/update-me': (body) => ({ body: makeUser({ phone: (body as { phone: string }).phone, is_phone_verified: false }) }) });
    await renderSignedIn(<AccountScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
    await userEvent.clear(phone);
    await enter(phone);
    expect(phone.value).toBe('(845) 555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'Change Phone' }));
    await waitFor(() => expect(api.callsTo('/users/op/update-me')).toHaveLength(1));
    expect(api.callsTo('/users/op/update-me')[0]!.body).toEqual({ phone: '8455550199' });
  });

  it("another country's number stays as typed, with the message, and cannot be sent", async () => {
    const api = fakeApi({});
    await renderSignedIn(<AccountScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '+44 20 7946 0958' } });
    expect(phone.value).toBe('+44 20 7946 0958');
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Change Phone' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/users/op/update-me')).toHaveLength(0);
  });

  it("a failed name change says 'Could not update user profile' and keeps what was typed", async () => {
    fakeApi({ '/users/op/update-me': () => ({ status: 400, body: { error: 'Invalid input', fields: { last: ['Required'] } } }) });
    await renderSignedIn(<AccountScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'lyn');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(USER_MESSAGES.couldNotUpdate);
    expect(screen.getByText('Required')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Danalyn');
  });

  it('a name change with no network says so at once and keeps what was typed (README: What the device keeps)', async () => {
    const api = fakeApi({ '/users/op/update-me': () => NO_NETWORK });
    await renderSignedIn(<AccountScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'lyn');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You appear to be offline.');
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Danalyn');
    expect(api.callsTo('/users/op/update-me')).toHaveLength(1);
  });

  it('with nothing kept and no network it says the account needs a connection, not an endless skeleton (README: What the device keeps)', async () => {
    fakeApi({ '/users/op/get-me': () => NO_NETWORK });
    await renderSignedIn(<AccountScreen />, { userKept: false });
    expect((await screen.findByText(ACCOUNT_OFFLINE)).closest('[role=status]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('leaving Edit with Cancel puts focus back on the Edit button, not on the page', async () => {
    await renderSignedIn(<AccountScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Done' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
  });

  it('medical card summary: state, last 4 digits, expiry, and its Edit and Add links', async () => {
    await renderSignedIn(<AccountScreen />, {
      user: makeUser({ medical_cards: [{ id: 5, state: 'OH', mmj_card_num: '1234-5678-9012-3456-7890', mmj_card_last4: '7890', mmj_card_exp_dt: '2031-04-30', is_expired: false }] }),
    });
    const section = screen.getByRole('region', { name: 'Medical Card' });
    expect(section.textContent).toContain('Ohio card');
    expect(section.textContent).toContain('•••• 7890');
    expect(section.textContent).not.toContain('1234-5678');
    expect(section.textContent).toContain('Expires 04/30/2031');
    expect(within(section).getByRole('link', { name: 'Edit Ohio medical card' }).getAttribute('href')).toBe('/med-card/5?account=true');
    expect(within(section).getByRole('link', { name: 'Add medical card' }).getAttribute('href')).toBe('/med-card/new?account=true');
  });
});

describe('Account Preferences (part 2 §2, §5 "Rewards")', () => {
  it('rewards: points from the user, or -- when they could not be read; Manage leads to /account/loyalty', async () => {
    const loyalty = { is_enrolled: true, available_points: 1240, pending_points: 0, loyalty_points: 1240, cart_eligible_points: 1240 };
    await renderSignedIn(<AccountScreen />, { user: makeUser({ is_loyalty_enrolled: true, user_loyalty: loyalty }) });
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    expect(rewards.textContent).toContain('1,240 points available');
    expect(within(rewards).getByRole('link', { name: 'Manage rewards' }).getAttribute('href')).toBe('/account/loyalty');
    cleanup();

    await renderSignedIn(<AccountScreen />, { user: makeUser({ is_loyalty_enrolled: true }), store: noLoyaltyStore });
    expect(screen.getByRole('region', { name: 'Rewards' }).textContent).toContain('-- points available');
  });

  it('hidden when the store does not show loyalty on the account and the user is not enrolled', async () => {
    await renderSignedIn(<AccountScreen />, { store: noLoyaltyStore });
    expect(screen.queryByRole('region', { name: 'Rewards' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Transactional Communications' })).toBeTruthy();
  });

  it('employees see Join Now disabled with the not-eligible note', async () => {
    await renderSignedIn(<AccountScreen />, { user: makeUser({ is_employee: true, employee_status: 'confirmed' }) });
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    expect((within(rewards).getByRole('button', { name: 'Join Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(rewards.textContent).toContain(USER_MESSAGES.employeeNotEligible);
  });

  it("communications show the current method, '(Pending)' and their Edit links", async () => {
    await renderSignedIn(<AccountScreen />, {
      user: makeUser({
        opt_preferences: [
          { type: 'transaction', opt_in: 'text', version: '1.1' },
          { type: 'marketing', opt_in: 'email,text', version: '1.2', doubleOptInPending: true },
        ],
      }),
    });
    const transactional = screen.getByRole('region', { name: 'Transactional Communications' });
    expect(transactional.textContent).toContain('Current method: Text Message');
    expect(within(transactional).getByRole('link', { name: 'Edit Transactional Communications' }).getAttribute('href')).toBe('/account/transactional');
    expect(screen.getByRole('region', { name: 'Promotional Communications' }).textContent).toContain('Email and Text Message (Pending)');
  });
});
