import { afterEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { sessionState } from '@/web/state/session';
import { ApiRequestError, OFFLINE_MESSAGE } from './api-errors';
import { apiRequest } from './call';

afterEach(() => {
  Object.assign(sessionState, { userId: undefined, username: undefined, accessToken: undefined });
  document.cookie = 'apotheca_account=; max-age=0; path=/';
});

const pathsCalled = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('a signed-in user whose token could not be renewed offline (README "What the device keeps")', () => {
  test('private calls fail as offline instead of going out without a token (a 401 would sign them out)', async () => {
    // The refresh (its cookie is the browser's) finds no network; everything else would answer.
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/auth/refresh')) throw new TypeError('Failed to fetch');
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    document.cookie = `apotheca_account=${encodeURIComponent(JSON.stringify({ username: 'shopper@example.test', user_id: 41, access_expires_at: Date.now() - 60_000 }))}; path=/`;
    Object.assign(sessionState, { userId: 41, username: 'shopper@example.test', accessToken: undefined });

    const failure = await apiRequest('carts/op/get-cart', { method: 'POST', body: {}, schema: z.unknown(), hideErrorToast: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ kind: 'network', message: OFFLINE_MESSAGE });
    expect(pathsCalled(fetch)).toEqual(['/api/auth/refresh']);
    expect(sessionState.userId).toBe(41);

    // The catalog needs no token and still goes out.
    await apiRequest('p/stores', { schema: z.unknown() });
    expect(pathsCalled(fetch)).toContain('/api/p/stores');
    expect(pathsCalled(fetch)).not.toContain('/api/carts/op/get-cart');
  });
});
