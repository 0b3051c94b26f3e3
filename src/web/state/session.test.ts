import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_DAYS, TOKEN_REFRESH_LEAD_MS, TOKEN_REFRESH_MAX_MS } from '@/domain/constants';
import { consentState } from '@/web/state/consent';
import { fakeApi } from '@/web/testing/fake-api';
import { tokens } from '@/web/testing/users';
import { onSignOut, refreshDelayMs, sessionState, signIn, signOut } from './session';

const writes = vi.hoisted(() => [] as { name: string; days: number | undefined }[]);
vi.mock('@/web/data/cookies', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/web/data/cookies')>();
  return {
    ...original,
    writeCookie: (name: string, value: string, days?: number) => {
      writes.push({ name, days });
      original.writeCookie(name, value, days);
    },
  };
});

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 20, 18, 0, 0);

/** The shopper's cookie choice. */
function choosePersonalization(personalization: boolean) {
  Object.assign(consentState, { needsToAccept: false, personalization });
}

/** A session another tab (or an earlier visit) stored: the cookies it wrote. */
function storedSession(accessToken: string, expiresAt: number) {
  document.cookie = `apotheca_access=${accessToken}; path=/`;
  const account = JSON.stringify({ username: 'shopper@example.test', user_id: 41, access_expires_at: expiresAt });
  document.cookie = `apotheca_account=${encodeURIComponent(account)}; path=/`;
}

describe('token refresh timing (part 2 §7, §9: 3 minutes before expiry, capped at 30 minutes)', () => {
  it('refreshes 3 minutes before a 15-minute token expires', () => {
    expect(refreshDelayMs(NOW + 15 * MINUTE, NOW)).toBe(12 * MINUTE);
  });

  it('waits at most 30 minutes, however long the token lives', () => {
    expect(refreshDelayMs(NOW + 24 * 60 * MINUTE, NOW)).toBe(TOKEN_REFRESH_MAX_MS);
    expect(refreshDelayMs(NOW + 33 * MINUTE, NOW)).toBe(30 * MINUTE);
  });

  it('refreshes at once inside the last 3 minutes and after expiry', () => {
    expect(refreshDelayMs(NOW + TOKEN_REFRESH_LEAD_MS, NOW)).toBe(0);
    expect(refreshDelayMs(NOW + 2 * MINUTE, NOW)).toBe(0);
    expect(refreshDelayMs(NOW - MINUTE, NOW)).toBe(0);
  });
});

describe('session store (part 2 §7 "Tokens"; README "Our own identity service")', () => {
  beforeEach(() => {
    writes.length = 0;
    Object.assign(consentState, { needsToAccept: true, personalization: true });
  });
  afterEach(() => signOut());

  it('signIn keeps the access token, user and expiry; with personalization consent the account lasts 30 days, the access token no longer than itself', () => {
    choosePersonalization(true);
    signIn(tokens(), NOW);
    expect(sessionState).toMatchObject({ accessToken: 'access-token-1', userId: 41, username: 'shopper@example.test', accessExpiresAt: NOW + 900_000 });
    expect(writes).toEqual([
      { name: 'apotheca_account', days: AUTH_COOKIE_DAYS },
      { name: 'apotheca_access', days: 900_000 / 86_400_000 },
    ]);
  });

  it('without personalization consent both are session cookies', () => {
    choosePersonalization(false);
    signIn(tokens(), NOW);
    expect(writes).toEqual([
      { name: 'apotheca_account', days: undefined },
      { name: 'apotheca_access', days: undefined },
    ]);
  });

  it('no cookie a script can read holds a refresh token', () => {
    signIn(tokens());
    expect(writes.map((write) => write.name)).not.toContain('apotheca_refresh');
    expect(document.cookie).not.toMatch(/refresh/);
  });

  it('signOut clears the cookies and the state and tells the listeners which session ended, for the server to end too', () => {
    const listener = vi.fn();
    const unsubscribe = onSignOut(listener);
    signIn(tokens());
    signOut();
    signOut(); // nothing left to end: the listeners hear of one sign-out
    unsubscribe();
    expect(sessionState).toMatchObject({ accessToken: undefined, userId: undefined, username: undefined });
    expect(document.cookie).not.toContain('apotheca_access=');
    expect(document.cookie).not.toContain('apotheca_account=');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ accessToken: 'access-token-1', revoke: true });
  });
});

describe('reopening the app', () => {
  afterEach(() => {
    document.cookie = 'apotheca_access=; max-age=0; path=/';
    document.cookie = 'apotheca_account=; max-age=0; path=/';
    vi.restoreAllMocks();
    vi.resetModules();
  });

  /** A fresh load of the store's code, as a new page load would run it. */
  const reopen = async () => (await import('./session')).sessionState;

  it('offline, with the access token expired, the shopper stays signed in while the refresh waits', async () => {
    storedSession('access-token-expired', Date.now() - MINUTE);
    vi.resetModules();
    expect(await reopen()).toMatchObject({ userId: 41, username: 'shopper@example.test', accessToken: undefined, restoring: true });
  });

  // The session service (data/session-service.ts) does the work, once main.tsx starts it.
  it.each([
    ['a usable access token, whose refresh is due later', 10 * MINUTE, { accessToken: 'access-token-kept', restoring: false }],
    ['an expired access token, which needs a refresh first', -MINUTE, { accessToken: undefined, restoring: true }],
  ])('importing the store reads who is signed in from the cookies and starts nothing: %s', async (_, expiresIn, restored) => {
    const api = fakeApi(() => ({ body: tokens({ access_token: 'access-token-new' }) }));
    storedSession('access-token-kept', Date.now() + expiresIn);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const documentListeners = vi.spyOn(document, 'addEventListener');
    const windowListeners = vi.spyOn(window, 'addEventListener');
    vi.resetModules();
    expect(await reopen()).toMatchObject({ userId: 41, username: 'shopper@example.test', ...restored });
    await vi.dynamicImportSettled();
    expect(timers).not.toHaveBeenCalled();
    expect(documentListeners).not.toHaveBeenCalled();
    expect(windowListeners).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});
