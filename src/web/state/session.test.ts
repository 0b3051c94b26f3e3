import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_DAYS, TOKEN_REFRESH_LEAD_MS, TOKEN_REFRESH_MAX_MS } from '@/domain/constants';
import { stubApi, tokens } from '@/web/features/auth/test-render';
import { consentState } from '@/web/features/shell/consent/consent-state';
import {
  onSignOut,
  refreshDelayMs,
  refreshSession,
  sessionState,
  signIn,
  signOut,
  TOKEN_REFRESH_RETRY_MS,
} from './session';

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

describe('session (part 2 §7 "Tokens")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    writes.length = 0;
  });
  afterEach(async () => {
    vi.stubGlobal('fetch', stubApi(() => ({ body: { ok: true } })).fetch);
    signOut();
    // The best-effort logout call loads its module first; let it go out before the next test.
    await vi.dynamicImportSettled();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('signIn keeps the tokens, user and expiry; cookies last 30 days only with personalization consent', () => {
    Object.assign(consentState, { needsToAccept: false, personalization: true });
    signIn(tokens(), NOW);
    expect(sessionState).toMatchObject({ accessToken: 'access-token-1', userId: 41, username: 'shopper@example.test', accessExpiresAt: NOW + 900_000 });
    expect(writes.map((write) => write.days)).toEqual([AUTH_COOKIE_DAYS, AUTH_COOKIE_DAYS, AUTH_COOKIE_DAYS]);

    writes.length = 0;
    Object.assign(consentState, { personalization: false });
    signIn(tokens(), NOW);
    expect(writes.map((write) => write.days)).toEqual([undefined, undefined, undefined]);
  });

  it('signOut clears everything, revokes the refresh token on the server and runs the listeners', async () => {
    const api = stubApi(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', api.fetch);
    const listener = vi.fn();
    const unsubscribe = onSignOut(listener);
    signIn(tokens());
    signOut();
    unsubscribe();
    expect(sessionState).toMatchObject({ accessToken: undefined, refreshToken: undefined, userId: undefined });
    expect(document.cookie).not.toContain('apotheca_access=');
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(api.calls).toEqual([{ path: '/auth/logout', method: 'POST', body: { refresh_token: tokens().refresh_token } }]));
  });

  it('a refresh answers a new pair and schedules the next one', async () => {
    const api = stubApi(() => ({ body: tokens({ access_token: 'access-token-2', refresh_token: 'refresh-token-rotated-0123456789' }) }));
    vi.stubGlobal('fetch', api.fetch);
    signIn(tokens({ expires_in: 60 })); // inside the last 3 minutes: due now
    await refreshSession();
    expect(api.calls[0]).toMatchObject({ path: '/auth/refresh', body: { username: 'shopper@example.test', refresh_token: tokens().refresh_token } });
    expect(sessionState.accessToken).toBe('access-token-2');
    expect(sessionState.refreshToken).toBe('refresh-token-rotated-0123456789');
  });

  it('a refused refresh (401) signs out', async () => {
    vi.stubGlobal('fetch', stubApi(() => ({ status: 401, body: { error: 'Your session has expired. Please log in again.', code: 'InvalidRefreshToken' } })).fetch);
    signIn(tokens({ expires_in: 60 }));
    await refreshSession();
    expect(sessionState.accessToken).toBeUndefined();
    expect(sessionState.refreshToken).toBeUndefined();
  });

  it('a refresh without a network keeps the session and tries again later', async () => {
    const api = stubApi(() => 'offline');
    vi.stubGlobal('fetch', api.fetch);
    signIn(tokens({ expires_in: 60 }));
    await refreshSession();
    expect(sessionState.refreshToken).toBe(tokens().refresh_token);
    expect(sessionState.userId).toBe(41);

    vi.stubGlobal('fetch', stubApi(() => ({ body: tokens({ access_token: 'access-token-3' }) })).fetch);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_RETRY_MS);
    await vi.waitFor(() => expect(sessionState.accessToken).toBe('access-token-3'));
  });
});
