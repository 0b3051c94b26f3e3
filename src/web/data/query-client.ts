import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * One QueryClient for the app; catalog data is fresh for a minute and kept for a day.
 *
 * Offline-first: every query runs its function even with no network (a kept copy in IndexedDB or
 * the service worker's cache may answer), and a failure while offline is not retried, so a screen
 * with nothing kept says it is offline instead of waiting forever. Reconnecting refetches.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 401));
}
