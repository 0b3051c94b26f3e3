import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** One QueryClient for the app; catalog data is fresh for a minute and kept for a day. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 401)),
      },
    },
  });
}
