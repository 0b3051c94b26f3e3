import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { userPaths } from '@/api/account-paths';
import type { UpdateMeBody, User, UserActivity } from '@/api/user';
import { LOYALTY_STATUS_POLL_MS } from '@/domain/constants';
import { sessionState } from '@/web/state/session';
import { call } from './call';
import { userKeys } from './query-keys';

/**
 * The signed-in user (users/op/get-me with include_loyalty). Keyed by the user id held in the
 * session, so a sign-out or another account never reads the previous user's data.
 */
export function meQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: userKeys.me(userId),
    queryFn: ({ signal }) => call(userPaths.getMe, { query: { include_loyalty: true } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 30_000,
  });
}

/** The current user, or undefined while signed out or loading. */
export function useMe() {
  const { userId } = useSnapshot(sessionState);
  return useQuery(meQueryOptions(userId));
}

/**
 * The rewards status from our ledger (users/op/loyalty-status?service=aiq, part 2 §7): only while
 * signed in and where rewards apply, polled every 60 s. A failure leaves the last known points.
 */
export function useLoyaltyStatus(applies: boolean) {
  const { userId } = useSnapshot(sessionState);
  return useQuery({
    queryKey: userKeys.loyaltyStatus(userId),
    queryFn: ({ signal }) => call(userPaths.loyaltyStatus, { query: { service: 'aiq' } }, { signal, hideErrorToast: true }),
    enabled: applies && userId !== undefined,
    refetchInterval: LOYALTY_STATUS_POLL_MS,
    staleTime: LOYALTY_STATUS_POLL_MS,
  });
}

/** Reloads the user after a change (part 2 §4 "Loyalty": user info is reloaded after saving). */
export function invalidateMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.meRoot });
}

/**
 * Keeps a users call's answer (update-me, confirm-phone, loyalty-enrollment answer the user) as the
 * current user at once, then reloads it. The answer carries no points unless asked for, so the
 * points already shown stay until the reload brings fresh ones.
 */
export function storeMe(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(userKeys.me(user.id), (previous: User | undefined) => ({
    ...user,
    user_loyalty: user.user_loyalty ?? previous?.user_loyalty,
  }));
  return invalidateMe(queryClient);
}

/** users/op/update-me: first, last, phone, or opt_preferences entries (part 2 §5 "Account edit"). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => call(userPaths.updateMe, { body }, { hideErrorToast: true }),
    onSuccess: (user) => storeMe(queryClient, user),
  });
}

/**
 * Records a user activity (users/op/update-activity, part 2 §3 "User activity") for the signed-in
 * user; best effort, never toasts: the local memory of the answer already governs what shows next.
 */
export function recordActivity(type: UserActivity['type'], version = '1.0'): void {
  if (sessionState.userId === undefined) return;
  void call(userPaths.updateActivity, { body: { type, version } }, { hideErrorToast: true }).catch(() => undefined);
}
