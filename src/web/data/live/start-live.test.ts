import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { startLiveUpdates } from './start-live';

/**
 * Which stream a tab holds (README "Live updates"): one for the signed-in user at the tab's store,
 * reopened when either changes, none signed out.
 */
const opened: { url: string; signal: AbortSignal; headers: Record<string, string> }[] = [];
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      opened.push({ url, signal: init.signal!, headers: init.headers as Record<string, string> });
      return new Promise<Response>(() => undefined);
    }),
  );
  Object.assign(sessionState, { userId: undefined, username: undefined, accessToken: undefined, accessExpiresAt: undefined, restoring: false });
  shoppingState.storeId = 3;
});
afterEach(() => {
  stop?.();
  opened.length = 0;
  vi.unstubAllGlobals();
});

const signIn = (userId: number) => Object.assign(sessionState, { userId, username: `u${userId}@example.test`, accessToken: `token-${userId}`, accessExpiresAt: Date.now() + 600_000 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const live = () => opened.filter((request) => !request.signal.aborted);

describe('the tab’s stream', () => {
  it('is none while signed out, opens at sign-in for the store with the token, and closes at sign-out', async () => {
    stop = startLiveUpdates(new QueryClient());
    await settle();
    expect(opened).toEqual([]);

    signIn(5);
    await settle();
    await settle();
    expect(live().map((request) => request.url)).toEqual(['/api/live?store_id=3']);
    expect(live()[0]!.headers).toMatchObject({ authorization: 'Bearer token-5', accept: 'text/event-stream' });

    Object.assign(sessionState, { userId: undefined, username: undefined, accessToken: undefined });
    await settle();
    expect(live()).toEqual([]);
  });

  it('reopens for the new store when the tab changes store, and for the new user when another signs in', async () => {
    signIn(5);
    stop = startLiveUpdates(new QueryClient());
    await settle();
    shoppingState.storeId = 4;
    await settle();
    await settle();
    expect(live().map((request) => request.url)).toEqual(['/api/live?store_id=4']);
    signIn(6);
    await settle();
    await settle();
    expect(live().map((request) => request.headers.authorization)).toEqual(['Bearer token-6']);
    expect(opened).toHaveLength(3);
  });
});
