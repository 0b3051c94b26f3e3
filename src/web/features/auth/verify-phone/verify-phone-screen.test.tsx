import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/api/auth';
import { USER_MESSAGES, type User } from '@/api/user';
import { userKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';
import { fakeApi, type FakeResponder } from '@/web/testing/fake-api';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeSignedInUser } from '@/web/testing/users';
import { secondsUntil } from './use-countdown';
import { VerifyPhoneScreen, type VerifyPhoneScreenProps } from './verify-phone-screen';

const sent = { body: { ok: true } };

async function renderVerify(user: User, answer: FakeResponder, props: VerifyPhoneScreenProps = { mode: 'register' }) {
  const api = fakeApi(answer);
  // Signed in: a user and a token (a user without one only exists while a refresh waits offline).
  Object.assign(sessionState, { userId: user.id, accessToken: 'test-token' });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me(user.id), user);
  const view = await renderWithRouter(<VerifyPhoneScreen {...props} />, { path: '/register/verify-phone', queryClient });
  return { ...view, api };
}

const code = () => screen.getByLabelText('Verification code') as HTMLInputElement;

describe('phone verification (part 2 §2, §4 "Phone verification")', () => {
  afterEach(() => {
    Object.assign(sessionState, { userId: undefined, accessToken: undefined });
  });

  it('texts a code once on load, shows the phone, and locks Resend for 60 s', async () => {
    const { api } = await renderVerify(makeSignedInUser(), () => sent);
    expect(screen.getByRole('heading', { name: 'Verify your phone' })).toBeTruthy();
    expect(screen.getByText('(845) 555-0142')).toBeTruthy();
    await screen.findByText('We texted a 6-digit code to (845) 555-0142.');
    expect(api.calls.map((call) => call.path)).toEqual(['/users/op/resend-phone-code']);
    const resend = screen.getByRole('button', { name: /Resend code in 60 s/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Verify/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('in registration it is the last step, 4 of 4; from the account no registration steps show', async () => {
    await renderVerify(makeSignedInUser(), () => sent);
    expect(screen.getByText('Step 4 of 4: enter the code we texted you to verify your phone number.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current="step"]')?.textContent).toBe('Phone code');
    cleanup();
    await renderVerify(makeSignedInUser(), () => sent, { mode: 'account' });
    expect(screen.getByText('Enter the code we texted you to verify your phone number.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Registration steps' })).toBeNull();
  });

  it("'Re-verify your phone' when it was verified before and is not now", async () => {
    await renderVerify(makeSignedInUser({ twilio_prev_verified: true }), () => sent);
    expect(screen.getByRole('heading', { name: 'Re-verify your phone' })).toBeTruthy();
    expect(screen.getByText(USER_MESSAGES.phoneReverify)).toBeTruthy();
  });

  it('a code already sent (429 on load) says so and counts down the wait', async () => {
    await renderVerify(makeSignedInUser(), () => ({ status: 429, body: { error: AUTH_MESSAGES.codeLocked, code: 'TooManyRequests', retry_after_seconds: 42 } }));
    expect(await screen.findByText('A code was already sent to (845) 555-0142. Enter it below.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Resend code in \d+ s/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a wrong code: the message under the field, and what was typed stays', async () => {
    await renderVerify(makeSignedInUser(), (path) =>
      path === '/users/op/confirm-phone' ? { status: 400, body: { error: AUTH_MESSAGES.invalidCode, fields: { verification_code: [AUTH_MESSAGES.invalidCode] } } } : sent,
    );
    fireEvent.change(code(), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Verify/ })));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCode)).toBeTruthy();
    expect(code().value).toBe('123456');
    await waitFor(() => expect(document.activeElement).toBe(code()));
  });

  it('from the account: success reloads the user and goes to `next`', async () => {
    const verified = makeSignedInUser({ is_phone_verified: true });
    const { api, router, queryClient } = await renderVerify(makeSignedInUser(), (path) => (path === '/users/op/confirm-phone' ? { body: verified } : path === '/users/op/get-me' ? { body: verified } : sent), {
      mode: 'account',
      next: '/account/transactional',
    });
    fireEvent.change(code(), { target: { value: '654321' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Verify/ })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/transactional'));
    expect(api.calls.find((call) => call.path === '/users/op/confirm-phone')?.body).toEqual({ verification_code: '654321' });
    expect(queryClient.getQueryData<User>(userKeys.me(41))?.is_phone_verified).toBe(true);
  });

  it('in registration, an already verified phone goes straight on to order notices', async () => {
    const { api, router } = await renderVerify(makeSignedInUser({ is_phone_verified: true }), () => sent);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/transactions'));
    expect(api.calls).toHaveLength(0);
  });

  it('the countdown reads whole seconds left', () => {
    expect(secondsUntil(undefined, 0)).toBe(0);
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 61_000)).toBe(0);
  });
});
