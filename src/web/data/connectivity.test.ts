import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { DEVICE_COPY_HEADER } from '@/api/device-copy';
import { apiRequest } from './call';
import { followBrowserConnectivity, reportReachable } from './connectivity';

/**
 * Whether the app can reach its server (README "What the device keeps"): the browser's online flag
 * misses a network that leads nowhere, so a request that cannot reach the server marks the app
 * offline (the banner shows, cart writes are kept for later) until the health check answers.
 */
const json = (headers: Record<string, string> = {}) => new Response('{}', { headers: { 'content-type': 'application/json', ...headers } });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const call = () => apiRequest('p/stores', { schema: z.unknown(), hideErrorToast: true }).catch(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  followBrowserConnectivity();
  reportReachable();
});
afterEach(() => {
  reportReachable();
  vi.useRealTimers();
});

describe('a request that cannot reach the server', () => {
  test('marks the app offline though the browser says online, and the health check brings it back', async () => {
    const fetch = vi.fn<() => Promise<Response>>(unreachable);
    vi.stubGlobal('fetch', fetch);
    await call();
    expect(onlineManager.isOnline()).toBe(false);

    // Asked again, more slowly each time, while the server stays away.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenLastCalledWith('/api/health', { cache: 'no-store' });
    expect(onlineManager.isOnline()).toBe(false);
    const asked = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3_999);
    expect(fetch.mock.calls.length).toBe(asked);

    fetch.mockImplementation(async () => json());
    await vi.advanceTimersByTimeAsync(1);
    expect(onlineManager.isOnline()).toBe(true);
  });

  test('a cancelled request says nothing about the network', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))));
    await call();
    expect(onlineManager.isOnline()).toBe(true);
  });

  test('an answer the service worker gave from its own cache does not count as reaching the server', async () => {
    vi.stubGlobal('fetch', vi.fn(unreachable));
    await call();
    vi.stubGlobal('fetch', vi.fn(async () => json({ [DEVICE_COPY_HEADER]: '1' })));
    await call();
    expect(onlineManager.isOnline()).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => json()));
    await call();
    expect(onlineManager.isOnline()).toBe(true);
  });
});

describe('the browser’s own word', () => {
  test('a page opened offline starts offline, and the online event ends it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    followBrowserConnectivity();
    const unsubscribe = onlineManager.subscribe(() => undefined);
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    unsubscribe();
    vi.restoreAllMocks();
  });
});
