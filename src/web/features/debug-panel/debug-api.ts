import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { devDebugPaths, type DebugPointsBody, type DebugStoreBody, type DebugUser, type DebugUserBody } from '@/api/dev-debug';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { cartKeys, debugKeys, inventoryKeys, startupKeys, storeKeys, userKeys } from '@/web/data/query-keys';

/*
 * The debug panel's calls (src/api/dev-debug.ts). Its own answers are never kept for offline use
 * ('debug' is not a persisted root); after a change the data the storefront reads is refetched.
 */
/** Startup (the current store), the store lists, the menus and the cart all read store switches. */
const STORE_READERS = [startupKeys.all, storeKeys.all, inventoryKeys.all, cartKeys.all];
/** The account and its loyalty status read the user's flags and points. */
const USER_READERS = [userKeys.all, cartKeys.all];

const refresh = (queryClient: QueryClient, roots: readonly (readonly string[])[]) =>
  Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export function useDebugStore(storeId: number | undefined, usage: UsageType) {
  return useQuery({
    queryKey: debugKeys.store(storeId, usage),
    queryFn: ({ signal }) => call(devDebugPaths.devDebugStore, { query: { store_id: storeId, usage_type: usage } }, { signal, hideErrorToast: true }),
    enabled: storeId !== undefined,
    staleTime: 0,
  });
}

export function useSetDebugStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DebugStoreBody) => call(devDebugPaths.devDebugSetStore, { body }),
    onSuccess: async (switches) => {
      queryClient.setQueryData(debugKeys.store(switches.store_id, switches.usage_type), switches);
      await refresh(queryClient, STORE_READERS);
    },
  });
}

export function useDebugUser(userId: number | undefined) {
  return useQuery({
    queryKey: debugKeys.user(userId),
    queryFn: ({ signal }) => call(devDebugPaths.devDebugUser, {}, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/** A change of the user's flags or points: each answers the user as the panel shows it. */
function useUserChange<Body>(send: (body: Body) => Promise<DebugUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (user) => {
      queryClient.setQueryData(debugKeys.user(user.user_id), user);
      await refresh(queryClient, USER_READERS);
    },
  });
}

export const useSetDebugUser = () => useUserChange((body: DebugUserBody) => call(devDebugPaths.devDebugSetUser, { body }));
export const useAdjustDebugPoints = () => useUserChange((body: DebugPointsBody) => call(devDebugPaths.devDebugPoints, { body }));
