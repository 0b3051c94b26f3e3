import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentState } from '@/web/state/consent';
import { onSignOut, sessionState, signIn, signOut } from '@/web/state/session';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { tokens } from '@/web/testing/users';
import { refreshSession, startSessionService, TOKEN_REFRESH_RETRY_MS } from './session-service';

const MINUTE = 60_000;

/** The request headers of each call a stubbed fetch saw, by path. */
function headersOf(fetch: ReturnType<typeof vi.fn>, path: string): Headers[] {
  return fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => new Headers((init as RequestInit).headers));
}

/** The shopper's cookie choice; the service reacts to it a tick later (valtio notifies in a microtask). */
async function choosePersonalization(personalization: boolean) {
  Object.assign(consentState, { needsToAccept: false, personalization });
  await Promise.resolve();
}

/** Another tab's refresh, as this tab sees it: the cookies it wrote. */
function anotherTabRefreshed(accessToken: string, expiresAt: number) {
  document.cookie = `apotheca_access=${accessToken}; path=/`;
  const account = JSON.stringify({ username: 'shopper@example.test', user_id: 41, access_expires_at: expiresAt });
  document.cookie = `apotheca_account=${encodeURIComponent(account)}; path=/`;
}

describe('session service (part 2 §7 "Tokens"; README "Our own identity service")', () => {
  let stopService: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    Object.assign(consentState, { needsToAccept: true, personalization: true });
    stopService = startSessionService();
  });
  afterEach(async () => {
    fakeApi(() => ({ body: { ok: true } }));
    signOut();
    // The best-effort logout call loads its module first; let it go out before the next test.
    await vi.dynamicImportSettled();
    stopService();
    vi.useRealTimers();
  });

  it('signOut clears everything, asks the server to end the session (with the access token) and runs the listeners', async () => {
    const api = fakeApi(() => ({ body: { ok: true } }));
    const fetch = vi.fn(api.fetch);
    vi.stubGlobal('fetch', fetch);
    const listener = vi.fn();
    const unsubscribe = onSignOut(listener);
    signIn(tokens());
    signOut();
    unsubscribe();
    expect(sessionState).toMatchObject({ accessToken: undefined, userId: undefined, username: undefined });
    expect(document.cookie).not.toContain('apotheca_access=');
    expect(document.cookie).not.toContain('apotheca_account=');
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(api.calls).toEqual([{ path: '/auth/logout', method: 'POST', body: {} }]));
    expect(headersOf(fetch, '/auth/logout')[0]!.get('authorization')).toBe('Bearer access-token-1');
  });

  it('a sign-in refreshes its 15-minute access token 3 minutes before it expires', async () => {
    const api = fakeApi(() => ({ body: tokens({ access_token: 'access-token-2' }) }));
    signIn(tokens());
    await vi.advanceTimersByTimeAsync(12 * MINUTE - 1);
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sessionState.accessToken).toBe('access-token-2'));
    expect(api.calls.map((call) => call.path)).toEqual(['/auth/refresh']);
  });

  it('a tab that slept past its refresh refreshes when it comes back online', async () => {
    const api = fakeApi(() => ({ body: tokens({ access_token: 'access-token-2' }) }));
    signIn(tokens());
    vi.setSystemTime(Date.now() + 13 * MINUTE); // the clock moved on; the timer did not fire
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sessionState.accessToken).toBe('access-token-2'));
    expect(api.calls.map((call) => call.path)).toEqual(['/auth/refresh']);
  });

  it('a refresh sends the username and the consent, never a token, and takes the new access token', async () => {
    await choosePersonalization(true);
    const api = fakeApi(() => ({ body: tokens({ access_token: 'access-token-2' }) }));
    const fetch = vi.fn(api.fetch);
    vi.stubGlobal('fetch', fetch);
    signIn(tokens({ expires_in: 60 })); // inside the last 3 minutes: due now
    await refreshSession();
    expect(api.calls).toEqual([{ path: '/auth/refresh', method: 'POST', body: { username: 'shopper@example.test', remember: true } }]);
    // The cookie-authenticated call carries the API's own header (no cross-site page can add it).
    expect(headersOf(fetch, '/auth/refresh')[0]!.get('x-api-key')).toBeTruthy();
    expect(sessionState.accessToken).toBe('access-token-2');
  });

  it("a tab that finds another tab's newer access token takes it instead of refreshing again", async () => {
    const api = fakeApi(() => ({ body: tokens({ access_token: 'access-token-2' }) }));
    signIn(tokens({ expires_in: 60 }));
    anotherTabRefreshed('access-token-from-another-tab', Date.now() + 15 * MINUTE);
    await refreshSession();
    expect(api.calls).toEqual([]);
    expect(sessionState.accessToken).toBe('access-token-from-another-tab');
  });

  it('a change of personalization consent refreshes at once, so the server re-sets its cookie for 30 days or the session', async () => {
    const api = fakeApi(() => ({ body: tokens({ access_token: 'access-token-2' }) }));
    signIn(tokens());
    await choosePersonalization(true);
    await vi.waitFor(() => expect(api.calls).toEqual([{ path: '/auth/refresh', method: 'POST', body: { username: 'shopper@example.test', remember: true } }]));
  });

  it('a refused refresh (401) signs out', async () => {
    fakeApi(() => ({ status: 401, body: { error: 'Your session has expired. Please log in again.', code: 'InvalidRefreshToken' } }));
    signIn(tokens({ expires_in: 60 }));
    await refreshSession();
    expect(sessionState.accessToken).toBeUndefined();
    expect(sessionState.userId).toBeUndefined();
  });

  it('a refresh without a network keeps the session and tries again later', async () => {
    fakeApi(() => NO_NETWORK);
    signIn(tokens({ expires_in: 60 }));
    await refreshSession();
    expect(sessionState.userId).toBe(41);
    expect(sessionState.username).toBe('shopper@example.test');

    fakeApi(() => ({ body: tokens({ access_token: 'access-token-3' }) }));
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_RETRY_MS);
    await vi.waitFor(() => expect(sessionState.accessToken).toBe('access-token-3'));
  });
});

