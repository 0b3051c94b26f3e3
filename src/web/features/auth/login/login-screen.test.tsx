import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@/api/auth';
import { ApiRequestError } from '@/web/data/api-errors';
import { sessionState, signOut } from '@/web/state/session';
import { fakeApi, type FakeResponder } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { tokens } from '@/web/testing/users';
import { rateLimitedMessage } from '../auth-errors';
import { NOT_CONFIRMED_MESSAGE } from './login-problem';
import { LoginScreen } from './login-screen';

async function renderLogin({ answer = (() => ({ body: tokens() })) as FakeResponder, from = undefined as string | undefined, store = {} } = {}) {
  const api = fakeApi(answer);
  const view = await renderWithRouter(<LoginScreen initialEmail="Shopper@Example.test" from={from} />, { path: '/login', store: makeStore({ id: 7, state: 'IL', store_slug: 'auth-test-store', ...store }) });
  return { ...view, api };
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const logIn = () => screen.getByRole('button', { name: /^Log In/ }) as HTMLButtonElement;

async function submitWith(value: string) {
  fireEvent.change(password(), { target: { value } });
  await act(async () => fireEvent.click(logIn()));
}

describe('/login (part 2 §2, §8)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    signOut();
    await vi.dynamicImportSettled();
  });

  it('signs in with the lowercased email and the usage type, then returns to the `from` path', async () => {
    const { api, router } = await renderLogin({ from: encodeURIComponent('/products/flower?sort=price') });
    expect(email().value).toBe('Shopper@Example.test');
    await submitWith('Secret123');
    await waitFor(() => expect(router.state.location.href).toBe('/products/flower?sort=price'));
    expect(api.calls[0]).toEqual({ path: '/auth/login', method: 'POST', body: { username: 'shopper@example.test', password: 'Secret123', usage_type: 'recreational', remember: false } });
    expect(sessionState.userId).toBe(41);
  });

  it('sent from the cart, it says why it asks for a sign-in and that the shopper comes back to the cart (issue 21)', async () => {
    const { router } = await renderLogin({ from: encodeURIComponent('/cart') });
    expect(screen.getByText("Your cart is kept with your account. Log in to see it and place your order; you'll come right back to your cart.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('opened by itself, or from a page that needs no account, it keeps its usual first line', async () => {
    await renderLogin({ from: encodeURIComponent('/products/flower') });
    expect(screen.getByText('Sign in to order online and see your orders and rewards.')).toBeTruthy();
  });

  it('never follows a `from` that leaves the site', async () => {
    const { router } = await renderLogin({ from: encodeURIComponent('//evil.example/login') });
    await submitWith('Secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("an unconfirmed email: 'User not yet verified...' under the email, linking to verify-email with it", async () => {
    await renderLogin({
      answer: () => ({ status: 403, body: { error: AUTH_MESSAGES.notConfirmed, code: 'UserNotConfirmedException', fields: { username: [AUTH_MESSAGES.notConfirmed] } } }),
    });
    await submitWith('Secret123');
    const link = await screen.findByRole('link', { name: NOT_CONFIRMED_MESSAGE });
    expect(link.getAttribute('href')).toBe('/register/verify-email?u=shopper%40example.test');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    // What the user typed stays.
    expect(email().value).toBe('Shopper@Example.test');
    expect(password().value).toBe('Secret123');
  });

  it('the same generic message for a wrong password or an unknown account', async () => {
    await renderLogin({ answer: () => ({ status: 401, body: { error: AUTH_MESSAGES.badCredentials } }) });
    await submitWith('Wrong1234');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.badCredentials);
    expect(sessionState.accessToken).toBeUndefined();
    expect(password().value).toBe('Wrong1234');
  });

  it('field errors from the server go under their fields', async () => {
    await renderLogin({ answer: () => ({ status: 400, body: { error: 'Invalid input', fields: { password: ['Password is required'] } } }) });
    await submitWith('x');
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the email before calling the server', async () => {
    const { api } = await renderLogin();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    await submitWith('Secret123');
    expect(await screen.findByText(AUTH_MESSAGES.validEmail)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('turned off by the store (is_rec_users_login false): the message shows and the form is disabled', async () => {
    const { api } = await renderLogin({ store: { is_rec_users_login: false } });
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.turnedOff);
    expect(logIn().disabled).toBe(true);
    expect(email().disabled).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it('turned off as the server answers: the same message, and the form is disabled', async () => {
    await renderLogin({ answer: () => ({ status: 403, body: { error: AUTH_MESSAGES.turnedOff, code: 'LoginTurnedOff' } }) });
    await submitWith('Secret123');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.turnedOff);
    expect(email().disabled).toBe(true);
    expect(password().disabled).toBe(true);
    await waitFor(() => expect(logIn().getAttribute('aria-busy')).toBeNull());
    expect(logIn().disabled).toBe(true);
  });

  it('too many attempts: the message', async () => {
    await renderLogin({ answer: () => ({ status: 429, body: { error: AUTH_MESSAGES.tooManyAttempts, code: 'TooManyRequests', retry_after_seconds: 600 } }) });
    await submitWith('Secret123');
    expect((await screen.findByRole('alert')).textContent).toContain(AUTH_MESSAGES.tooManyAttempts);
  });

  it('the retry time reads in whole minutes', () => {
    const error = (seconds: number) => new ApiRequestError(AUTH_MESSAGES.tooManyAttempts, 'server', 429, { error: AUTH_MESSAGES.tooManyAttempts, code: 'TooManyRequests', retry_after_seconds: seconds } as never);
    expect(rateLimitedMessage(error(600))).toBe(`${AUTH_MESSAGES.tooManyAttempts} You can try again in 10 minutes.`);
    expect(rateLimitedMessage(error(61))).toBe(`${AUTH_MESSAGES.tooManyAttempts} You can try again in 2 minutes.`);
    expect(rateLimitedMessage(error(20))).toBe(`${AUTH_MESSAGES.tooManyAttempts} You can try again in 1 minute.`);
  });

  it('links to the password reset and to registration, carrying `from` on', async () => {
    await renderLogin({ from: encodeURIComponent('/account') });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password?u=shopper%40example.test');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?from=%252Faccount');
  });
});
