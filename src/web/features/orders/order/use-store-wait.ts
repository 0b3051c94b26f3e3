import { useQuery } from '@tanstack/react-query';
import { contentPaths } from '@/api/content-paths';
import { waitMinutes } from '@/domain/locator';
import { call } from '@/web/data/call';
import { waitTimeKeys } from '@/web/data/query-keys';
import { useStartup } from '@/web/shared/startup/use-startup';

const WAIT_FRESH_MS = 60_000;

/**
 * The store's wait in minutes (part 1 §7 "wait times per store_id"): the content service's live
 * figure, else the store's own wait_time from startup (src/domain/locator.ts waitMinutes, as the
 * locator tiles read it). The query shares the locator's key and answer, so a figure one screen read
 * serves the other. A failed read is quiet: undefined, and the page says nothing about a wait.
 */
export function useStoreWaitMinutes(storeId: number, enabled: boolean): number | undefined {
  const { stores } = useStartup();
  const live = useQuery({
    queryKey: waitTimeKeys.forStores([storeId]),
    queryFn: ({ signal }) => call(contentPaths.listWaitTimes, { query: { store_ids: [storeId] } }, { signal, hideErrorToast: true }),
    select: (list) => new Map(list.data.map((entry) => [entry.store_id, entry.minutes])),
    enabled,
    staleTime: WAIT_FRESH_MS,
    retry: false,
  }).data;
  if (!enabled) return undefined;
  const store = stores.find((candidate) => candidate.id === storeId);
  return waitMinutes({ id: storeId, wait_time: store?.wait_time ?? null }, live);
}
