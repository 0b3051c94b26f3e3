import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { userPaths } from '@/api/account-paths';
import type { User } from '@/api/user';
import { sessionState } from '@/web/state/session';
import { apiRequest } from './api-client';

/**
 * The signed-in user (users/op/get-me with include_loyalty). Keyed by the user id held in the
 * session, so a sign-out or another account never reads the previous user's data.
 */
export const meQueryKey = (userId: number | undefined) => ['users', 'me', userId ?? null] as const;

export function meQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) =>
      apiRequest<User>(userPaths.getMe.path, {
        method: 'POST',
        query: { include_loyalty: true },
        body: {},
        schema: userPaths.getMe.response,
        signal,
        hideErrorToast: true,
      }),
    enabled: userId !== undefined,
    staleTime: 30_000,
  });
}

/** The current user, or undefined while signed out or loading. */
export function useMe() {
  const { userId } = useSnapshot(sessionState);
  return useQuery(meQueryOptions(userId));
}
