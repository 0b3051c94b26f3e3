import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths } from '@/api/content-paths';
import { call } from '@/web/data/call';
import { waitTimeKeys } from '@/web/data/query-keys';

const WAIT_TIMES_FRESH_MS = 60_000;

/**
 * Current wait times (GET content/wait-times, part 1 §7 "wait times per store_id"). A failure is
 * quiet: the tiles fall back to each store's own wait_time.
 */
export function waitTimesQueryOptions(storeIds: readonly number[]) {
  const ids = [...storeIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: waitTimeKeys.forStores(ids),
    queryFn: ({ signal }) => call(contentPaths.listWaitTimes, { query: { store_ids: ids } }, { signal, hideErrorToast: true }),
    select: (list) => new Map(list.data.map((entry) => [entry.store_id, entry.minutes])),
    enabled: ids.length > 0,
    staleTime: WAIT_TIMES_FRESH_MS,
    refetchInterval: WAIT_TIMES_FRESH_MS * 2,
    retry: false,
  });
}

/** Live minutes by store id; undefined while loading or when the service is unavailable. */
export function useWaitTimes(storeIds: readonly number[]): ReadonlyMap<number, number> | undefined {
  return useQuery(waitTimesQueryOptions(storeIds)).data;
}
