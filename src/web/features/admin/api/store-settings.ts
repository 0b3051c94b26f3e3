import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { HourExceptionSettings, STORE_IMAGE_USES, StoreSettings, StoreSettingsPatch } from '@/api/admin-stores';
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

export type StoreImageUse = (typeof STORE_IMAGE_USES)[number];

export type StoreSettingsWrite = { patch: StoreSettingsPatch } | { exceptions: HourExceptionSettings[] };

/**
 * Saves one section: a PATCH of its group, or the whole list of dated exceptions (PUT). Both answer
 * the settings after, which replace the kept copy; errors stay with the caller (shown beside fields).
 */
export function useSaveStoreSettings(storeId: number) {
  return useMutation({
    mutationFn: (write: StoreSettingsWrite) =>
      'patch' in write
        ? call(adminStorePaths.patchStoreSettings, { params: { id: storeId }, body: write.patch }, { hideErrorToast: true })
        : call(adminStorePaths.putStoreHourExceptions, { params: { id: storeId }, body: { exceptions: write.exceptions } }, { hideErrorToast: true }),
    onSuccess: useKeepStoreSettings(storeId),
  });
}

/**
 * POST admin/stores/{id}/images: one file, added to the gallery or made the thumbnail; answers the
 * settings after, kept like a save.
 */
export function useUploadStoreImage(storeId: number) {
  return useMutation({
    mutationFn: ({ file, use }: { file: File; use: StoreImageUse }) => {
      const form = new FormData();
      form.append('file', file);
      form.append('use', use);
      return call(adminStorePaths.uploadStoreImage, { params: { id: storeId }, form }, { hideErrorToast: true });
    },
    onSuccess: useKeepStoreSettings(storeId),
  });
}

/** The settings a write answers replace the kept copy; the storefront's stores are read again. */
function useKeepStoreSettings(storeId: number) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return (settings: StoreSettings) => {
    queryClient.setQueryData(consoleKeys.storeSettings(userId, storeId), settings);
    // The storefront on this device keeps its stores for minutes: read them again now, so the
    // store page the console links to shows the change at once (the server dropped its caches).
    void queryClient.invalidateQueries({ queryKey: startupKeys.all, refetchType: 'all' });
  };
}
