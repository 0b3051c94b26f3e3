import { afterEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { sessionState } from '@/web/state/session';
import { apiRequest, ApiRequestError, OFFLINE_MESSAGE } from './api-client';

afterEach(() => {
  Object.assign(sessionState, { userId: undefined, accessToken: undefined, refreshToken: undefined });
  vi.unstubAllGlobals();
});

describe('a signed-in user whose token could not be renewed offline (issue 6)', () => {
  test('private calls fail as offline instead of going out without a token (a 401 would sign them out)', async () => {
    const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    Object.assign(sessionState, { userId: 41, accessToken: undefined, refreshToken: undefined });

    const failure = await apiRequest('carts/op/get-cart', { method: 'POST', body: {}, schema: z.unknown(), hideErrorToast: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ kind: 'network', message: OFFLINE_MESSAGE });
    expect(fetch).not.toHaveBeenCalled();

    // The catalog needs no token and still goes out.
    await apiRequest('p/stores', { schema: z.unknown() });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
