import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { StoreSettings, StoreSettingsPatch, HourExceptionSettings } from '@/api/admin-stores';
import { adminStorePaths } from '@/api/admin-store-paths';
import { call } from '@/web/data/call';
import { consoleKeys, startupKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/** A store's settings as the console edits them (GET /admin/stores/{id}/settings). */
export function storeSettingsQueryOptions(userId: number | undefined, storeId: number) {
  return queryOptions({
    queryKey: consoleKeys.storeSettings(userId, storeId),
    queryFn: ({ signal }) => call(adminStorePaths.getStoreSettings, { params: { id: storeId } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export type StoreSettingsWrite = { patch: StoreSettingsPatch } | { exceptions: HourExceptionSettings[] };

/**
 * Saves one section: a PATCH of its group, or the whole list of dated exceptions (PUT). Both answer
 * the settings after, which replace the kept copy; errors stay with the caller (shown beside fields).
 */
export function useSaveStoreSettings(storeId: number) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: StoreSettingsWrite) =>
      'patch' in write
        ? call(adminStorePaths.patchStoreSettings, { params: { id: storeId }, body: write.patch }, { hideErrorToast: true })
        : call(adminStorePaths.putStoreHourExceptions, { params: { id: storeId }, body: { exceptions: write.exceptions } }, { hideErrorToast: true }),
    onSuccess: (settings: StoreSettings) => {
      queryClient.setQueryData(consoleKeys.storeSettings(userId, storeId), settings);
      // The storefront on this device keeps its stores for minutes: read them again now, so the
      // store page the console links to shows the change at once (the server dropped its caches).
      void queryClient.invalidateQueries({ queryKey: startupKeys.all, refetchType: 'all' });
    },
  });
}
