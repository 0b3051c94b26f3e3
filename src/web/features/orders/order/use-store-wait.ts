import { useQuery } from '@tanstack/react-query';
import { waitMinutes } from '@/domain/locator';
import { useStartup } from '@/web/shared/startup/use-startup';
import { waitTimesQueryOptions } from '@/web/shared/stores/wait-times';

/**
 * The store's wait in minutes (part 1 §7 "wait times per store_id"): the content service's live
 * figure, else the store's own wait_time from startup (src/domain/locator.ts waitMinutes, as the
 * locator tiles read it), from the locator's own query. A failed read is quiet: undefined, and the
 * page says nothing about a wait.
 */
export function useStoreWaitMinutes(storeId: number, enabled: boolean): number | undefined {
  const { stores } = useStartup();
  const live = useQuery({ ...waitTimesQueryOptions([storeId]), enabled }).data;
  if (!enabled) return undefined;
  const store = stores.find((candidate) => candidate.id === storeId);
  return waitMinutes({ id: storeId, wait_time: store?.wait_time ?? null }, live);
}
