import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-errors';
import { PRIVATE_QUERY_ROOTS } from './query-persistence';

/**
 * One QueryClient for the app; catalog data is fresh for a minute and kept for a day; private data
 * is asked for again whenever the page is shown again.
 *
 * Offline-first: every query runs its function even with no network (a kept copy in IndexedDB or
 * the service worker's cache may answer), and a failure while offline is not retried, so a screen
 * with nothing kept says it is offline instead of waiting forever. Reconnecting refetches.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        // Offline, a screen keeps what it has instead of turning stale data into a failed refetch;
        // reconnecting refetches.
        refetchOnMount: () => onlineManager.isOnline(),
        retry: (failures, error) => failures < 2 && onlineManager.isOnline() && isRetryable(error),
      },
      // A write with no network fails at once with the offline message (the cart queues its own).
      mutations: { networkMode: 'offlineFirst' },
    },
  });
  // One person's cart, account and orders may change in another tab, on another device or at the
  // counter: coming back to the page asks the server again, however recent the last answer (a reload
  // does too: query-persistence.ts). Offline, what is on screen stays.
  for (const root of PRIVATE_QUERY_ROOTS) {
    client.setQueryDefaults([root], { refetchOnWindowFocus: () => (onlineManager.isOnline() ? 'always' : false) });
  }
  return client;
}

function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 401));
}
