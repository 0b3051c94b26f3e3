import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { AdminBulkEdit, AdminItem, AdminItemPatch } from '@/api/admin-catalog';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import { call, type CallQuery } from '@/web/data/call';
import { consoleKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

export type CatalogQuery = CallQuery<typeof adminCatalogPaths.adminStoreItems>;

/** One page of a store's items for one usage type, searched, filtered and sorted on the server. */
export function catalogPageQueryOptions(userId: number | undefined, storeId: number, query: CatalogQuery) {
  return queryOptions({
    queryKey: consoleKeys.itemPage(userId, storeId, query),
    queryFn: ({ signal }) => call(adminCatalogPaths.adminStoreItems, { params: { id: storeId }, query }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One item with everything the drawer edits. */
export function catalogItemQueryOptions(userId: number | undefined, storeId: number, itemId: number) {
  return queryOptions({
    queryKey: consoleKeys.item(userId, storeId, itemId),
    queryFn: ({ signal }) => call(adminCatalogPaths.adminItem, { params: { id: itemId } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/**
 * Every edit of the store's items re-reads its table pages and items afterwards; an edit that answers
 * the item keeps that answer at once, so the drawer shows it before the re-read.
 */
function useStoreItemsWrite<Input, Answer>(storeId: number, write: (input: Input) => Promise<Answer>, answersItem?: (answer: Answer) => AdminItem) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      if (answersItem) {
        const item = answersItem(answer);
        queryClient.setQueryData(consoleKeys.item(userId, storeId, item.id), item);
      }
      return queryClient.invalidateQueries({ queryKey: consoleKeys.items(userId, storeId) });
    },
  });
}

export function useBulkEdit(storeId: number) {
  return useStoreItemsWrite(storeId, (edit: AdminBulkEdit) => call(adminCatalogPaths.adminBulkEditItems, { params: { id: storeId }, body: edit }, { hideErrorToast: true }));
}

export function usePatchItem(storeId: number, itemId: number) {
  return useStoreItemsWrite(storeId, (patch: AdminItemPatch) => call(adminCatalogPaths.adminUpdateItem, { params: { id: itemId }, body: patch }, { hideErrorToast: true }), (item) => item);
}

/** POST admin/items/{id}/images: one file, added as the item's last image (the answer is the item after). */
export function useUploadItemImage(storeId: number, itemId: number) {
  return useStoreItemsWrite(
    storeId,
    (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(adminCatalogPaths.adminUploadItemImage, { params: { id: itemId }, form }, { hideErrorToast: true });
    },
    (item) => item,
  );
}
