import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastState } from '@/web/state/toasts';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { PASSWORD_CHANGED, VerifyPasswordChangeScreen } from './verify-password-change-screen';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('password reset (part 2 §2, §5)', () => {
  afterEach(() => {
    toastState.toasts = [];
  });

  it('/forgot-password sends the code and goes on to enter it', async () => {
    const api = fakeApi(() => ({ body: { ok: true } }));
    const { router } = await renderWithRouter(<ForgotPasswordScreen />, { path: '/forgot-password' });
    type('Email', 'Shopper@Example.test');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Send Code/ })));
    await waitFor(() => expect(router.state.location.href).toBe('/verify-password-change?u=shopper%40example.test'));
    expect(api.calls[0]).toMatchObject({ path: '/auth/forgot-password', body: { username: 'shopper@example.test' } });
  });

  it('submit waits for the code, every password rule and the confirmation; success goes to /login?u= with a toast', async () => {
    const api = fakeApi(() => ({ body: { ok: true } }));
    const { router } = await renderWithRouter(<VerifyPasswordChangeScreen initialEmail="shopper@example.test" />, { path: '/verify-password-change' });
    const submit = () => screen.getByRole('button', { name: /^Change Password/ }) as HTMLButtonElement;
    type('New password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    expect(submit().disabled).toBe(true);
    type('Verification code', '123456');
    expect(submit().disabled).toBe(false);
    type('New password', 'abcdefg1');
    expect(submit().disabled).toBe(true);
    type('New password', 'Abcdefg1');
    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(router.state.location.href).toBe('/login?u=shopper%40example.test'));
    expect(api.calls[0]).toEqual({
      path: '/auth/forgot-password-confirm',
      method: 'POST',
      body: { username: 'shopper@example.test', verification_code: '123456', password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
    });
    expect(toastState.toasts.map((toast) => toast.message)).toContain(PASSWORD_CHANGED);
  });

  it("mismatched passwords say 'Both passwords must match.' and send nothing", async () => {
    const api = fakeApi(() => ({ body: { ok: true } }));
    await renderWithRouter(<VerifyPasswordChangeScreen initialEmail="shopper@example.test" />);
    type('Verification code', '123456');
    type('New password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg2');
    expect(screen.getByText('Both passwords must match.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Change Password/ })));
    expect(api.calls).toHaveLength(0);
  });
});
