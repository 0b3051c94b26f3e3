import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@/api/auth';
import { sessionState, signOut } from '@/web/state/session';
import { toastState } from '@/web/state/toasts';
import { fakeApi, type FakeResponder } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { makeSignedInUser, tokens } from '@/web/testing/users';
import { ConfirmEmailScreen } from './confirm-email-screen';
import { RESEND_FAILED } from './resend-problem';

async function renderConfirm(answer: FakeResponder, initialEmail = 'shopper@example.test') {
  const api = fakeApi(answer);
  const view = await renderWithRouter(<ConfirmEmailScreen initialEmail={initialEmail} />, { path: '/register/confirm' });
  return { ...view, api };
}

const verifyButton = () => screen.getByRole('button', { name: /^Verify/ }) as HTMLButtonElement;
const resend = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /^Resend code/ })));

describe('/register/confirm and /register/verify-email (part 2 §2, §5, §8)', () => {
  afterEach(async () => {
    cleanup();
    signOut();
    await vi.dynamicImportSettled();
    toastState.toasts = [];
    vi.unstubAllGlobals();
  });

  it('is step 3 of 4 of the registration, the phone code still to come', async () => {
    await renderConfirm(() => ({ body: tokens() }));
    expect(screen.getByText('Step 3 of 4: we emailed a 6-digit code to shopper@example.test. Enter it below to confirm your account.')).toBeTruthy();
    const current = screen.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('Email code');
  });

  it('Verify is disabled until a code is typed; a right code signs in and, with the phone unverified, goes to verify it', async () => {
    const { api, router } = await renderConfirm((path) => (path === '/auth/register-confirm' ? { body: tokens() } : { body: makeSignedInUser() }));
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    expect(verifyButton().disabled).toBe(false);
    await act(async () => fireEvent.click(verifyButton()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/verify-phone'));
    expect(api.calls[0]).toMatchObject({ path: '/auth/register-confirm', body: { username: 'shopper@example.test', verification_code: '123456' } });
    expect(sessionState.userId).toBe(41);
  });

  it('with the phone already verified, goes on to the order notices choice', async () => {
    const { router } = await renderConfirm((path) => (path === '/auth/register-confirm' ? { body: tokens() } : { body: makeSignedInUser({ is_phone_verified: true }) }));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(verifyButton()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/transactions'));
  });

  it("a wrong code shows the server's message under the code", async () => {
    await renderConfirm(() => ({ status: 400, body: { error: AUTH_MESSAGES.invalidCode, fields: { verification_code: [AUTH_MESSAGES.invalidCode] } } }));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(verifyButton()));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCode)).toBeTruthy();
  });

  it("Resend says 'Code Resent'", async () => {
    const { api } = await renderConfirm(() => ({ body: { ok: true, message: AUTH_MESSAGES.codeResent } }));
    await resend();
    await waitFor(() => expect(toastState.toasts.map((toast) => toast.message)).toContain(AUTH_MESSAGES.codeResent));
    expect(api.calls[0]).toMatchObject({ path: '/auth/resend-code', body: { username: 'shopper@example.test' } });
  });

  it('Resend needs a valid email', async () => {
    const { api } = await renderConfirm(() => ({ body: { ok: true } }), '');
    await resend();
    expect(await screen.findByText(AUTH_MESSAGES.validEmail)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("Resend within the lock: 'Verification code already sent. Please wait.'", async () => {
    await renderConfirm(() => ({ status: 429, body: { error: AUTH_MESSAGES.codeLocked, code: 'TooManyRequests', retry_after_seconds: 30 } }));
    await resend();
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.codeLocked);
  });

  it("a failed resend: the username error, else the code error, else 'Failed to send code.'", async () => {
    await renderConfirm(() => ({ status: 400, body: { error: 'Invalid input', fields: { username: ['No such thing'], verification_code: ['Not this'] } } }));
    await resend();
    expect(await screen.findByText('No such thing')).toBeTruthy();
    expect(screen.queryByText('Not this')).toBeNull();
    cleanup();

    await renderConfirm(() => ({ status: 500, body: { error: 'Boom' } }));
    await resend();
    expect((await screen.findByRole('alert')).textContent).toBe(RESEND_FAILED);
  });
});