describe('reopening the app', () => {
  let stopService: (() => void) | undefined;
  afterEach(() => {
    stopService?.();
    document.cookie = 'apotheca_access=; max-age=0; path=/';
    document.cookie = 'apotheca_account=; max-age=0; path=/';
    document.cookie = 'apotheca_refresh=; max-age=0; path=/';
    vi.resetModules();
  });

  /** A fresh start of the app's code, as a new page load would run it (main.tsx starts the service). */
  const reopen = async () => {
    vi.resetModules();
    const [{ sessionState: state }, service] = await Promise.all([import('@/web/state/session'), import('./session-service')]);
    stopService = service.startSessionService();
    return state;
  };

  it('offline, with the access token expired, the shopper stays signed in while the refresh waits for the network', async () => {
    fakeApi(() => NO_NETWORK);
    anotherTabRefreshed('access-token-expired', Date.now() - MINUTE);
    const state = await reopen();
    expect(state).toMatchObject({ userId: 41, username: 'shopper@example.test', accessToken: undefined });
    await vi.waitFor(() => expect(state.restoring).toBe(false));
    expect(state.userId).toBe(41);
  });

  it('a session from before the HttpOnly cookie refreshes first: its stored access token is not used', async () => {
    const api = fakeApi(() => ({ body: tokens({ access_token: 'access-token-new' }) }));
    anotherTabRefreshed('access-token-old', Date.now() + 10 * MINUTE);
    document.cookie = 'apotheca_refresh=legacy-refresh-token; path=/';
    const state = await reopen();
    await vi.waitFor(() => expect(state.accessToken).toBe('access-token-new'));
    expect(api.calls.map((call) => call.path)).toEqual(['/auth/refresh']);
  });
});
